/** Applies pending migrations to the configured database (DATABASE_URL, else the embedded one). */
import { openDatabase } from '../lib/db/client';
import { env } from '../lib/env';

async function main() {
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  console.log(`migrations applied (${handle.driver})`);
  await handle.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
