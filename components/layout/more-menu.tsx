import { Link } from '@/components/ui/link';
import { getTranslations } from 'next-intl/server';
import { site } from '@/lib/site';

const itemClass = 'block rounded-lg px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-night-800';

/** The three sections of the 'More' menu, shared by the top bar and the side menu. */
export async function MoreMenuSections() {
  const t = await getTranslations('common');
  const soon = (label: string) => (
    <span
      aria-disabled="true"
      className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-gray-400 dark:text-gray-500"
    >
      {label}
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-semibold dark:bg-night-800">
        {t('more.comingSoon')}
      </span>
    </span>
  );
  return (
    <div className="space-y-3">
      <div>
        {soon(t('more.loyalty'))}
        <a href={site.partnerSiteUrl} target="_blank" rel="noopener noreferrer" className={itemClass}>
          {t('more.listProperties')} <span className="sr-only">{t('nav.opensNewTab')}</span>
        </a>
      </div>
      <div>
        <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
          {t('more.helpSection')}
        </p>
        <Link href="/contact-us" className={itemClass}>
          {t('more.contactService')}
        </Link>
        {soon(t('more.partnerDispute'))}
      </div>
      <div>
        <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
          {t('more.settingsSection')}
        </p>
        <Link href="/about-us" className={itemClass}>
          {t('more.about')}
        </Link>
        <Link href="/privacy-policy" className={itemClass}>
          {t('more.privacy')}
        </Link>
        <Link href="/terms-of-use" className={itemClass}>
          {t('more.terms')}
        </Link>
        <Link href="/privacy-policy" className={itemClass}>
          {t('more.legal')}
        </Link>
      </div>
    </div>
  );
}
