import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { cache } from 'react';
import { toUserDetails, type UserDetails } from '@/lib/data/users';
import { log } from '@/lib/log';
import { currentUser } from '@/lib/services/auth/current-user';

/** The signed-in user's public details for this render, or null (also when the database cannot answer). */
export const signedInUser = cache(async (): Promise<UserDetails | null> => {
  try {
    const user = await currentUser();
    return user ? toUserDetails(user) : null;
  } catch (err) {
    // Next.js signals dynamic rendering with errors of its own; those must reach it.
    unstable_rethrow(err);
    log.warn('session lookup failed', { err });
    return null;
  }
});
