'use client';

import type { ComponentType } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Locale } from './config';
import type { PickedMessages } from './pick-messages';

/** The language and the few messages a lazily loaded client part needs (see intlFor on the server). */
export interface PartIntl {
  locale: Locale;
  messages: PickedMessages;
}

/**
 * Wraps a lazily loaded part in its own NextIntlClientProvider. A provider in the page itself would bring next-intl's
 * message formatter (about 12 KB gzipped) into every page's first load; inside the part it comes when the part does.
 */
export function withIntl<P extends object>(Part: ComponentType<P>) {
  function WithIntl({ intl, ...props }: P & { intl: PartIntl }) {
    return (
      <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="Africa/Lagos">
        <Part {...(props as P)} />
      </NextIntlClientProvider>
    );
  }
  WithIntl.displayName = `WithIntl(${Part.displayName ?? Part.name})`;
  return WithIntl;
}
