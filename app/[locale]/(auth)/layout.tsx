import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/**
 * Sign-in, registration and recovery, with their forms' texts: the same page for every visitor of a language, kept
 * like home. A browser holding a session cookie is sent home by the proxy before any of them is answered, and a cookie
 * whose session has ended is cleared by AuthProvider (so it never keeps anyone from signing in again).
 */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="auth">{children}</ClientIntl>;
}
