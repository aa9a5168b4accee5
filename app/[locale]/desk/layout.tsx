import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** The reservations desk with its dialogs' texts; each page checks the staff role itself. */
export default function DeskLayout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="desk">{children}</ClientIntl>;
}
