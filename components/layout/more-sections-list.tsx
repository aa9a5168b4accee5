import { Link } from '@/components/ui/link';
import { MORE_SECTIONS } from './more-links';

/** Looks up a `common` message; the server passes getTranslations' function, client parts useTranslations'. */
type CommonText = (key: string) => string;

/**
 * The 'More' sections as plain links (titled groups, external links marked, links not open yet shown as coming soon),
 * shared by the side menu and the phone's full-screen account menu.
 */
export function MoreSectionsList({
  t,
  itemClass,
  sectionClass,
  pendingClass,
}: {
  t: CommonText;
  itemClass: string;
  sectionClass?: string;
  /** The padding and text size of a link that is not open yet. */
  pendingClass: string;
}) {
  return MORE_SECTIONS.map((section, i) => (
    <div key={section.title ?? i} className={sectionClass}>
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
            className={`flex items-center justify-between rounded-lg text-gray-400 dark:text-gray-500 ${pendingClass}`}
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
  ));
}
