import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';

/** Modules that hold secrets or read the database: a client component must never pull them into the browser. */
const SERVER_ONLY = [
  /^server-only$/,
  /^next\/headers$/,
  /^next-intl\/server$/,
  /^@\/lib\/(data|db|services|api)(\/|$)/,
  /^@\/lib\/env$/,
  /^@\/lib\/log$/,
  /^@\/i18n\/(request|translator)$/,
];

const project = {
  rules: {
    'client-imports': {
      meta: {
        type: 'problem',
        messages: { server: "A 'use client' file may not import server-only code ({{source}})." },
      },
      create(context) {
        const body = context.sourceCode.ast.body;
        const isClient = body.some((node) => node.type === 'ExpressionStatement' && node.directive === 'use client');
        if (!isClient) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (
            typeof source === 'string' &&
            SERVER_ONLY.some((pattern) => pattern.test(source)) &&
            node.importKind !== 'type'
          ) {
            context.report({ node, messageId: 'server', data: { source } });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
      },
    },
    'disable-needs-reason': {
      meta: { type: 'suggestion', messages: { reason: 'Say why after "--" when turning a lint rule off.' } },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              if (/^\s*eslint-disable/.test(comment.value) && !/\s--\s*\S/.test(comment.value)) {
                context.report({ loc: comment.loc, messageId: 'reason' });
              }
            }
          },
        };
      },
    },
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTypescript,
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'next-env.d.ts',
    'public/sw.js',
    'playwright-report/**',
    'test-results/**',
  ]),
  {
    // jsx-a11y is registered by eslint-config-next with a few rules; turn on its whole recommended set.
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    plugins: { boundaries, project },
    settings: {
      'boundaries/elements': [
        { type: 'app', pattern: 'app/**' },
        { type: 'components', pattern: 'components/**' },
        { type: 'lib', pattern: 'lib/**' },
        { type: 'i18n', pattern: 'i18n/**' },
        { type: 'messages', pattern: 'messages/**' },
        { type: 'content', pattern: 'content/**' },
      ],
      'import/resolver': { typescript: { alwaysTryTypes: true } },
    },
    rules: {
      // app -> components -> lib: lib never imports components or pages, components never import pages.
      'boundaries/dependencies': [
        2,
        {
          default: 'allow',
          policies: [
            {
              from: { element: { types: { anyOf: ['lib', 'i18n', 'messages'] } } },
              disallow: { to: { element: { types: { anyOf: ['components', 'app'] } } } },
            },
            {
              from: { element: { type: 'components' } },
              disallow: { to: { element: { type: 'app' } } },
            },
          ],
        },
      ],
      'project/client-imports': 2,
      'project/disable-needs-reason': 2,
      // A leading underscore marks a value kept on purpose (a cache key, a tuple slot, a prop taken out of a spread).
      '@typescript-eslint/no-unused-vars': [
        2,
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests and scripts run in Node or the test runner, not in the browser bundle.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'scripts/**', 'lib/testing/**'],
    rules: { 'project/client-imports': 0 },
  },
  {
    // Unit tests render fragments outside the app router, where plain links are what is being tested.
    files: ['**/*.test.tsx'],
    rules: { '@next/next/no-html-link-for-pages': 0 },
  },
  {
    // Playwright fixtures are called `use`; they are not React hooks.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 0 },
  },
]);
