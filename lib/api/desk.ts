import 'server-only';
import type { Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import type { SessionUser } from '@/lib/services/auth/session';
import { optionalAccount } from './account';

/**
 * The staff member calling a desk endpoint, or a 403: a signed-out visitor and a guest are refused alike, and the role
 * is read with the session on each call, so a revoked staff member is refused from the next call.
 */
export async function requireStaff(request: Request, db: Database): Promise<SessionUser> {
  const user = await optionalAccount(request, db);
  if (user?.role !== 'staff') throw new AppError('staffOnly', 403);
  return user;
}
