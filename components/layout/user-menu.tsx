import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import type { UserDetails } from '@/lib/data/users';
import { LogoutButton } from './logout-button';

export const SETTINGS_TABS = ['My Profile', 'Preferences', 'Favorites', 'My Bookings', 'Security Settings'] as const;

/** First name, or 'Guest' when the account has no name. */
export function firstName(user: UserDetails, guest: string): string {
  return user.fullName.trim().split(/\s+/)[0] || guest;
}

/** Round avatar: the profile picture, else the initials. */
export function Avatar({ user, className = 'size-9' }: { user: UserDetails; className?: string }) {
  const initials = user.fullName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return user.profilePicture ? (
    // eslint-disable-next-line @next/next/no-img-element -- user pictures come from anywhere; sized by CSS
    <img src={user.profilePicture} alt="" className={`${className} rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${className} flex items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white`}
    >
      {initials || 'G'}
    </span>
  );
}

/** The signed-in top bar entry: avatar, name, greeting and membership; on hover the settings tabs and Logout. */
export async function UserMenu({ user }: { user: UserDetails }) {
  const [t, tm, to] = await Promise.all([
    getTranslations('common'),
    getTranslations('common.membership'),
    getTranslations('onboarding'),
  ]);
  const name = firstName(user, t('sidebar.guest'));
  return (
    <div className="group relative">
      <button
        type="button"
        aria-haspopup="true"
        className="flex items-center gap-2 rounded-full py-1 pe-3 ps-1 hover:bg-gray-100 dark:hover:bg-night-800"
      >
        <Avatar user={user} />
        <span className="text-start leading-tight max-sm:sr-only sm:block">
          <span className="block text-xs text-gray-500 dark:text-gray-400">{t('sidebar.welcome', { name })}</span>
          <span className="block text-sm font-semibold">
            {t('sidebar.member', { tier: tm(user.membershipStatus) })}
          </span>
        </span>
      </button>
      <div className="invisible absolute end-0 top-full z-50 w-60 pt-2 opacity-0 transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
        <nav
          aria-label={t('settingsTabs.title')}
          className="rounded-xl border border-gray-200 bg-white p-2 shadow-xl dark:border-night-700 dark:bg-night-850"
        >
          {SETTINGS_TABS.map((tab) => (
            <Link
              key={tab}
              href={`/hotel/settings?${new URLSearchParams({ tab })}`}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-gray-100 dark:hover:bg-night-800"
            >
              {t(`settingsTabs.${tab.replace(/\s+/g, '')}` as 'settingsTabs.MyProfile')}
            </Link>
          ))}
          <LogoutButton
            label={t('nav.logout')}
            loggedOut={to('loggedOut')}
            className="mt-1 block w-full rounded-lg border-t border-gray-200 px-3 py-2 text-start text-sm font-semibold text-red-700 hover:bg-red-50 dark:border-night-700 dark:text-red-300 dark:hover:bg-night-800"
          />
        </nav>
      </div>
    </div>
  );
}
