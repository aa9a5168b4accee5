'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { useAuth } from '@/components/auth/auth-provider';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import { splitLocale } from '@/i18n/paths';
import { fill } from '@/lib/format/fill';
import { nextRecord, parseRecord, pickReminder, REMINDER_KEY, type ReminderBooking } from '@/lib/reviews/reminder';

export interface ReviewReminderTexts {
  /** With {hotel}. */
  title: string;
  text: string;
  /** With {count}. */
  star: string;
  close: string;
}

function readRecord() {
  try {
    return parseRecord(localStorage.getItem(REMINDER_KEY));
  } catch {
    return null;
  }
}

/**
 * The review reminder (spec section 4) for signed-in guests: the oldest confirmed, unreviewed stay whose check-out
 * noon has passed, at most once a calendar day and on 3 days per booking; a star opens its review page.
 */
export function ReviewReminder({ texts }: { texts: ReviewReminderTexts }) {
  const { isAuthenticated } = useAuth();
  const pathname = usePathname();
  const [booking, setBooking] = useState<ReminderBooking | null>(null);
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
        const now = new Date();
        const record = readRecord();
        const picked = pickReminder(bookings, record, now);
        if (!picked || cancelled) return;
        localStorage.setItem(REMINDER_KEY, JSON.stringify(nextRecord(record, picked._id, now)));
        setBooking(picked);
      } catch {
        // A reminder is a courtesy: a network or storage failure simply shows none.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [isAuthenticated, onReviewPage]);

  if (!booking?.hotel) return null;
  const href = `/hotel/reviews/${booking.hotel._id}/${booking._id}`;
  return (
    <Dialog open onOpenChange={(open) => !open && setBooking(null)}>
      <DialogContent closeLabel={texts.close} className="max-w-md text-center">
        <DialogHeader>
          <DialogTitle>{fill(texts.title, { hotel: booking.hotel.name })}</DialogTitle>
          <DialogDescription>{texts.text}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1" dir="ltr">
          {[1, 2, 3, 4, 5].map((n) => (
            <Link
              key={n}
              href={`${href}?score=${n}`}
              aria-label={fill(texts.star, { count: n })}
              onClick={() => setBooking(null)}
              className="flex size-11 items-center justify-center rounded-full text-amber-400 hover:bg-amber-50 hover:text-amber-500 dark:hover:bg-night-800"
            >
              <svg viewBox="0 0 20 20" aria-hidden="true" className="size-8" fill="currentColor">
                <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
              </svg>
            </Link>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
