import { connection } from 'next/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ModifyBookingPanel } from '@/components/account/modify-booking-panel';
import { Link } from '@/components/ui/link';
import { getModifiableBooking } from '@/lib/data/booking-changes';
import { pageBookingViewer } from '@/lib/services/auth/booking-viewer';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

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
  const t = await getTranslations('manage');
  const back = `/manage-booking/${booking.id}`;
  return (
    <>
      <div className="mx-auto max-w-3xl px-4 py-8">
        <Link href={back} className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('back')}
        </Link>
        <h1 className="mt-2 page-title">{t('changeTitle')}</h1>
        <ModifyBookingPanel booking={booking} doneHref={localePath(back, locale)} />
      </div>
      <ReadyMark />
    </>
  );
}
