'use client';

import { lazy, Suspense } from 'react';
import { useAuth, useUserKnown } from './auth-provider';

// The prompt's code (and the framework's script loader it uses) is fetched only once it is to be shown, so that the
// home page's first load does not carry it.
const GoogleOneTap = lazy(() => import('./google-one-tap').then((m) => ({ default: m.GoogleOneTap })));

/** The one-tap prompt, once the browser knows nobody is signed in. */
export function GoogleOneTapWhenSignedOut(props: { clientId: string }) {
  const { user } = useAuth();
  const known = useUserKnown();
  return known && !user ? (
    <Suspense>
      <GoogleOneTap {...props} />
    </Suspense>
  ) : null;
}
