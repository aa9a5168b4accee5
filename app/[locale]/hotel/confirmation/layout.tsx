import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** A booking's confirmation, with the texts of its button that pays a balance. */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="confirmation">{children}</ClientIntl>;
}
