import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** Managing a booking without an account, with its forms' and dialogs' texts. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="manage">{children}</ClientIntl>;
}
