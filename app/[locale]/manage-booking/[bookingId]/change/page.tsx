import { connection } from 'next/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ModifyBookingForm } from '@/components/account/modify-booking-form';
import { Link } from '@/components/ui/link';
import { getModifiableBooking } from '@/lib/data/booking-changes';
import { pageBookingViewer } from '@/lib/services/auth/booking-viewer';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';

// Personal: rendered for each request (it reads cookies), never kept or indexed.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('manage');
  return { title: t('changeTitle'), robots: { index: false, follow: false } };
}

/**
 * Change a booking's dates, rooms, party or guest, for the signed-in owner or a browser a code granted it: the same
 * form, rules and charges as the account's change page. Anyone else goes back to the manage page's first step.
 */
export default async function ChangeManagedBookingPage({
  params,
}: {
  params: Promise<{ locale: string; bookingId: string }>;
}) {
  await connection();
  const locale = await pageLocale(params);
  const { bookingId } = await params;
  const viewer = await pageBookingViewer();
  const booking = await getModifiableBooking(decodeURIComponent(bookingId), {
    userId: viewer.userId,
    browserToken: null,
    grantedBookingId: viewer.grantedBookingId,
  });
  if (!booking) redirect(localePath('/manage-booking', locale));
  const [t, tm, errors] = await Promise.all([
    getTranslations('manage'),
    getTranslations('account.modify'),
    getTranslations('errors'),
  ]);
  const back = `/manage-booking/${booking.id}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link href={back} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
        {t('back')}
      </Link>
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight md:text-3xl">{t('changeTitle')}</h1>
      <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
        {booking.hotel.name} · {tm('reference')}: <span dir="ltr">{booking.reference}</span>
      </p>
      {booking.blocked ? (
        <p
          role="alert"
          className="mt-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-night-800 dark:text-amber-200"
        >
          {errors(booking.blocked)}
        </p>
      ) : (
        <ModifyBookingForm booking={booking} doneHref={localePath(back, locale)} />
      )}
    </div>
  );
}
