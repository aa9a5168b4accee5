import { getLocale, getTranslations } from 'next-intl/server';
import { ForVisitors } from './account-slot';
import { ChevronDownIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { Logo } from '@/components/ui/logo';
import type { Locale } from '@/i18n/config';
import { site } from '@/lib/site';
import { CurrencyNote, MoreMenu, SideMenu } from './header-parts';
import { LanguagePicker } from './language-picker';
import { SidebarContent } from './sidebar-content';
import { UserMenu } from './user-menu';

const pill = 'header-pill';

/** The top bar, with the reservations e-mail above it; the signed-in part is chosen in the browser. */
export async function SiteHeader() {
  const [t, locale] = await Promise.all([getTranslations('common'), getLocale()]);

  return (
    <header className="sticky top-0 z-50 border-b border-gray-200 bg-white dark:border-night-700 dark:bg-night-950">
      <div className="bg-brand-800 text-white dark:bg-brand-950">
        <div className="mx-auto flex h-8 max-w-7xl items-center justify-center gap-2 px-4 text-xs sm:justify-end">
          <span className="opacity-80">{t('nav.reservations')}:</span>
          <a
            href={`mailto:${site.reservationsEmail}`}
            className="font-semibold underline-offset-2 hover:underline"
            dir="ltr"
          >
            {site.reservationsEmail}
          </a>
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
        <SideMenu
          trigger={
            <button
              type="button"
              aria-label={t('nav.openMenu')}
              className="inline-flex size-10 items-center justify-center rounded-full hover:bg-gray-100 dark:hover:bg-night-800"
            >
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              >
                <path d="M4 7h16M4 12h16M4 17h10" />
              </svg>
            </button>
          }
        >
          <SidebarContent />
        </SideMenu>
        <Link href="/" aria-label={t('nav.goHome')} className="me-auto rounded-lg">
          <Logo markClassName="size-8" className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        </Link>
        <LanguagePicker locale={locale as Locale} label={t('language.choose')} />
        <CurrencyNote
          trigger={
            <button
              type="button"
              // The name keeps the code it shows, so that speech input can call it by what is written on it.
              aria-label={`${t('currency.label')} ${t('currency.code')}`}
              className={`${pill} hidden hover:bg-gray-100 sm:inline-flex dark:hover:bg-night-800`}
            >
              {t('currency.code')}
            </button>
          }
        />
        <a
          href={site.partnerSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${pill} hidden border border-brand-700 text-brand-700 hover:bg-brand-50 lg:inline-flex dark:border-brand-400 dark:text-brand-300 dark:hover:bg-night-800`}
        >
          {t('nav.listProperty')}
          <span className="sr-only"> {t('nav.opensNewTab')}</span>
        </a>
        <MoreMenu
          trigger={
            <button
              type="button"
              className={`${pill} hidden gap-1 hover:bg-gray-100 md:inline-flex dark:hover:bg-night-800`}
            >
              {t('more.title')}
              <ChevronDownIcon className="size-4" />
            </button>
          }
        />
        <UserMenu />
        <ForVisitors>
          <Link href="/login" className={`${pill} inline-flex px-3 hover:bg-gray-100 sm:px-4 dark:hover:bg-night-800`}>
            {t('nav.login')}
          </Link>
          <Link
            href="/register"
            className={`${pill} inline-flex bg-brand-700 px-3 text-white hover:bg-brand-800 sm:px-4`}
          >
            {t('nav.signUp')}
          </Link>
        </ForVisitors>
      </div>
    </header>
  );
}
