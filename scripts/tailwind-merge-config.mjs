// Writes lib/tailwind-merge-config.generated.ts: tailwind-merge's default config cut down to the class groups that the
// classes used in app/, components/ and lib/ belong to. Run: node scripts/tailwind-merge-config.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { collectClassTokens } from './class-tokens.mjs';
import { GENERATED_CONFIG_PATH, tailwindMergeSubset } from './tailwind-merge-subset.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = performance.now();
const tokens = collectClassTokens(root);
const subset = tailwindMergeSubset(tokens);
fs.writeFileSync(path.join(root, GENERATED_CONFIG_PATH), subset.source);

console.log(`${tokens.length} tokens; kept ${subset.kept.length} of ${subset.total} class groups:`);
for (const id of subset.kept) console.log(`  ${id}: ${subset.members.get(id).join(' ')}`);
if (subset.groupless.length > 0) console.log(`Merged without any group: ${subset.groupless.join(' ')}`);
for (const [token, ids] of subset.inSeveralGroups)
  console.log(`In several groups on their own: ${token} (${ids.join(', ')})`);
console.log(`Wrote ${GENERATED_CONFIG_PATH} in ${Math.round(performance.now() - started)} ms`);
