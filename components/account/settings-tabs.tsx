'use client';

import { useEffect } from 'react';
import { useRouter } from 'next/navigation';
import { SETTINGS_TABS, settingsTabHref, type SettingsTab } from '@/components/layout/more-links';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';

/** Session storage key of the chosen settings tab (spec: remembered for the session). */
export const SETTINGS_TAB_KEY = 'settings-tab';

function remember(tab: SettingsTab) {
  try {
    sessionStorage.setItem(SETTINGS_TAB_KEY, tab);
  } catch {
    // Storage can be unavailable (private mode); the address still names the tab.
  }
}

/** The five settings tabs as links; the chosen one is remembered and reopened when the page comes without ?tab=. */
export function SettingsTabs({
  active,
  explicit,
  labels,
  title,
}: {
  active: SettingsTab;
  /** The address named the tab (?tab=); otherwise the remembered one, if any, replaces the default. */
  explicit: boolean;
  labels: Record<SettingsTab, string>;
  title: string;
}) {
  const router = useRouter();
  useEffect(() => {
    // On a phone the tabs scroll sideways: bring the open one into view.
    document
      .querySelector('nav[data-settings-tabs] [aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [active]);

  useEffect(() => {
    if (explicit) {
      remember(active);
      return;
    }
    let stored: string | null = null;
    try {
      stored = sessionStorage.getItem(SETTINGS_TAB_KEY);
    } catch {
      stored = null;
    }
    const tab = SETTINGS_TABS.find((t) => t === stored);
    if (tab && tab !== active) router.replace(settingsTabHref(tab), { scroll: false });
  }, [active, explicit, router]);

  return (
    <nav aria-label={title} data-settings-tabs className="-mx-4 overflow-x-auto px-4 md:mx-0 md:px-0">
      <ul className="flex min-w-max gap-2 md:min-w-0 md:flex-col">
        {SETTINGS_TABS.map((tab) => (
          <li key={tab}>
            <Link
              href={settingsTabHref(tab)}
              aria-current={tab === active ? 'page' : undefined}
              onClick={() => remember(tab)}
              className={cn(
                'flex h-11 items-center rounded-full px-4 text-sm font-semibold md:rounded-xl',
                tab === active
                  ? 'bg-brand-700 text-white dark:bg-brand-600'
                  : 'bg-gray-100 text-gray-800 hover:bg-gray-200 dark:bg-night-800 dark:text-gray-100 dark:hover:bg-night-700',
              )}
            >
              {labels[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
