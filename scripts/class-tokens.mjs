import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** Folders whose source may hold Tailwind classes. */
export const CLASS_SOURCE_DIRS = ['app', 'components', 'lib'];

const SOURCE_FILE = /\.tsx?$/;
// Tests and generated files (the tailwind-merge config lists class names itself) hold no classes of the app.
const SKIPPED_FILE = /\.(test|generated)\./;

/** The .ts and .tsx files (tests and generated files left out) under the class source folders of `root`, sorted. */
export function classSourceFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name) && !SKIPPED_FILE.test(entry.name)) files.push(full);
    }
  };
  for (const dir of CLASS_SOURCE_DIRS) {
    const full = path.join(root, dir);
    if (fs.existsSync(full)) walk(full);
  }
  return files.sort();
}

/** The texts of a file's string literals and template literal parts (the text between `${}` holes). */
export function literalTexts(fileName, sourceText) {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, false, kind);
  const texts = [];
  const visit = (node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      texts.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** Every distinct whitespace-separated token of the literals in the class source files of `root`, sorted. */
export function collectClassTokens(root) {
  const tokens = new Set();
  for (const file of classSourceFiles(root)) {
    for (const text of literalTexts(file, fs.readFileSync(file, 'utf8'))) {
      for (const token of text.split(/\s+/)) if (token) tokens.add(token);
    }
  }
  return [...tokens].sort();
}
