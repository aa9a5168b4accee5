import 'server-only';
import { env } from '@/lib/env';
import { GoogleOneTapWhenSignedOut } from './google-one-tap-gate';

/**
 * Google's one-tap prompt, offered only when a Google client is configured; the browser shows it once it knows that
 * nobody is signed in (the page itself is the same for everyone).
 */
export function GoogleOneTapForGuests() {
  const clientId = env.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  return <GoogleOneTapWhenSignedOut clientId={clientId} />;
}
