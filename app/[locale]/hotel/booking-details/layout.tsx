import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** The booking page with its client components' texts (the guest's details, payment, the stay's dialogs). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="booking">{children}</ClientIntl>;
}
