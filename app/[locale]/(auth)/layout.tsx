import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { signedInUser } from '@/components/layout/signed-in-user';
import { ClientIntl } from '@/i18n/client-intl';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

/** Sign-in, registration and recovery, with their forms' texts, are for visitors: a signed-in user goes home. */
export default async function AuthLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  // Only a live session redirects; a stale cookie must not lock anyone out of signing in again.
  if (await signedInUser()) redirect(localePath('/', locale));
  return <ClientIntl segment="auth">{children}</ClientIntl>;
}
