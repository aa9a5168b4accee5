import { getTranslations } from 'next-intl/server';
import { cn } from '@/lib/cn';
import { formatNaira } from '@/lib/format/naira';

interface SelectAvailabilityBarProps {
  /** Lowest price of one night; null when the property lists no rooms. */
  price: number | null;
  /**
   * 'phone': placed just before the availability section, it sticks to the bottom of the screen until the reader
   * reaches that section; 'side': sticks at the top of the desktop side column.
   */
  variant: 'phone' | 'side';
  className?: string;
}

/** The lowest nightly price and a link to the availability section (a plain anchor, so it needs no JavaScript). */
export async function SelectAvailabilityBar({ price, variant, className }: SelectAvailabilityBarProps) {
  const [t, tc] = await Promise.all([getTranslations('hotel'), getTranslations('common.card')]);
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-3 bg-white dark:bg-night-950',
        variant === 'phone'
          ? 'sticky bottom-0 z-[45] -mx-4 min-h-20 border-t border-gray-200 px-4 py-3 lg:hidden dark:border-night-700'
          : 'sticky top-28 z-[45] flex-col items-stretch rounded-2xl border border-gray-200 p-5 shadow-sm dark:border-night-700',
        className,
      )}
    >
      {price !== null && (
        <p>
          <span className="block text-xs text-gray-600 dark:text-gray-300">{tc('from')}</span>
          <span className="text-xl font-extrabold">{formatNaira(price)}</span>{' '}
          <span className="text-sm text-gray-600 dark:text-gray-300">{t('perNight')}</span>
        </p>
      )}
      <a
        href="#availability"
        className="inline-flex h-12 shrink-0 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
      >
        {t('selectAvailability')}
      </a>
    </div>
  );
}
