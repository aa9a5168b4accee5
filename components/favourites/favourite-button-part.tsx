'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAuth } from '@/components/auth/auth-provider';
import { useLocalePath } from '@/i18n/use-locale-path';
import { clsx } from 'clsx';
import { useLiked } from './liked-provider';

export interface FavouriteButtonProps {
  hotelId: string;
  /**
   * The state known where the page was rendered, if any (the liked hotels list); otherwise the heart follows the
   * signed-in user's favourites as the browser learns them (LikedProvider), and a visitor is asked to sign in.
   */
  liked?: boolean | null;
  /** Where the heart sits: its position (`relative`, or `absolute` on a card), which its sign-in prompt hangs from. */
  className?: string;
}

/** The heart on cards and hotel pages: saves or removes a favourite at once, and undoes itself if that fails. */
export function FavouriteHeart({ hotelId, liked: initial, className }: FavouriteButtonProps) {
  const t = useTranslations('hotel');
  const tn = useTranslations('common.nav');
  const { user, sessionEnded } = useAuth();
  const known = useLiked();
  const toPath = useLocalePath();
  // What the user did on this page wins over what was known before.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [askSignIn, setAskSignIn] = useState(false);
  const [busy, setBusy] = useState(false);
  const liked: boolean | null = !user
    ? null
    : (chosen ?? (known.liked ? known.liked.has(hotelId) : (initial ?? false)));
  const setLiked = (value: boolean) => {
    setChosen(value);
    known.mark(hotelId, value);
  };

  async function toggle() {
    if (liked === null) {
      setAskSignIn((v) => !v);
      return;
    }
    const next = !liked;
    setLiked(next);
    setBusy(true);
    try {
      const res = next
        ? await fetch('/api/favourites', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ hotelId }),
          })
        : await fetch(`/api/favourites/${hotelId}`, { method: 'DELETE' });
      if (res.status === 401) {
        // The browser believed in a session that has since ended.
        sessionEnded();
        setAskSignIn(true);
      }
      if (!res.ok) setLiked(!next);
    } catch {
      setLiked(!next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={clsx('z-10', className)}>
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={liked === true}
        aria-label={liked ? t('unlike') : t('like')}
        className="heart-button"
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={clsx('size-5', liked && 'text-red-600')}
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" strokeLinejoin="round" />
        </svg>
      </button>
      {askSignIn && (
        <p role="status" className="heart-prompt">
          {t('signInToSave')}{' '}
          <a href={toPath('/login')} className="font-semibold text-brand-700 underline dark:text-brand-300">
            {tn('login')}
          </a>
        </p>
      )}
    </div>
  );
}

export default FavouriteHeart;
