import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { MORE_SECTIONS } from './more-links';

const itemClass = 'block rounded-lg px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-night-800';

/** The three sections of the 'More' menu as plain links, for the side menu. */
export async function MoreMenuSections() {
  const t = await getTranslations('common');
  return (
    <div className="space-y-3">
      {MORE_SECTIONS.map((section, i) => (
        <div key={section.title ?? i}>
          {section.title && (
            <p className="px-3 pb-1 text-xs font-bold uppercase tracking-wide text-gray-500 dark:text-gray-400">
              {t(`more.${section.title}`)}
            </p>
          )}
          {section.links.map((link) =>
            !link.href ? (
              <span
                key={link.key}
                aria-disabled="true"
                className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-gray-400 dark:text-gray-500"
              >
                {t(`more.${link.key}`)}
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-[11px] font-semibold dark:bg-night-800">
                  {t('more.comingSoon')}
                </span>
              </span>
            ) : link.external ? (
              <a key={link.key} href={link.href} target="_blank" rel="noopener noreferrer" className={itemClass}>
                {t(`more.${link.key}`)} <span className="sr-only">{t('nav.opensNewTab')}</span>
              </a>
            ) : (
              <Link key={link.key} href={link.href} className={itemClass}>
                {t(`more.${link.key}`)}
              </Link>
            ),
          )}
        </div>
      ))}
    </div>
  );
}
