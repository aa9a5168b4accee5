import { connection } from 'next/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProtectedArea } from '@/components/auth/protected-area';
import { FavouritesList } from '@/components/favourites/favourites-list';
import { signedInSession } from '@/components/layout/signed-in-user';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('favourites');
  return { title: t('title'), robots: { index: false } };
}

export default async function LikedHotelsPage({ params }: { params: LocaleParams }) {
  await connection();
  const locale = await pageLocale(params);
  const user = await signedInSession();
  if (!user) redirect(localePath('/login', locale));
  const t = await getTranslations('favourites');
  return (
    <>
      <ProtectedArea>
        <div className="mx-auto max-w-7xl px-4 py-8">
          <h1 className="mb-6 page-title">{t('title')}</h1>
          <FavouritesList userId={user.id} />
        </div>
      </ProtectedArea>
      <ReadyMark />
    </>
  );
}
