/**
 * Partners of the partner API (docs/partner-api.md) and their keys, on the configured database.
 *   npm run partner -- create SLUG "Name"   the partner (when new) and a first key, printed once
 *   npm run partner -- keys SLUG            the partner's keys: prefix, created, last used, revoked (never a secret)
 *   npm run partner -- key SLUG             a new key for the partner, printed once
 *   npm run partner -- revoke PREFIX        revoke a key from its next call
 * Exits with 0 on success, 1 for an unknown partner or key, 2 for a wrong call.
 */
import { openDatabase } from '../lib/db/client';
import {
  createPartner,
  createPartnerKey,
  listPartnerKeys,
  revokePartnerKey,
  type PartnerKeyInfo,
} from '../lib/data/partner-keys';
import { env } from '../lib/env';

const USAGE = 'usage: npm run partner -- create SLUG "Name" | keys SLUG | key SLUG | revoke PREFIX';
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

function showKey(key: string, prefix: string) {
  console.log(`Key ${prefix}:\n\n  ${key}\n`);
  console.log('Copy it now: it is shown only this once and cannot be read back. Revoke it if it is ever exposed.');
}

const when = (d: Date | null) => (d ? d.toISOString().replace(/\.\d+Z$/, 'Z') : '-');

function keyTable(keys: PartnerKeyInfo[]): string {
  const rows = [['prefix', 'created', 'last used', 'revoked']].concat(
    keys.map((k) => [k.prefix, when(k.createdAt), when(k.lastUsedAt), when(k.revokedAt)]),
  );
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function run(args: string[], db: Db): Promise<number> {
  const [command, subject, ...rest] = args;
  if (command === 'create' && subject && SLUG.test(subject) && rest.length === 1 && rest[0]!.trim()) {
    const made = await createPartner(subject, rest[0]!.trim(), db);
    console.log(made.created ? `Partner "${subject}" created.` : `Partner "${subject}" exists; a new key was made.`);
    showKey(made.key, made.prefix);
    return 0;
  }
  if (command === 'key' && subject && rest.length === 0) {
    const made = await createPartnerKey(subject, db);
    if (!made) return unknownPartner(subject);
    showKey(made.key, made.prefix);
    return 0;
  }
  if (command === 'keys' && subject && rest.length === 0) {
    const keys = await listPartnerKeys(subject, db);
    if (!keys) return unknownPartner(subject);
    console.log(keys.length ? keyTable(keys) : `Partner "${subject}" has no keys.`);
    return 0;
  }
  if (command === 'revoke' && subject && rest.length === 0) {
    const outcome = await revokePartnerKey(subject, db);
    if (outcome === 'unknown') {
      console.error(`No key has the prefix ${subject}.`);
      return 1;
    }
    console.log(
      outcome === 'revoked'
        ? `Key ${subject} revoked: calls made with it are refused from now on.`
        : `Key ${subject} was already revoked; nothing changed.`,
    );
    return 0;
  }
  console.error(USAGE);
  return 2;
}

function unknownPartner(slug: string): number {
  console.error(`No partner has the slug "${slug}". Create it with: npm run partner -- create ${slug} "Name"`);
  return 1;
}

async function main(): Promise<number> {
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    return await run(process.argv.slice(2), handle.db);
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
