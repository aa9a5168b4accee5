import { connection } from 'next/server';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MyBookingsList } from '@/components/account/my-bookings-list';
import { PreferencesForm } from '@/components/account/preferences-form';
import { ProfileSettings } from '@/components/account/profile-settings';
import { SecuritySettings } from '@/components/account/security-settings';
import { SettingsTabs } from '@/components/account/settings-tabs';
import { ProtectedArea } from '@/components/auth/protected-area';
import { FavouritesList } from '@/components/favourites/favourites-list';
import { OfflineCopy } from '@/components/offline/offline-copy';
import { SETTINGS_TABS, settingsTabKey, type SettingsTab } from '@/components/layout/more-links';
import { signedInSession } from '@/components/layout/signed-in-user';
import { getAccountOverview, listSessions } from '@/lib/data/account';
import { listMyBookings } from '@/lib/data/my-bookings';
import { getDb } from '@/lib/db';
import { currentSessionHash } from '@/lib/services/auth/current-user';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal or query-driven: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('common.settingsTabs');
  return { title: t('title'), robots: { index: false } };
}

export default async function SettingsPage({
  params,
  searchParams,
}: {
  params: LocaleParams;
  searchParams: Promise<{ tab?: string | string[] }>;
}) {
  await connection();
  const locale = await pageLocale(params);
  const user = await signedInSession();
  if (!user) redirect(localePath('/login', locale));
  const asked = (await searchParams).tab;
  const named = SETTINGS_TABS.find((t) => t === asked);
  const tab: SettingsTab = named ?? 'My Profile';
  const [t, db] = await Promise.all([getTranslations('common.settingsTabs'), getDb()]);
  const account = await getAccountOverview(user.id, db);
  if (!account) redirect(localePath('/login', locale));
  const labels = Object.fromEntries(SETTINGS_TABS.map((s) => [s, t(settingsTabKey(s))])) as Record<SettingsTab, string>;

  let content: React.ReactNode;
  if (tab === 'My Profile') {
    content = <ProfileSettings account={account} />;
  } else if (tab === 'Preferences') {
    content = <PreferencesForm preferences={account.preferences} />;
  } else if (tab === 'Favorites') {
    content = <FavouritesList userId={user.id} />;
  } else if (tab === 'My Bookings') {
    content = (
      <>
        <OfflineCopy />
        <MyBookingsList bookings={await listMyBookings(user.id, db)} />
      </>
    );
  } else {
    const sessions = await listSessions(user.id, await currentSessionHash(), db);
    content = <SecuritySettings email={account.email} hasPassword={account.hasPassword} sessions={sessions} />;
  }

  return (
    <>
      <ProtectedArea>
        <div className="mx-auto max-w-6xl px-4 py-8">
          <h1 className="mb-6 page-title">{t('title')}</h1>
          <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
            <SettingsTabs active={tab} explicit={Boolean(named)} labels={labels} title={t('title')} />
            <section aria-labelledby="settings-tab-title" className="min-w-0">
              <h2 id="settings-tab-title" className="mb-4 text-xl font-bold">
                {labels[tab]}
              </h2>
              {content}
            </section>
          </div>
        </div>
      </ProtectedArea>
      <ReadyMark />
    </>
  );
}
