import type { ReactNode } from 'react';
import { SeededAuth } from '@/components/auth/auth-provider';
import { likedIds } from '@/lib/data/favourites';
import { ReadyMark } from './ready-mark';
import { SessionSeed } from './session-seed';
import { signedInSession, signedInUser } from './signed-in-user';

/**
 * The personal part of the page frame, streamed into every kept page for its request: who is signed in and the hearts
 * they set. Its children (the account menu and the visitor's links) show that user from the first paint.
 */
export async function HeaderAccount({ children }: { children: ReactNode }) {
  const [session, user] = await Promise.all([signedInSession(), signedInUser()]);
  const liked = session ? [...(await likedIds(session.id).catch(() => new Set<string>()))] : [];
  return (
    <SeededAuth user={user}>
      {session && <SessionSeed liked={liked} />}
      {children}
      <ReadyMark part="account" />
    </SeededAuth>
  );
}
