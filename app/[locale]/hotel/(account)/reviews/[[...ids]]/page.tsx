import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ReviewForm } from '@/components/account/review-form';
import { ProtectedArea } from '@/components/auth/protected-area';
import { signedInSession } from '@/components/layout/signed-in-user';
import { getReviewTarget } from '@/lib/data/reviews';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('account.review');
  return { title: t('title'), robots: { index: false } };
}

/** Review a stay: /hotel/reviews/{hotelId}/{bookingId}, for the booking's guest only. Without both ids: 'Something went wrong'. */
export default async function ReviewPage({ params }: { params: Promise<{ locale: string; ids?: string[] }> }) {
  await connection();
  const locale = await pageLocale(params);
  const ids = (await params).ids ?? [];
  const [t, errors] = await Promise.all([getTranslations('account.review'), getTranslations('errors')]);
  if (ids.length !== 2) {
    return (
      <>
        <div className="mx-auto max-w-2xl px-4 py-16 text-center">
          <h1 role="alert" className="text-2xl font-bold">
            {errors('somethingWentWrong')}
          </h1>
        </div>
        <ReadyMark />
      </>
    );
  }
  const user = await signedInSession();
  if (!user) redirect(localePath('/login', locale));
  const [hotelId, bookingId] = ids as [string, string];
  const target = await getReviewTarget({ hotelId, bookingId, userId: user.id });
  if (!target) notFound();
  return (
    <>
      <ProtectedArea>
        <div className="mx-auto max-w-2xl px-4 py-8">
          <h1 className="page-title">{t('title')}</h1>
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
            {t('stayAt', { hotel: target.hotel.name, city: target.hotel.city })}
          </p>
          {target.blocked ? (
            <p
              role="alert"
              className="mt-6 rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 dark:bg-night-800 dark:text-amber-200"
            >
              {errors(target.blocked)}
            </p>
          ) : (
            <ReviewForm target={target} />
          )}
        </div>
      </ProtectedArea>
      <ReadyMark />
    </>
  );
}
