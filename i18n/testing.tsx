import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider, type IntlError } from 'next-intl';
import en from '@/messages/en';
import { clientMessages, type ClientSegment } from './client-messages';
import { pickMessages } from './pick-messages';

function fail(error: IntlError): void {
  throw error;
}

/**
 * The English provider a layout segment gives its client components, with only that segment's messages: a text a
 * component asks for that the segment does not hand over fails the test instead of showing its key.
 */
export function SegmentIntl({ segment, children }: { segment: ClientSegment; children: ReactNode }) {
  return (
    <NextIntlClientProvider
      locale="en"
      messages={pickMessages(en, clientMessages[segment])}
      timeZone="Africa/Lagos"
      onError={fail}
    >
      {children}
    </NextIntlClientProvider>
  );
}

/** Renders a client component as the pages of a layout segment show it. */
export function renderInSegment(segment: ClientSegment, ui: ReactElement) {
  return render(ui, { wrapper: ({ children }) => <SegmentIntl segment={segment}>{children}</SegmentIntl> });
}
