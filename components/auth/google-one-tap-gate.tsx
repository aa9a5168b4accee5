'use client';

import { useAuth, useUserKnown } from './auth-provider';
import { GoogleOneTap, type GoogleOneTapTexts } from './google-one-tap';

/** The one-tap prompt, once the browser knows nobody is signed in. */
export function GoogleOneTapWhenSignedOut(props: { clientId: string; texts: GoogleOneTapTexts }) {
  const { user } = useAuth();
  const known = useUserKnown();
  return known && !user ? <GoogleOneTap {...props} /> : null;
}
