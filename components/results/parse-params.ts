import { isValidationKey } from '@/lib/validation/rule';
import type { ValidationKey } from '@/lib/errors';
import { searchQuery, type SearchQuery } from '@/lib/validation/search';

export type RawParams = Record<string, string | string[] | undefined>;

/** Query-string values as one string each; repeated checkboxes become a comma-separated list. */
export function flattenParams(raw: RawParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const text = Array.isArray(value) ? value.join(',') : value;
    if (text !== undefined && text !== '') out[key] = text;
  }
  return out;
}

const unique = (problems: Problem[]) => problems.filter((p, i) => problems.findIndex((q) => q.key === p.key) === i);

/** Parses what it can: a field with a bad value is dropped and its message shown, the rest still searches. */
export interface Problem {
  key: ValidationKey;
  field: string;
}

export function parseLeniently(
  params: Record<string, string>,
  horizonDays: number,
): { query: SearchQuery; problems: Problem[] } {
  const schema = searchQuery(horizonDays);
  const problems: Problem[] = [];
  let kept = params;
  // Whole-search rules (dates, price range) only run once every field parses, so drop and retry until it does.
  for (let pass = 0; pass < 4; pass++) {
    const parsed = schema.safeParse(kept);
    if (parsed.success) return { query: parsed.data, problems: unique(problems) };
    const bad = new Set(parsed.error.issues.map((i) => String(i.path[0] ?? '')));
    if (bad.has('checkIn') || bad.has('checkOut')) bad.add('checkIn').add('checkOut');
    problems.push(
      ...parsed.error.issues.map((i) => ({
        key: isValidationKey(i.message) ? i.message : ('fieldInvalid' as const),
        field: i.path.join('.'),
      })),
    );
    kept = Object.fromEntries(Object.entries(kept).filter(([k]) => !bad.has(k)));
  }
  return { query: schema.parse({}), problems: unique(problems) };
}
