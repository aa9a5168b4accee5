'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useRouter } from 'next/navigation';
import { localePath } from '@/i18n/paths';
import type { UserDetails } from '@/lib/data/users';

export { FLASH_KEY } from './flash';

/** A signed-in user is checked again at most this often when the tab comes back into view. */
const RECHECK_MS = 60_000;

interface AuthContextValue {
  user: UserDetails | null;
  isAuthenticated: boolean;
  /** A call answered 401 on this page: protected areas show 'Session Expired' (a logout does not). */
  sessionExpired: boolean;
  /** A call answered 401: the server no longer knows this session. */
  sessionEnded: () => void;
  /**
   * The logout flow: the session ends on the server (the user is cleared even when that call fails), then the
   * browser goes to the home page without a reload, the header follows, and a toast shows `notice`.
   */
  logout: (notice: string) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
/** Whether the browser has heard who is signed in (from the page's streamed hole or GET /api/user/my-details). */
const KnownContext = createContext(true);
const SeedContext = createContext<(user: UserDetails | null) => void>(() => {});

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
 * The current user for client components. Pages are kept for every visitor, so the server streams who is signed in
 * into a hole of the page (components/layout/header-account.tsx), which tells this provider (SeededAuth); the browser
 * also asks GET /api/user/my-details once at start (spec section 7) and again when the tab returns. A 401 for a user
 * this page knew runs the logout flow (spec sections 4 and 8); a 401 from any other call ends the session in the UI
 * (protected areas then show 'Session Expired').
 */
export function AuthProvider({
  loggedOutNotice,
  children,
}: {
  /** The toast of the logout flow that a failed user fetch runs, in the page's language. */
  loggedOutNotice: string;
  children: ReactNode;
}) {
  const router = useRouter();
  const [user, setUser] = useState<UserDetails | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [known, setKnown] = useState(false);
  const lastCheck = useRef(0);
  // The user the server streamed into the page, until the start-up call answers.
  const seeded = useRef<UserDetails | null>(null);

  const knownRef = useRef(false);
  const learn = useCallback((current: UserDetails | null) => {
    knownRef.current = true;
    setUser(current);
    setKnown(true);
  }, []);

  const seed = useCallback(
    (streamed: UserDetails | null) => {
      seeded.current = streamed;
      // The start-up call's answer is newer than the page.
      if (!knownRef.current) learn(streamed);
    },
    [learn],
  );

  const sessionEnded = useCallback(() => {
    setUser(null);
    setSessionExpired(true);
    void endServerSession();
  }, []);

  const logout = useCallback(
    async (notice: string) => {
      setUser(null);
      await endServerSession();
      // The header is a client island: it follows at once; the home page loads without a full reload.
      router.push(localePath('/', document.documentElement.lang));
      const { toast } = await import('sonner');
      toast(notice);
    },
    [router],
  );

  // Once at start. A visitor's answer (401) is no ended session; the handler itself clears a session cookie it no
  // longer knows. A 401 for the user the server streamed into this page means the session ended in between.
  useEffect(() => {
    let live = true;
    lastCheck.current = Date.now();
    fetch('/api/user/my-details', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        // Every answer is read to its end, refusals too: an unread body keeps the request open.
        const body = (await res.json().catch(() => null)) as { userDetails?: UserDetails } | null;
        if (!live) return;
        if (res.status === 401) {
          if (seeded.current) void logout(loggedOutNotice);
          learn(null);
        } else if (res.ok) {
          learn(body?.userDetails ?? null);
        }
      })
      .catch((err) => console.error('user fetch failed', err));
    return () => {
      live = false;
    };
  }, [learn, logout, loggedOutNotice]);

  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn) return;
    // Just confirmed by the start-up call.
    const skipFirst = Date.now() - lastCheck.current < RECHECK_MS;
    async function check() {
      lastCheck.current = Date.now();
      try {
        const res = await fetch('/api/user/my-details', { credentials: 'same-origin', cache: 'no-store' });
        const body = (await res.json().catch(() => null)) as { userDetails?: UserDetails } | null;
        // Spec sections 4 and 8: a failed user fetch runs the logout flow.
        if (res.status === 401) void logout(loggedOutNotice);
        else if (res.ok) {
          const fresh = body?.userDetails;
          // A session that ended while the answer travelled stays ended.
          if (fresh) setUser((current) => (current ? fresh : current));
        }
      } catch (err) {
        // A flaky network is not a signed-out user: keep the session and check again later.
        console.error('user fetch failed', err);
      }
    }
    if (!skipFirst) void check();
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
  }, [signedIn, logout, loggedOutNotice]);

  const value = useMemo(
    () => ({ user, isAuthenticated: user !== null, sessionExpired, sessionEnded, logout }),
    [user, sessionExpired, sessionEnded, logout],
  );
  return (
    <SeedContext.Provider value={seed}>
      <AuthContext.Provider value={value}>
        <KnownContext.Provider value={known}>{children}</KnownContext.Provider>
      </AuthContext.Provider>
    </SeedContext.Provider>
  );
}

/**
 * The signed-in user as the server streamed it into a hole of the page. Its parts show that user from the first
 * paint, before the provider above has heard anything, and the provider learns it once the hole has hydrated; from
 * then on they follow the provider (a logout, a sign-in in another part of the page).
 */
export function SeededAuth({ user, children }: { user: UserDetails | null; children: ReactNode }) {
  const root = useAuth();
  const known = useContext(KnownContext);
  const seed = useContext(SeedContext);
  useEffect(() => seed(user), [seed, user]);
  const value = useMemo(() => (known ? root : { ...root, user, isAuthenticated: user !== null }), [known, root, user]);
  return (
    <AuthContext.Provider value={value}>
      <KnownContext.Provider value>{children}</KnownContext.Provider>
    </AuthContext.Provider>
  );
}

/** True once the browser knows whether someone is signed in (at once when the server said so). */
export function useUserKnown(): boolean {
  return useContext(KnownContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within AuthProvider');
  return value;
}
