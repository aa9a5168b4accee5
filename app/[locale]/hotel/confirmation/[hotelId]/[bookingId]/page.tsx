import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { BalanceDueNotice } from '@/components/booking/balance-due-notice';
import { BookingShareLinks } from '@/components/booking/booking-share-links';
import { BookingSteps } from '@/components/booking/booking-steps';
import { ConfirmationDetails } from '@/components/booking/confirmation-details';
import { PrintButton } from '@/components/booking/print-button';
import { OfflineCopy } from '@/components/offline/offline-copy';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { viewerOwnsBooking } from '@/lib/data/booking-access';
import { getBookingForViewer } from '@/lib/data/booking-view';
import { pageBookingViewer } from '@/lib/services/auth/booking-viewer';
import { TIME_ZONE } from '@/lib/dates';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { ReadyMark } from '@/components/layout/ready-mark';

interface PageProps {
  params: Promise<{ locale: string; hotelId: string; bookingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Personal: rendered for each request (it reads cookies), never kept or indexed.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('booking.confirmation');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

// The print layout: only the booking, without the site's header, footer and help button.
const PRINT_CSS = '@media print { body :has(> #main) > :not(#main) { display: none !important; } }';

/** The booking's confirmation, for its owner (account or booking browser) or the holder of its e-mailed link. */
export default async function ConfirmationPage({ params, searchParams }: PageProps) {
  await connection();
  await pageLocale(params);
  const [{ hotelId, bookingId }, query] = await Promise.all([params, searchParams]);
  const access = typeof query.access === 'string' ? query.access : null;
  const viewer = await pageBookingViewer(access);
  const booking = await getBookingForViewer(decodeURIComponent(bookingId), viewer);
  const hotel = decodeURIComponent(hotelId);
  if (!booking || (booking.hotel.id !== hotel && booking.hotel.slug !== hotel)) notFound();
  const canPay = booking.balanceDue > 0 && (await viewerOwnsBooking(booking.id, viewer));
  const [t, locale] = await Promise.all([getTranslations('booking.confirmation'), getLocale()]);
  const title =
    booking.status === 'confirmed' || booking.status === 'completed'
      ? t('confirmed')
      : booking.status === 'pending_payment'
        ? t('pending')
        : t('closed');
  const calendar = `/api/bookings/${encodeURIComponent(booking.id)}/calendar${access ? `?access=${encodeURIComponent(access)}` : ''}`;
  const holdUntil =
    booking.holdExpiresAt &&
    new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: TIME_ZONE }).format(
      new Date(booking.holdExpiresAt),
    );
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-4 print:max-w-none print:p-0">
        <style>{PRINT_CSS}</style>
        <div className="print:hidden">
          <BookingSteps payment confirm />
        </div>
        <OfflineCopy files={[calendar]} />
        <h1 className="page-title">{title}</h1>
        <p className="mt-1 text-gray-700 dark:text-gray-200">
          {t('lead', { name: booking.bookingInfo.fullName.split(' ')[0] ?? '' })}
        </p>
        {holdUntil && (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
            {t('holdUntil', { time: holdUntil })}
          </p>
        )}
        <BalanceDueNotice booking={booking} canPay={canPay} />
        <div className="mt-4">
          <ConfirmationDetails booking={booking} />
        </div>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <a href={calendar} download className={buttonVariants()}>
            {t('addToCalendar')}
          </a>
          <BookingShareLinks booking={booking} />
          <PrintButton label={t('print')} />
          <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
            {t('home')}
          </Link>
        </div>
      </div>
      <ReadyMark />
    </>
  );
}
