/** Opens, migrates and (when empty) seeds the database as the server starts, so the first visitor does not wait. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { getDb } = await import('./lib/db');
  // A failure is logged by getDb and retried on the next request; /api/health reports it meanwhile.
  await getDb().catch(() => undefined);
}
