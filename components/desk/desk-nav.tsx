import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { localePath } from '@/i18n/paths';
import { defaultLocale, type Locale } from '@/i18n/config';

export type DeskSection = 'bookings' | 'flagged' | 'arrivals' | 'messages';

const PATHS: Record<DeskSection, string> = {
  bookings: '/desk',
  flagged: '/desk/flagged',
  arrivals: '/desk/arrivals',
  messages: '/desk/inbox',
};

/** The desk's sections and the newsletter export; shown only on desk pages, after the staff check. */
export async function DeskNav({ current, locale }: { current: DeskSection; locale: Locale }) {
  const t = await getTranslations('desk.nav');
  const link = 'rounded-full px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline';
  const language = locale === defaultLocale ? '' : `?lng=${locale}`;
  return (
    <nav
      aria-label={t('label')}
      className="mb-4 flex flex-wrap items-center gap-1 border-b border-gray-200 pb-3 dark:border-night-700"
    >
      {(Object.keys(PATHS) as DeskSection[]).map((section) => (
        <a
          key={section}
          href={localePath(PATHS[section], locale)}
          aria-current={section === current ? 'page' : undefined}
          className={cn(
            link,
            section === current
              ? 'bg-brand-700 text-white dark:bg-brand-300 dark:text-night-900'
              : 'text-brand-700 dark:text-brand-300',
          )}
        >
          {t(section)}
        </a>
      ))}
      <a
        href={`/api/desk/newsletter.csv${language}`}
        download
        className={cn(link, 'text-brand-700 dark:text-brand-300')}
      >
        {t('newsletter')}
      </a>
    </nav>
  );
}
