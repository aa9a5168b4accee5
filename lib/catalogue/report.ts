import type { CatalogueResult, KindChanges } from './import';

const KINDS = [
  ['brands', 'brands'],
  ['destinations', 'destinations'],
  ['properties', 'properties'],
  ['rooms', 'room types'],
] as const;

function kindLines(label: string, k: KindChanges): string[] {
  const lines: string[] = [];
  if (k.created.length) lines.push(`  ${label} created (${k.created.length}): ${k.created.join(', ')}`);
  for (const c of k.changed) lines.push(`  ${label} changed: ${c.id} (${c.fields.join(', ')})`);
  if (k.unpublished.length) {
    const what = label === 'room types' ? 'taken off sale' : 'unpublished';
    lines.push(`  ${label} ${what} (${k.unpublished.length}): ${k.unpublished.join(', ')}`);
  }
  return lines;
}

/** The result of an import as lines for a person: what was (or would be) created, changed and unpublished. */
export function describeResult(result: CatalogueResult): string {
  const head = result.dryRun
    ? `Dry run for partner "${result.partner}": ${result.changes} change${result.changes === 1 ? '' : 's'} would be made; nothing was written.`
    : `Imported the catalogue of partner "${result.partner}": ${result.changes} change${result.changes === 1 ? '' : 's'}.`;
  const rates = result.pricedNights
    ? [
        `  nightly prices ${result.dryRun ? 'that would be set' : 'set'}: ${result.pricedNights} night${result.pricedNights === 1 ? '' : 's'}`,
      ]
    : [];
  return [head, ...KINDS.flatMap(([key, label]) => kindLines(label, result[key])), ...rates].join('\n');
}
