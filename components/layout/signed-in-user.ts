import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { connection } from 'next/server';
import { cache } from 'react';
import { toUserDetails, type UserDetails } from '@/lib/data/users';
import { log } from '@/lib/log';
import { currentUser } from '@/lib/services/auth/current-user';
import type { SessionUser } from '@/lib/services/auth/session';

/**
 * The signed-in user of this render, read once however many parts ask (header, hearts, pages), or null (also when
 * the database cannot answer).
 */
export const signedInSession = cache(async (): Promise<SessionUser | null> => {
  // A request's own: its cookie, the session's expiry against the clock, the database.
  await connection();
  try {
    return await currentUser();
  } catch (err) {
    // Next.js signals dynamic rendering with errors of its own; those must reach it.
    unstable_rethrow(err);
    log.warn('session lookup failed', { err });
    return null;
  }
});

/** The signed-in user's public details for this render, or null. */
export const signedInUser = cache(async (): Promise<UserDetails | null> => {
  const user = await signedInSession();
  return user ? toUserDetails(user) : null;
});
