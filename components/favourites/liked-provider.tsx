'use client';

import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useAuth } from '@/components/auth/auth-provider';

interface LikedContextValue {
  /** The signed-in user's liked hotels, or null while unknown (visitor, or not answered yet). */
  liked: ReadonlySet<string> | null;
  /** Records a change the user just made, so every heart of that hotel on the page agrees. */
  mark: (hotelId: string, liked: boolean) => void;
}

const LikedContext = createContext<LikedContextValue>({ liked: null, mark: () => {} });

/**
 * The hearts' state for the signed-in user, asked for in the browser (GET /api/favourites) once the user is known:
 * pages are the same for every visitor, so nothing personal is rendered on the server.
 */
export function LikedProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const [liked, setLiked] = useState<ReadonlySet<string> | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    fetch('/api/favourites', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        // Read to its end even when refused: an unread body keeps the request open.
        const body = (await res.json().catch(() => null)) as { hotels?: { _id: string }[] } | null;
        if (!res.ok || !live || !body) return;
        // A transition: the hearts may arrive while the page is still hydrating, which an urgent update would finish
        // in one long task.
        startTransition(() => setLiked(new Set((body.hotels ?? []).map((h) => h._id))));
      })
      .catch((err) => console.error('favourites fetch failed', err));
    return () => {
      live = false;
    };
  }, [signedIn]);

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
  const value = useMemo(() => ({ liked: signedIn ? liked : null, mark }), [signedIn, liked, mark]);
  return <LikedContext.Provider value={value}>{children}</LikedContext.Provider>;
}

export function useLiked(): LikedContextValue {
  return useContext(LikedContext);
}
