import type { ReactNode } from 'react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db';
import { getSessionUser, SESSION_COOKIE } from '@/lib/services/auth/session';

/** Sign-in, registration and recovery are for visitors: a signed-in user goes home. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  // Only a live session redirects; a stale cookie must not lock anyone out of signing in again.
  if (token && (await getSessionUser(await getDb(), token))) redirect('/');
  return children;
}
