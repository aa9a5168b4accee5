'use client';

import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import type { UserDetails } from '@/lib/data/users';
import { clsx } from 'clsx';

// The signed-in parts of the page frame. Pages are the same for every visitor of a language, so the server renders
// both sides and these small parts pick one once the browser knows who is signed in (AuthProvider).

/** Shown while nobody is signed in (also on the first paint, before the browser has asked). */
export function ForVisitors({ children }: { children: ReactNode }) {
  return useAuth().user ? null : children;
}

/** Shown once the browser knows a user is signed in. */
export function ForUsers({ children }: { children: ReactNode }) {
  return useAuth().user ? children : null;
}

/** First name, or 'Guest' when the account has no name. */
export function firstName(user: UserDetails, guest: string): string {
  return user.fullName.trim().split(/\s+/)[0] || guest;
}

/** Round avatar of the signed-in user: the profile picture, else the initials. */
export function UserAvatar({ className = 'size-9' }: { className?: string }) {
  const { user } = useAuth();
  if (!user) return null;
  const initials = user.fullName
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
  return user.profilePicture ? (
    // eslint-disable-next-line @next/next/no-img-element -- user pictures come from anywhere; sized by CSS
    <img src={user.profilePicture} alt="" className={clsx('shrink-0 rounded-full object-cover', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={clsx(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white',
        className,
      )}
    >
      {initials || 'G'}
    </span>
  );
}

/** The user's first name ('Guest' when the account has none), or with `welcome` 'Welcome, {name}'. */
export function UserName({ welcome = false }: { welcome?: boolean }) {
  const t = useTranslations('common.sidebar');
  const { user } = useAuth();
  if (!user) return null;
  const name = firstName(user, t('guest'));
  return welcome ? t('welcome', { name }) : name;
}

/** The user's membership line ('Gold Member'). */
export function UserMembership() {
  const t = useTranslations('common');
  const { user } = useAuth();
  return user ? t('sidebar.member', { tier: t(`membership.${user.membershipStatus}`) }) : null;
}
