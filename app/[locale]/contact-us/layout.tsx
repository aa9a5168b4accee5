import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** The contact page with its form's texts. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="contact">{children}</ClientIntl>;
}
