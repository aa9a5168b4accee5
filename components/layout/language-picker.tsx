import type { Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { LanguageMenu } from './header-parts';

interface LanguagePickerProps {
  locale: Locale;
  /** The button's accessible name ('Choose a language'). */
  label: string;
  /** Adapts the button to the bar it sits in. */
  className?: string;
}

/** Globe button listing the four languages. */
export function LanguagePicker({ locale, label, className }: LanguagePickerProps) {
  return (
    <LanguageMenu
      current={locale}
      trigger={
        // The name is the label followed by the code shown (no aria-label): what is read contains what is seen.
        <button
          type="button"
          className={cn(
            'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold hover:bg-gray-100 dark:hover:bg-night-800',
            className,
          )}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
          </svg>
          <span className="sr-only">{label}</span>
          <span className="hidden uppercase min-[400px]:inline">{locale}</span>
        </button>
      }
    />
  );
}
