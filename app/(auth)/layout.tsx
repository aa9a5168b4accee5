import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { signedInUser } from '@/components/layout/signed-in-user';

/** Sign-in, registration and recovery are for visitors: a signed-in user goes home. */
export default async function AuthLayout({ children }: { children: ReactNode }) {
  // Only a live session redirects; a stale cookie must not lock anyone out of signing in again.
  if (await signedInUser()) redirect('/');
  return children;
}
