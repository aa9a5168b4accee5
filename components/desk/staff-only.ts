import 'server-only';
import { notFound } from 'next/navigation';
import { signedInSession } from '@/components/layout/signed-in-user';
import type { SessionUser } from '@/lib/services/auth/session';

/**
 * The staff member viewing a desk page; anyone else (a visitor, a guest, a revoked staff member) gets the site's
 * not-found page, so the desk does not show that it exists.
 */
export async function staffOnly(): Promise<SessionUser> {
  const user = await signedInSession();
  if (user?.role !== 'staff') notFound();
  return user;
}
