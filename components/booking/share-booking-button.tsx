'use client';

import type { MouseEvent, ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';

/**
 * Shares a booking's hotel, dates and reference through the system share sheet; where the browser has none
 * (navigator.share, most desktops), the link itself opens a WhatsApp message with the same text.
 */
export function ShareBookingButton({
  title,
  text,
  fallbackHref,
  children,
}: {
  title: string;
  text: string;
  /** The WhatsApp address carrying `text` (lib/share/links.ts). */
  fallbackHref: string;
  children: ReactNode;
}) {
  function share(event: MouseEvent<HTMLAnchorElement>) {
    if (typeof navigator.share !== 'function') return;
    event.preventDefault();
    // Closing the share sheet rejects with AbortError: nothing to tell the guest.
    navigator.share({ title, text }).catch(() => undefined);
  }
  return (
    <a
      href={fallbackHref}
      target="_blank"
      rel="noopener noreferrer"
      onClick={share}
      className={buttonVariants({ variant: 'secondary' })}
      data-testid="share-booking"
    >
      {children}
    </a>
  );
}
