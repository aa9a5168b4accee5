import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** The guest's account pages (settings, favourites, changes, reviews) with their client components' texts. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="account">{children}</ClientIntl>;
}
