'use client';

import { useAuth, useUserKnown } from './auth-provider';
import { GoogleOneTap } from './google-one-tap';

/** The one-tap prompt, once the browser knows nobody is signed in. */
export function GoogleOneTapWhenSignedOut(props: { clientId: string }) {
  const { user } = useAuth();
  const known = useUserKnown();
  return known && !user ? <GoogleOneTap {...props} /> : null;
}
