import { getTranslations } from 'next-intl/server';
import type { ModifiableBooking } from '@/lib/data/booking-changes';
import { ModifyBookingForm } from './modify-booking-form';

/**
 * Under a change page's title: the property and the reference, then the change form, or why the booking cannot be
 * changed any more. The account's change page and the manage-booking one show the same.
 */
export async function ModifyBookingPanel({ booking, doneHref }: { booking: ModifiableBooking; doneHref?: string }) {
  const [t, errors] = await Promise.all([getTranslations('account.modify'), getTranslations('errors')]);
  return (
    <>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {booking.hotel.name} · {t('reference')}: <span dir="ltr">{booking.reference}</span>
      </p>
      {booking.blocked ? (
        <p
          role="alert"
          className="mt-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-night-800 dark:text-amber-200"
        >
          {errors(booking.blocked)}
        </p>
      ) : (
        <ModifyBookingForm booking={booking} doneHref={doneHref} />
      )}
    </>
  );
}
