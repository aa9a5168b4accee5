import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ProtectedArea } from '@/components/auth/protected-area';
import { FavouritesList } from '@/components/favourites/favourites-list';
import { signedInSession } from '@/components/layout/signed-in-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('favourites');
  return { title: t('title'), robots: { index: false } };
}

export default async function LikedHotelsPage() {
  const user = await signedInSession();
  if (!user) redirect('/login');
  const [t, modal] = await Promise.all([getTranslations('favourites'), getTranslations('modal_texts')]);
  return (
    <ProtectedArea texts={{ title: modal('sessionExpiredTitle'), text: modal('sessionExpiredText'), ok: modal('ok') }}>
      <div className="mx-auto max-w-7xl px-4 py-8">
        <h1 className="mb-6 text-2xl font-extrabold tracking-tight md:text-3xl">{t('title')}</h1>
        <FavouritesList userId={user.id} />
      </div>
    </ProtectedArea>
  );
}
