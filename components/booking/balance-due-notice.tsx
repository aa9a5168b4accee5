import { getTranslations } from 'next-intl/server';
import { PayBookingButton } from '@/components/account/pay-booking-button';
import type { BookingView } from '@/lib/data/booking-view';
import { formatNaira } from '@/lib/format/naira';

/**
 * The balance a change left on a confirmed booking, with the button that pays it for whoever may (its owner); a
 * reader of the confirmation link sees the balance only.
 */
export async function BalanceDueNotice({ booking, canPay }: { booking: BookingView; canPay: boolean }) {
  if (booking.status !== 'confirmed' || booking.balanceDue <= 0) return null;
  const t = await getTranslations('booking.confirmation');
  return (
    <div
      role="status"
      className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100 print:hidden"
    >
      <p className="font-semibold">{t('balanceNotice', { amount: formatNaira(booking.balanceDue) })}</p>
      {canPay && <PayBookingButton bookingId={booking.id} balance={booking.balanceDue} />}
    </div>
  );
}
