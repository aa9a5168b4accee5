import { Link } from '@/components/ui/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { Logo } from '@/components/ui/logo';
import { Popover } from '@/components/ui/popover';
import { locales, type Locale } from '@/i18n/config';
import { site } from '@/lib/site';
import { LanguagePicker } from './language-picker';
import { MoreMenuSections } from './more-menu';
import { SidebarContent } from './sidebar-content';
import { signedInUser } from './signed-in-user';
import { SidebarDrawer } from './sidebar-drawer';
import { UserMenu } from './user-menu';
import { ChevronDownIcon } from '@/components/ui/icons';

const pill = 'h-10 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold';

/** The top bar for visitors, with the reservations e-mail above it. */
export async function SiteHeader() {
  const [t, locale, user] = await Promise.all([getTranslations('common'), getLocale(), signedInUser()]);
  const languages = locales.map((value) => ({ value, name: t(`language.${value}`) }));

  return (
    <header className="sticky top-0 z-50 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-night-700 dark:bg-night-950/95">
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
        <SidebarDrawer openLabel={t('nav.openMenu')} closeLabel={t('nav.closeMenu')}>
          <SidebarContent user={user} />
        </SidebarDrawer>
        <Link href="/" aria-label={t('nav.goHome')} className="me-auto rounded-lg">
          <Logo markClassName="size-8" className="[&>span:last-child]:hidden min-[400px]:[&>span:last-child]:inline" />
        </Link>
        <LanguagePicker current={locale as Locale} label={t('language.choose')} options={languages} />
        <Popover
          className="relative hidden sm:block"
          triggerLabel={t('currency.label')}
          triggerClassName={`${pill} inline-flex hover:bg-gray-100 dark:hover:bg-night-800`}
          panelClassName="end-0 w-60 p-3 text-sm"
          trigger={t('currency.code')}
        >
          <p>{t('currency.note')}</p>
        </Popover>
        <a
          href={site.partnerSiteUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={`${pill} hidden border border-brand-700 text-brand-700 hover:bg-brand-50 lg:inline-flex dark:border-brand-400 dark:text-brand-300 dark:hover:bg-night-800`}
        >
          {t('nav.listProperty')}
          <span className="sr-only"> {t('nav.opensNewTab')}</span>
        </a>
        <Popover
          className="relative hidden md:block"
          triggerClassName={`${pill} inline-flex gap-1 hover:bg-gray-100 dark:hover:bg-night-800`}
          panelClassName="end-0 w-64"
          trigger={
            <>
              {t('more.title')}
              <ChevronDownIcon className="size-4" />
            </>
          }
        >
          <MoreMenuSections />
        </Popover>
        {user ? (
          <UserMenu user={user} />
        ) : (
          <>
            <Link
              href="/login"
              className={`${pill} inline-flex px-3 hover:bg-gray-100 sm:px-4 dark:hover:bg-night-800`}
            >
              {t('nav.login')}
            </Link>
            <Link
              href="/register"
              className={`${pill} inline-flex bg-brand-700 px-3 text-white hover:bg-brand-800 sm:px-4`}
            >
              {t('nav.signUp')}
            </Link>
          </>
        )}
      </div>
    </header>
  );
}
