import { getTranslations } from 'next-intl/server';
import { intlFor } from '@/i18n/intl-for';
import type { UserDetails } from '@/lib/data/users';
import { cn } from '@/lib/cn';
import { UserMenu as UserMenuButton } from './header-parts';

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
    <img src={user.profilePicture} alt="" className={cn('shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white',
        className,
      )}
    >
      {initials || 'G'}
    </span>
  );
}

/** The signed-in top bar entry: avatar, greeting and membership; behind it the settings tabs and Logout. */
export async function UserMenu({ user }: { user: UserDetails }) {
  const [t, tm, intl] = await Promise.all([
    getTranslations('common'),
    getTranslations('common.membership'),
    intlFor(['common.nav', 'common.more', 'common.settingsTabs', 'onboarding.loggedOut']),
  ]);
  const name = firstName(user, t('sidebar.guest'));
  const member = t('sidebar.member', { tier: tm(user.membershipStatus) });
  return (
    <UserMenuButton
      intl={intl}
      summary={
        <div className="flex items-center gap-3 rounded-2xl bg-brand-50 p-4 dark:bg-night-800">
          <Avatar user={user} className="size-11" />
          <div className="min-w-0">
            <p className="truncate font-bold">{t('sidebar.welcome', { name })}</p>
            <p className="text-sm text-gray-600 dark:text-gray-300">{member}</p>
          </div>
        </div>
      }
      trigger={
        <button
          type="button"
          className="flex items-center gap-2 rounded-full py-1 pe-3 ps-1 hover:bg-gray-100 data-[state=open]:bg-gray-100 dark:hover:bg-night-800 dark:data-[state=open]:bg-night-800"
        >
          <Avatar user={user} />
          <span className="text-start leading-tight max-sm:sr-only sm:block">
            <span className="block text-xs text-gray-500 dark:text-gray-400">{t('sidebar.welcome', { name })}</span>
            <span className="block text-sm font-semibold">{member}</span>
          </span>
        </button>
      }
    />
  );
}
