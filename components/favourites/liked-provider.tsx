'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAuth } from '@/components/auth/auth-provider';

interface LikedContextValue {
  /** The signed-in user's liked hotels, or null while unknown (visitor, or not answered yet). */
  liked: ReadonlySet<string> | null;
  /** Records a change the user just made, so every heart of that hotel on the page agrees. */
  mark: (hotelId: string, liked: boolean) => void;
  /** The signed-in user's liked hotels as the server streamed them into the page. */
  seed: (hotelIds: readonly string[]) => void;
}

const LikedContext = createContext<LikedContextValue>({ liked: null, mark: () => {}, seed: () => {} });

/**
 * The hearts' state for the signed-in user. Pages are kept for every visitor, so it comes with the page's streamed
 * hole (components/layout/header-account.tsx); a user who signs in on the page has it asked for (GET /api/favourites).
 */
export function LikedProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [liked, setLiked] = useState<ReadonlySet<string> | null>(null);

  const seed = useCallback((hotelIds: readonly string[]) => setLiked(new Set(hotelIds)), []);

  // Signed out: whatever was known belongs to the last user.
  const wasSignedIn = useRef(signedIn);
  useEffect(() => {
    if (wasSignedIn.current && !signedIn) setLiked(null);
    wasSignedIn.current = signedIn;
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || liked) return;
    let live = true;
    fetch('/api/favourites', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        // Read to its end even when refused: an unread body keeps the request open.
        const body = (await res.json().catch(() => null)) as { hotels?: { _id: string }[] } | null;
        if (!res.ok || !live || !body) return;
        if (live) setLiked(new Set((body.hotels ?? []).map((h) => h._id)));
      })
      .catch((err) => console.error('favourites fetch failed', err));
    return () => {
      live = false;
    };
  }, [signedIn, liked]);

  const mark = useCallback((hotelId: string, value: boolean) => {
    setLiked((current) => {
      if (!current) return current;
      const next = new Set(current);
      if (value) next.add(hotelId);
      else next.delete(hotelId);
      return next;
    });
  }, []);

  // Signed out: nothing is known, whatever was loaded for the last user.
  const value = useMemo(() => ({ liked: signedIn ? liked : null, mark, seed }), [signedIn, liked, mark, seed]);
  return <LikedContext.Provider value={value}>{children}</LikedContext.Provider>;
}

export function useLiked(): LikedContextValue {
  return useContext(LikedContext);
}
