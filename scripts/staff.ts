/**
 * Gives an account the reservations desk, or takes it away, on the configured database.
 *   npm run staff -- grant EMAIL
 *   npm run staff -- revoke EMAIL
 * Exits with 0 when the account has (or no longer has) the role afterwards, 1 for an unknown e-mail, 2 for a wrong call.
 */
import { openDatabase } from '../lib/db/client';
import { setStaffRole, type StaffRoleOutcome } from '../lib/data/staff';
import { env } from '../lib/env';

const USAGE = 'usage: npm run staff -- grant|revoke EMAIL';

const SAY: Record<StaffRoleOutcome, (email: string) => string> = {
  granted: (e) => `${e} is now staff: the reservations desk is at /desk.`,
  alreadyStaff: (e) => `${e} is already staff; nothing changed.`,
  revoked: (e) => `${e} is no longer staff: the desk is closed to this account from its next request.`,
  notStaff: (e) => `${e} is not staff; nothing changed.`,
  unknownEmail: (e) => `No account has the e-mail ${e}. The person must sign up first.`,
};

async function main(): Promise<number> {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.PGLITE_DATA_DIR });
  try {
    const outcome = await setStaffRole(email, command === 'grant', handle.db);
    const line = SAY[outcome](email.trim().toLowerCase());
    if (outcome === 'unknownEmail') {
      console.error(line);
      return 1;
    }
    console.log(line);
    return 0;
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
