import { connection } from 'next/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { CancelBookingDialog } from '@/components/account/cancel-booking-dialog';
import { BookingShareLinks } from '@/components/booking/booking-share-links';
import { BalanceDueNotice } from '@/components/booking/balance-due-notice';
import { ConfirmationDetails } from '@/components/booking/confirmation-details';
import { FindBookingForm } from '@/components/manage-booking/find-booking-form';
import { LeaveBookingButton } from '@/components/manage-booking/leave-booking-button';
import { OfflineCopy } from '@/components/offline/offline-copy';
import { buttonVariants } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { getModifiableBooking } from '@/lib/data/booking-changes';
import { getBookingForViewer } from '@/lib/data/booking-view';
import { cancellable } from '@/lib/data/my-bookings';
import { pageBookingViewer } from '@/lib/services/auth/booking-viewer';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

interface PageProps {
  params: Promise<{ locale: string; bookingId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

// Personal: rendered for each request (it reads cookies), never kept or indexed.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('manage');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

const panel = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';

/**
 * One booking, for whoever may read it (its owner, a browser a code granted it, the confirmation message's link).
 * Those who may change it (the signed-in owner or the granted browser, as the change and cancel calls decide) get the
 * change, cancel and leave actions; a reader is offered the code that would let them. Anyone else, and any id that
 * is not a booking, is sent to the manage page's first step alike.
 */
export default async function ManagedBookingPage({ params, searchParams }: PageProps) {
  await connection();
  const locale = await pageLocale(params);
  const [{ bookingId }, query] = await Promise.all([params, searchParams]);
  const access = typeof query.access === 'string' ? query.access : null;
  const viewer = await pageBookingViewer(access);
  const id = decodeURIComponent(bookingId);
  const booking = await getBookingForViewer(id, viewer);
  if (!booking) redirect(localePath('/manage-booking', locale));
  const manager = { userId: viewer.userId, browserToken: null, grantedBookingId: viewer.grantedBookingId };
  const modifiable = await getModifiableBooking(booking.id, manager);
  const [t, tc] = await Promise.all([getTranslations('manage'), getTranslations('booking.confirmation')]);
  const calendar = `/api/bookings/${encodeURIComponent(booking.id)}/calendar${access ? `?access=${encodeURIComponent(access)}` : ''}`;
  const granted = viewer.grantedBookingId === booking.id;
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 pb-12 pt-6">
        <OfflineCopy files={[calendar]} />
        <h1 className="page-title">{t('title')}</h1>
        {granted && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{t('accessNote')}</p>}
        {booking.status === 'cancelled' && (
          <p
            role="status"
            className="mt-4 rounded-xl bg-red-50 p-3 text-sm font-semibold text-red-800 dark:bg-red-950/60 dark:text-red-100"
          >
            {t('cancelled')}
          </p>
        )}
        <BalanceDueNotice booking={booking} canPay={Boolean(modifiable)} />
        <div className="mt-4">
          <ConfirmationDetails booking={booking} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {modifiable && !modifiable.blocked && (
            <Link href={`/manage-booking/${booking.id}/change`} className={buttonVariants()}>
              {t('changeDates')}
            </Link>
          )}
          {modifiable && cancellable(booking.status, booking.checkOutDate) && (
            <CancelBookingDialog bookingId={booking.id} reference={booking.reference} size="default" />
          )}
          <a href={calendar} download className={buttonVariants({ variant: 'secondary' })}>
            {tc('addToCalendar')}
          </a>
          <BookingShareLinks booking={booking} />
          {granted && <LeaveBookingButton />}
        </div>
        {!modifiable && (
          <section className={`${panel} mt-8`} aria-labelledby="manage-read-only">
            <h2 id="manage-read-only" className="text-lg font-bold">
              {t('readOnlyTitle')}
            </h2>
            <p className="mb-4 mt-1 text-sm text-gray-600 dark:text-gray-300">{t('readOnlyText')}</p>
            <FindBookingForm reference={booking.reference} />
          </section>
        )}
      </div>
      <ReadyMark />
    </>
  );
}
