import 'server-only';
import type { Locale } from '@/i18n/config';
import ar from '@/messages/ar';
import en from '@/messages/en';
import fr from '@/messages/fr';
import zh from '@/messages/zh';
import { fill } from '@/lib/format/fill';
import { SERVER_TEXTS, type Translations } from './server-texts';

type Translated = keyof Translations;
interface Tree {
  [key: string]: string | Tree;
}

/**
 * English leaf → the leaf at the same key path of a translated file, so texts the pages show have one source.
 * ICU patterns are skipped: answers carry finished sentences, never a pattern.
 */
function pairLeaves(english: Tree, translated: Tree, into: Map<string, string>): Map<string, string> {
  for (const [key, value] of Object.entries(english)) {
    const other = translated[key];
    if (typeof value !== 'string') {
      if (other && typeof other === 'object') pairLeaves(value, other, into);
    } else if (typeof other === 'string' && !value.includes('{') && !into.has(value)) {
      into.set(value, other);
    }
  }
  return into;
}

const files: Record<Translated, Tree> = { fr, zh, ar };
const exact = new Map<Translated, Map<string, string>>();
for (const locale of Object.keys(files) as Translated[]) {
  const catalogue = pairLeaves(en, files[locale], new Map());
  for (const [english, translations] of Object.entries(SERVER_TEXTS)) {
    if (!english.includes('{')) catalogue.set(english, translations[locale]);
  }
  exact.set(locale, catalogue);
}

// Texts with run-time values match by pattern; the values move into the translation as they are.
const templates = Object.entries(SERVER_TEXTS)
  .filter(([english]) => english.includes('{'))
  .map(([english, translations]) => {
    const source = english
      .split(/(\{\w+\})/)
      .map((part) =>
        /^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return { pattern: new RegExp(`^${source}$`), translations };
  });

/** An answer's English text in the given language; English, and texts the catalogue does not know, stay as they are. */
export function localiseMessage(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const found = exact.get(locale)?.get(text);
  if (found !== undefined) return found;
  for (const { pattern, translations } of templates) {
    const values = pattern.exec(text)?.groups;
    if (values) return fill(translations[locale], values);
  }
  return text;
}

/** A JSON body with its top-level `message` in the given language; anything else passes through untouched. */
export function localiseAnswer<T>(body: T, locale: Locale): T {
  if (locale === 'en' || !body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { message } = body as { message?: unknown };
  return typeof message === 'string' ? { ...body, message: localiseMessage(message, locale) } : body;
}
