'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { splitLocale } from '@/i18n/paths';
import type { ReminderBooking } from '@/lib/reviews/reminder';

type DialogPart = (typeof import('./review-reminder-dialog'))['default'];

/**
 * The review reminder (spec section 4) for signed-in guests: the oldest confirmed, unreviewed stay whose check-out
 * noon has passed, at most once a calendar day and on 3 days per booking; a star opens its review page. The dialog's
 * code loads only when a reminder is due, so that pages carry none of it otherwise.
 */
export function ReviewReminder() {
  const { isAuthenticated } = useAuth();
  const pathname = usePathname();
  const [booking, setBooking] = useState<ReminderBooking | null>(null);
  const [Part, setPart] = useState<DialogPart | null>(null);
  const onReviewPage = (splitLocale(pathname)?.rest ?? pathname).startsWith('/hotel/reviews');

  useEffect(() => {
    if (!isAuthenticated || onReviewPage) return;
    let cancelled = false;
    (async () => {
      try {
        const res = await fetch('/api/my-bookings', { credentials: 'same-origin' });
        if (!res.ok) {
          await res.body?.cancel();
          return;
        }
        const { bookings } = (await res.json()) as { bookings: ReminderBooking[] };
        // The rules (and the date functions they use) load for signed-in guests only, outside every page's first load.
        const { nextRecord, parseRecord, pickReminder, REMINDER_KEY } = await import('@/lib/reviews/reminder');
        const now = new Date();
        let record = null;
        try {
          record = parseRecord(localStorage.getItem(REMINDER_KEY));
        } catch {
          // Storage blocked: as if no reminder had been shown.
        }
        const picked = pickReminder(bookings, record, now);
        if (!picked || cancelled) return;
        const { default: dialog } = await import('./review-reminder-dialog');
        if (cancelled) return;
        localStorage.setItem(REMINDER_KEY, JSON.stringify(nextRecord(record, picked._id, now)));
        setPart(() => dialog);
        setBooking(picked);
      } catch {
        // A reminder is a courtesy: a network or storage failure simply shows none.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated, onReviewPage]);

  if (!booking?.hotel || !Part) return null;
  return <Part booking={{ ...booking, hotel: booking.hotel }} onClose={() => setBooking(null)} />;
}
