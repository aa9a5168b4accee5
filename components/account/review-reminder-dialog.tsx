'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Link } from '@/components/ui/link';
import type { ReminderBooking } from '@/lib/reviews/reminder';

interface ReminderDialogProps {
  booking: ReminderBooking & { hotel: NonNullable<ReminderBooking['hotel']> };
  onClose: () => void;
}

/** The reminder itself: loaded only when a stay is due for one, with its own texts (account.reminder). */
function ReviewReminderDialog({ booking, onClose }: ReminderDialogProps) {
  const t = useTranslations('account.reminder');
  const href = `/hotel/reviews/${booking.hotel._id}/${booking._id}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('close')} className="max-w-md text-center">
        <DialogHeader>
          <DialogTitle>{t('title', { hotel: booking.hotel.name })}</DialogTitle>
          <DialogDescription>{t('text')}</DialogDescription>
        </DialogHeader>
        <div className="flex justify-center gap-1" dir="ltr">
          {[1, 2, 3, 4, 5].map((n) => (
            <Link
              key={n}
              href={`${href}?score=${n}`}
              aria-label={t('star', { count: n })}
              onClick={onClose}
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

export default ReviewReminderDialog;
