import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** The newsletter's pages with their client components' texts. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="newsletter">{children}</ClientIntl>;
}
