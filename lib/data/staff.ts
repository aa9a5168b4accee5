import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { users } from '@/lib/db/schema';

/** What granting or removing the staff role did: changed, already so, or no account has that e-mail. */
export type StaffRoleOutcome = 'granted' | 'revoked' | 'alreadyStaff' | 'notStaff' | 'unknownEmail';

/**
 * Gives the account with this e-mail the staff role (the reservations desk) or takes it away. The role is read with
 * every request's session, so the change applies to the account's open sessions at once.
 */
export async function setStaffRole(email: string, staff: boolean, db?: Database): Promise<StaffRoleOutcome> {
  const d = db ?? (await getDb());
  const address = email.trim().toLowerCase();
  const [user] = await d.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, address));
  if (!user) return 'unknownEmail';
  const role = staff ? 'staff' : 'guest';
  if (user.role === role) return staff ? 'alreadyStaff' : 'notStaff';
  await d.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, user.id));
  return staff ? 'granted' : 'revoked';
}
