import { fill } from '@/lib/format/fill';

/**
 * A plural message rendered once per plural category of a language, with '{count}' where the number goes,
 * so that a client component can pluralise without the message catalogue. exact0 is the text for 0 (for '=0' cases).
 */
export type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string; exact0: string };

function sampleOf(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): number | undefined {
  for (let n = 1; n <= 200; n++) if (rules.select(n) === category) return n;
  return undefined;
}

/** Server side: `format` renders the message for a count (e.g. `(count) => t('roomsLeft', { count })`). */
export function pluralTexts(format: (count: number) => string, locale: string): PluralTexts {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const texts: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const n = sampleOf(rules, category);
    if (n === undefined) continue;
    // Plain arguments print the bare number and '#' the localised one; both become the placeholder.
    texts[category] = format(n).split(numbers.format(n)).join('{count}').split(String(n)).join('{count}');
  }
  return { ...texts, other: texts.other ?? format(2), exact0: format(0) };
}

/** Client side: the text for a count, with the number in the language's digits. */
export function pickPlural(texts: PluralTexts, count: number, locale: string): string {
  const text = count === 0 ? texts.exact0 : (texts[new Intl.PluralRules(locale).select(count)] ?? texts.other);
  return fill(text, { count: new Intl.NumberFormat(locale).format(count) });
}
