import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { clientMessages, type ClientSegment } from './client-messages';
import { pickMessages } from './pick-messages';
import type { Messages } from './messages';

/**
 * The next-intl provider of a layout segment: the page's language and the messages its client components use
 * (i18n/client-messages.ts), so that a page carries those and not every text of the site.
 */
export async function ClientIntl({ segment, children }: { segment: ClientSegment; children: ReactNode }) {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider
      locale={locale}
      messages={pickMessages(messages as Messages, clientMessages[segment])}
      timeZone="Africa/Lagos"
    >
      {children}
    </NextIntlClientProvider>
  );
}
