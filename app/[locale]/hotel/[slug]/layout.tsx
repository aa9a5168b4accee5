import type { ReactNode } from 'react';
import { ClientIntl } from '@/i18n/client-intl';

/** A hotel's pages with their client components' texts (gallery, rooms for a stay, stay form). */
export default function Layout({ children }: { children: ReactNode }) {
  return <ClientIntl segment="hotel">{children}</ClientIntl>;
}
