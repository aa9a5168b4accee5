'use client';

import { useTheme } from 'next-themes';

interface ThemeToggleProps {
  lightLabel: string;
  darkLabel: string;
}

/** Switches between light and dark and stores the choice. Labels follow the class on <html>, so no hydration gap. */
export function ThemeToggle({ lightLabel, darkLabel }: ThemeToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  return (
    <button
      type="button"
      onClick={() => setTheme(resolvedTheme === 'dark' ? 'light' : 'dark')}
      className="flex w-full items-center justify-between gap-3 rounded-xl border border-gray-200 px-4 py-3 text-sm font-medium hover:bg-gray-50 dark:border-night-700 dark:hover:bg-night-800"
    >
      <span className="dark:hidden">{darkLabel}</span>
      <span className="hidden dark:inline">{lightLabel}</span>
      <span
        aria-hidden="true"
        className="relative h-6 w-11 rounded-full bg-gray-300 transition-colors dark:bg-brand-600"
      >
        <span className="absolute start-0.5 top-0.5 size-5 rounded-full bg-white shadow transition-transform dark:translate-x-5 rtl:dark:-translate-x-5" />
      </span>
    </button>
  );
}
