/**
 * Loads and writes partners' catalogue files (docs/catalogue.md) on the configured database.
 *   npm run catalogue -- import FILE [--dry-run]   apply a file in one transaction (or show what it would change)
 *   npm run catalogue -- export [FILE] [--partner ID]   write a partner's catalogue (stdout when no file)
 *   npm run catalogue -- schema                     write docs/catalogue.schema.json from the format's zod schema
 * Exits with 0 on success, 1 for a file that cannot be imported (every error named), 2 for a wrong call.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportCatalogue, partnerIds } from '../lib/catalogue/export';
import { catalogueJsonSchema } from '../lib/catalogue/format';
import { CatalogueError, importCatalogue } from '../lib/catalogue/import';
import { describeResult } from '../lib/catalogue/report';
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/env';

const USAGE = 'usage: npm run catalogue -- import FILE [--dry-run] | export [FILE] [--partner ID] | schema';
const SCHEMA_FILE = 'docs/catalogue.schema.json';

async function withDatabase<T>(run: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    return await run(handle.db);
  } finally {
    await handle.close();
  }
}

async function importFile(file: string, dryRun: boolean): Promise<number> {
  let input: unknown;
  try {
    input = JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (err) {
    console.error(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
  try {
    const result = await withDatabase((db) => importCatalogue(input, { dryRun }, db));
    console.log(describeResult(result));
    // A running site keeps catalogue pages for a few minutes (cacheLife 'catalogue'); this process cannot drop them.
    if (!dryRun && result.changes) console.log('Running servers show the change within 5 minutes.');
    return 0;
  } catch (err) {
    if (!(err instanceof CatalogueError)) throw err;
    console.error(err.message);
    return 1;
  }
}

async function exportFile(file: string | undefined, partner: string | undefined): Promise<number> {
  return withDatabase(async (db) => {
    const known = await partnerIds(db);
    const chosen = partner ?? (known.length === 1 ? known[0] : undefined);
    if (!chosen) {
      console.error(
        `Name the partner with --partner (${known.length ? known.join(', ') : 'no partner has a catalogue'}).`,
      );
      return 2;
    }
    const catalogue = await exportCatalogue(chosen, db);
    if (!catalogue) {
      console.error(`No partner has the id "${chosen}".`);
      return 1;
    }
    const json = `${JSON.stringify(catalogue, null, 2)}\n`;
    if (file) {
      await fs.writeFile(file, json);
      console.error(`Wrote ${catalogue.properties.length} properties of partner "${chosen}" to ${file}.`);
    } else {
      process.stdout.write(json);
    }
    return 0;
  });
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false }, partner: { type: 'string' } },
  });
  const [command, file, ...rest] = positionals;
  if (rest.length) return (console.error(USAGE), 2);
  if (command === 'import' && file) return importFile(file, values['dry-run']);
  if (command === 'export') return exportFile(file, values.partner);
  if (command === 'schema' && !file) {
    await fs.writeFile(path.join(process.cwd(), SCHEMA_FILE), `${JSON.stringify(catalogueJsonSchema(), null, 2)}\n`);
    console.log(`Wrote ${SCHEMA_FILE}.`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
