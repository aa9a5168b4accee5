'use client';

import { Popover } from '@/components/ui/popover';
import { LOCALE_COOKIE, type Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';

interface LanguagePickerProps {
  current: Locale;
  label: string;
  options: { value: Locale; name: string }[];
  className?: string;
  panelClassName?: string;
}

function choose(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie is what the server reads.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('lng');
  // A full load re-renders the page with the new language and text direction.
  window.location.assign(url.toString());
}

/** Globe button listing the four languages. */
export function LanguagePicker({ current, label, options, className, panelClassName }: LanguagePickerProps) {
  return (
    <Popover
      className={cn('relative', className)}
      triggerLabel={label}
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold hover:bg-gray-100 dark:hover:bg-night-800"
      panelClassName={cn('end-0 w-44', panelClassName)}
      trigger={
        <>
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
          <span className="hidden uppercase min-[400px]:inline">{current}</span>
        </>
      }
    >
      <ul role="list" aria-label={label}>
        {options.map((o) => (
          <li key={o.value}>
            <button
              type="button"
              lang={o.value}
              aria-current={o.value === current ? 'true' : undefined}
              onClick={() => choose(o.value)}
              className={cn(
                'flex w-full items-center justify-between rounded-lg px-3 py-2 text-start text-sm hover:bg-gray-100 dark:hover:bg-night-800',
                o.value === current && 'font-bold text-brand-700 dark:text-brand-300',
              )}
            >
              {o.name}
              {o.value === current && <span aria-hidden="true">✓</span>}
            </button>
          </li>
        ))}
      </ul>
    </Popover>
  );
}
