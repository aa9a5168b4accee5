import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ModifyBookingPanel } from '@/components/account/modify-booking-panel';
import { ProtectedArea } from '@/components/auth/protected-area';
import { signedInSession } from '@/components/layout/signed-in-user';
import { getModifiableBooking } from '@/lib/data/booking-changes';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('account.modify');
  return { title: t('title'), robots: { index: false } };
}

/** Modify a booking (login required, owner only): anyone else's booking is the same 404 as a missing one. */
export default async function ModifyBookingPage({
  params,
}: {
  params: Promise<{ locale: string; bookingId: string }>;
}) {
  await connection();
  const locale = await pageLocale(params);
  const user = await signedInSession();
  if (!user) redirect(localePath('/login', locale));
  const booking = await getModifiableBooking((await params).bookingId, { userId: user.id, browserToken: null });
  if (!booking) notFound();
  const t = await getTranslations('account.modify');
  return (
    <>
      <ProtectedArea>
        <div className="mx-auto max-w-3xl px-4 py-8">
          <h1 className="page-title">{t('title')}</h1>
          <ModifyBookingPanel booking={booking} />
        </div>
      </ProtectedArea>
      <ReadyMark />
    </>
  );
}
