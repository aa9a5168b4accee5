'use client';

import Script from 'next/script';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { postJson } from '@/components/forms/post-json';
import { navigateWithNotice } from './navigate';

async function showToast(kind: 'success' | 'error', text: string) {
  const { toast } = await import('sonner');
  toast[kind](text);
}

/** The part of Google Identity Services this prompt uses. */
interface GoogleIdentity {
  initialize(config: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}

export const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

function googleIdentity(): GoogleIdentity | undefined {
  return (window as { google?: { accounts?: { id?: GoogleIdentity } } }).google?.accounts?.id;
}

/** Google's one-tap prompt for signed-out visitors; a chosen account signs in and the home page reloads with it. */
export function GoogleOneTap({ clientId }: { clientId: string }) {
  const t = useTranslations('onboarding');
  const busy = useRef(false);

  const signIn = useCallback(
    async ({ credential }: { credential?: string }) => {
      if (busy.current) return;
      if (!credential) return void showToast('error', t('googleError'));
      busy.current = true;
      const answer = await postJson('/api/user_auth/google-auth2', { token: credential });
      if (answer.ok) {
        // A full load renders the header for the new session; the greeting is shown on the page it brings.
        navigateWithNotice('/', t('welcomeBack'));
        return;
      }
      busy.current = false;
      // A refused token has a translated text; other answers carry their own message.
      const message = answer.status === 401 ? t('googleSignUpError') : answer.data.message;
      void showToast('error', message ?? t('googleError'));
    },
    [t],
  );

  const start = useCallback(() => {
    const google = googleIdentity();
    if (!google) return;
    google.initialize({
      client_id: clientId,
      callback: (response) => void signIn(response),
      cancel_on_tap_outside: true,
      use_fedcm_for_prompt: true,
    });
    google.prompt();
  }, [clientId, signIn]);

  // Leaving home (client navigation) must not leave the prompt floating over another page.
  useEffect(() => () => googleIdentity()?.cancel(), []);

  return <Script src={GOOGLE_SCRIPT_URL} strategy="lazyOnload" onReady={start} />;
}
