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
      className="theme-switch"
    >
      <span className="dark:hidden">{darkLabel}</span>
      <span className="hidden dark:inline">{lightLabel}</span>
      <span aria-hidden="true" className="theme-switch-track">
        <span className="theme-switch-knob" />
      </span>
    </button>
  );
}
