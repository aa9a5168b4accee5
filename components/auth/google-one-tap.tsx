'use client';

import Script from 'next/script';
import { useCallback, useEffect, useRef } from 'react';
import { FLASH_KEY } from './auth-provider';
import { navigateTo } from './navigate';
import { postJson } from './post-json';
import { useToastRegion } from './use-toast-region';

export interface GoogleOneTapTexts {
  welcomeBack: string;
  /** A network or unknown failure. */
  error: string;
  /** Google's token was refused. */
  refused: string;
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
export function GoogleOneTap({ clientId, texts }: { clientId: string; texts: GoogleOneTapTexts }) {
  const { show, region } = useToastRegion();
  const busy = useRef(false);

  const signIn = useCallback(
    async ({ credential }: { credential?: string }) => {
      if (busy.current) return;
      if (!credential) return show('error', texts.error);
      busy.current = true;
      const answer = await postJson('/api/user_auth/google-auth2', { token: credential });
      if (answer.ok) {
        show('success', texts.welcomeBack);
        try {
          // The reload below replaces this page; the greeting is shown again on the page it brings.
          sessionStorage.setItem(FLASH_KEY, texts.welcomeBack);
        } catch {
          // Without storage the reloaded page simply has no greeting.
        }
        navigateTo('/');
        return;
      }
      busy.current = false;
      // A refused token has a translated text; other answers carry their own message.
      const message = answer.status === 401 ? texts.refused : answer.data.message;
      show('error', message ?? texts.error);
    },
    [texts, show],
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

  return (
    <>
      <Script src={GOOGLE_SCRIPT_URL} strategy="lazyOnload" onReady={start} />
      <div className="pointer-events-none fixed inset-x-0 top-24 z-[70] flex justify-center px-4">{region}</div>
    </>
  );
}
