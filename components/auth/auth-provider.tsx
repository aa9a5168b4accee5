'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { UserDetails } from '@/lib/data/users';
import { navigateTo } from './navigate';

/** Where the home page finds the message to show after a logout. */
export const FLASH_KEY = 'flash-message';

/** A signed-in user is checked again at most this often when the tab comes back into view. */
const RECHECK_MS = 60_000;

interface AuthContextValue {
  user: UserDetails | null;
  isAuthenticated: boolean;
  /** A call answered 401: the server no longer knows this session. */
  sessionEnded: () => void;
  /** Ends the session; the user is cleared even when the call fails, then the browser lands on / with `notice`. */
  logout: (notice: string) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Ends the session on the server; its answer also clears the httpOnly cookie, which scripts cannot touch. */
async function endServerSession() {
  try {
    await fetch('/api/user_auth/logout', { method: 'POST', credentials: 'same-origin' });
  } catch (err) {
    // The user is cleared in this page anyway; the server session then ends at its idle expiry.
    console.error('logout failed', err);
  }
}

/**
 * The current user for client components. The server reads the session while rendering, so the page arrives with
 * the user already known (no loading screen in front of the content); GET /api/user/my-details confirms it once at
 * start and again when the tab returns, and a 401 there or from any call ends the session in the UI.
 */
export function AuthProvider({
  initialUser,
  staleSession = false,
  children,
}: {
  initialUser: UserDetails | null;
  /** The browser holds a session cookie the server no longer knows: have the server clear it. */
  staleSession?: boolean;
  children: ReactNode;
}) {
  const [user, setUser] = useState(initialUser);
  const lastCheck = useRef(0);

  const sessionEnded = useCallback(() => {
    setUser(null);
    void endServerSession();
  }, []);

  const logout = useCallback(async (notice: string) => {
    await endServerSession();
    setUser(null);
    try {
      sessionStorage.setItem(FLASH_KEY, notice);
    } catch {
      // Without storage the notice is skipped; the logout itself has happened.
    }
    navigateTo('/');
  }, []);

  useEffect(() => {
    if (staleSession) void endServerSession();
  }, [staleSession]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    async function check() {
      lastCheck.current = Date.now();
      try {
        const res = await fetch('/api/user/my-details', { credentials: 'same-origin', cache: 'no-store' });
        if (res.status === 401) sessionEnded();
        else if (res.ok) {
          const body = (await res.json()) as { userDetails?: UserDetails };
          const fresh = body.userDetails;
          // A session that ended while the answer travelled stays ended.
          if (fresh) setUser((current) => (current ? fresh : current));
        }
      } catch (err) {
        // A flaky network is not a signed-out user: keep the session and check again later.
        console.error('user fetch failed', err);
      }
    }
    void check();
    function onReturn(event: Event) {
      const restored = event.type === 'pageshow' && (event as PageTransitionEvent).persisted;
      if (document.visibilityState !== 'visible') return;
      if (restored || Date.now() - lastCheck.current > RECHECK_MS) void check();
    }
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('pageshow', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('pageshow', onReturn);
    };
  }, [signedIn, sessionEnded]);

  const value = useMemo(
    () => ({ user, isAuthenticated: user !== null, sessionEnded, logout }),
    [user, sessionEnded, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within AuthProvider');
  return value;
}
