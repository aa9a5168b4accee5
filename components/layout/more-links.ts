import { site } from '@/lib/site';

type MoreKey =
  'loyalty' | 'listProperties' | 'contactService' | 'partnerDispute' | 'about' | 'privacy' | 'terms' | 'legal';

/** An entry of the 'More' menu: a page of this site, the partner site (new tab), or not available yet. */
export type MoreLink =
  { key: MoreKey; href: string; external?: boolean } | { key: MoreKey; href?: undefined; external?: undefined };

/** The 'More' menu's three sections (spec: top bar), shared by the top bar, the side menu and the phone menu. */
export const MORE_SECTIONS: { title?: 'helpSection' | 'settingsSection'; links: MoreLink[] }[] = [
  { links: [{ key: 'loyalty' }, { key: 'listProperties', href: site.partnerSiteUrl, external: true }] },
  { title: 'helpSection', links: [{ key: 'contactService', href: '/contact-us' }, { key: 'partnerDispute' }] },
  {
    title: 'settingsSection',
    links: [
      { key: 'about', href: '/about-us' },
      { key: 'privacy', href: '/privacy-policy' },
      { key: 'terms', href: '/terms-of-use' },
      { key: 'legal', href: '/privacy-policy' },
    ],
  },
];

/** The settings tabs of the account pages, by their value in ?tab=. */
export const SETTINGS_TABS = ['My Profile', 'Preferences', 'Favorites', 'My Bookings', 'Security Settings'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Message key (common.settingsTabs) of a settings tab. */
export function settingsTabKey(tab: (typeof SETTINGS_TABS)[number]) {
  return tab.replace(/\s+/g, '') as 'MyProfile' | 'Preferences' | 'Favorites' | 'MyBookings' | 'SecuritySettings';
}

/** Address of a settings tab. */
export function settingsTabHref(tab: (typeof SETTINGS_TABS)[number]) {
  return `/hotel/settings?${new URLSearchParams({ tab })}`;
}
