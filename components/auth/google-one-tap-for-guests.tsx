import 'server-only';
import { getTranslations } from 'next-intl/server';
import { signedInUser } from '@/components/layout/signed-in-user';
import { env } from '@/lib/env';
import { GoogleOneTap } from './google-one-tap';

/** Google's one-tap prompt, offered only when a Google client is configured and nobody is signed in. */
export async function GoogleOneTapForGuests() {
  const clientId = env.GOOGLE_CLIENT_ID;
  if (!clientId || (await signedInUser())) return null;
  const t = await getTranslations('onboarding');
  return (
    <GoogleOneTap
      clientId={clientId}
      texts={{ welcomeBack: t('welcomeBack'), error: t('googleError'), refused: t('googleSignUpError') }}
    />
  );
}
