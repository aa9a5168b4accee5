import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';
import { MoreMenuSections } from './more-menu';
import { ThemeToggle } from './theme-toggle';
import { LogoutButton } from './logout-button';
import { SETTINGS_TABS, settingsTabHref, settingsTabKey } from './more-links';
import { ForUsers, ForVisitors, UserAvatar, UserMembership, UserName } from './account-slot';

const linkClass = 'menu-link';

/** What the side menu shows a visitor: who they are, where to go, the appearance switch. */
export async function SidebarContent() {
  const [t, to] = await Promise.all([getTranslations('common'), getTranslations('onboarding')]);
  return (
    <div className="flex flex-1 flex-col gap-5 px-4 pb-6">
      <ForUsers>
        <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-night-800">
          <UserAvatar className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-bold">
              <UserName />
            </p>
            <p className="text-sm text-gray-600 dark:text-gray-300">
              <UserMembership />
            </p>
          </div>
        </div>
        <nav aria-label={t('settingsTabs.title')}>
          <Link href="/hotel/liked" className={linkClass}>
            {t('nav.liked')}
          </Link>
          {SETTINGS_TABS.map((tab) => (
            <Link key={tab} href={settingsTabHref(tab)} className={linkClass}>
              {t(`settingsTabs.${settingsTabKey(tab)}`)}
            </Link>
          ))}
          <LogoutButton
            label={t('nav.logout')}
            loggedOut={to('loggedOut')}
            className="block w-full rounded-lg px-3 py-2.5 text-start text-[15px] font-semibold text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-night-800"
          />
        </nav>
      </ForUsers>
      <ForVisitors>
        <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-night-800">
          <span
            aria-hidden="true"
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white"
          >
            <svg viewBox="0 0 24 24" className="size-6" fill="currentColor">
              <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.4-8 5.4V21h16v-1.6c0-3-3.6-5.4-8-5.4Z" />
            </svg>
          </span>
          <div className="min-w-0">
            <p className="truncate font-bold">{t('sidebar.guest')}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('sidebar.signInPrompt')}</p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Link
            href="/login"
            className="rounded-full border border-brand-700 py-2 text-center text-sm font-semibold text-brand-700 dark:border-brand-400 dark:text-brand-300"
          >
            {t('nav.login')}
          </Link>
          <Link
            href="/register"
            className="rounded-full bg-brand-700 py-2 text-center text-sm font-semibold text-white"
          >
            {t('nav.signUp')}
          </Link>
        </div>
      </ForVisitors>
      <nav aria-label={t('nav.browse')}>
        <Link href="/" className={linkClass}>
          {t('nav.home')}
        </Link>
        <Link href="/hotels" className={linkClass}>
          {t('nav.allProperties')}
        </Link>
        <Link href="/hotel/categories?category=hotels" className={linkClass}>
          {t('nav.hotels')}
        </Link>
        <Link href="/hotel/categories?category=apartments" className={linkClass}>
          {t('nav.apartments')}
        </Link>
        <Link href="/hotel/categories?category=resorts" className={linkClass}>
          {t('nav.resorts')}
        </Link>
        <Link href="/hotel/categories?category=tours" className={linkClass}>
          {t('nav.tours')}
        </Link>
      </nav>
      <div className="border-t border-gray-200 pt-4 dark:border-night-700">
        <MoreMenuSections />
      </div>
      <div className="mt-auto space-y-3 border-t border-gray-200 pt-4 dark:border-night-700">
        <p className="px-1 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
          {t('theme.label')}
        </p>
        <ThemeToggle lightLabel={t('theme.light')} darkLabel={t('theme.dark')} />
        <p className="px-1 text-sm text-gray-600 dark:text-gray-300">
          {t('nav.reservations')}:{' '}
          <a
            href={`mailto:${site.reservationsEmail}`}
            className="font-semibold text-brand-700 dark:text-brand-300"
            dir="ltr"
          >
            {site.reservationsEmail}
          </a>
        </p>
      </div>
    </div>
  );
}
