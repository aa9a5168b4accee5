import 'server-only';
import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { GoogleOneTapWhenSignedOut } from './google-one-tap-gate';

/**
 * Google's one-tap prompt, offered only when a Google client is configured; the browser shows it once it knows that
 * nobody is signed in (the page itself is the same for everyone).
 */
export async function GoogleOneTapForGuests() {
  const clientId = env.GOOGLE_CLIENT_ID;
  if (!clientId) return null;
  const t = await getTranslations('onboarding');
  return (
    <GoogleOneTapWhenSignedOut
      clientId={clientId}
      texts={{ welcomeBack: t('welcomeBack'), error: t('googleError'), refused: t('googleSignUpError') }}
    />
  );
}
