'use client';

import {
  createContext,
  lazy,
  startTransition,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { localePath, splitLocale } from '@/i18n/paths';
import { GUEST_ONLY_PATH, SIGNED_IN_ONLY_PATH } from '@/lib/auth-cookies';
import type { UserDetails } from '@/lib/data/users';
import { SESSION_ENDED_EVENT } from '@/components/forms/session-ended';

export { FLASH_KEY } from './flash';

// Radix Dialog's code comes only when a session ends under a signed-in page.
const SessionExpiredDialog = lazy(() => import('./session-expired-dialog'));

const sitePath = (pathname: string) => splitLocale(pathname)?.rest ?? pathname;

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
/** Whether the browser has heard who is signed in (false until GET /api/user/my-details answers). */
const KnownContext = createContext(true);

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
 * The booking pages kept on this device for offline use belong to the signed-in guest alone (lib/offline): they are
 * deleted when nobody is signed in any more, and kept only under the key of whoever the server names now.
 */
async function followOfflineOwner(response: Response | null, signedIn = false): Promise<void> {
  const { reportIdentity } = await import('@/lib/offline/client');
  reportIdentity(response, signedIn);
}

type UserAnswer = { userDetails?: UserDetails | null } | null;

/**
 * Who an answer of GET /api/user/my-details names: a user, null for nobody (a 401, or a 200 that says nobody), or
 * undefined when it tells nothing (another failure, or a body never read to its end: the page was left while it
 * arrived, say). Only an answer that was read can end a session in this tab.
 */
async function namedUser(res: Response): Promise<UserDetails | null | undefined> {
  // Every answer is read to its end, refusals too: an unread body keeps the request open.
  const body = (await res.json().catch(() => null)) as UserAnswer;
  if (res.status === 401) return null;
  if (!res.ok || !body || !('userDetails' in body)) return undefined;
  return body.userDetails ?? null;
}

/** The last confirmed user of this tab, shown at once on the next page while GET /api/user/my-details confirms it. */
const USER_KEY = 'sn-user';

function rememberUser(user: UserDetails | null) {
  try {
    if (user) sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    else sessionStorage.removeItem(USER_KEY);
  } catch {
    // Without storage the next page simply waits for the answer.
  }
}

function rememberedUser(): UserDetails | null {
  try {
    const raw = sessionStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as UserDetails) : null;
  } catch {
    return null;
  }
}

/**
 * The current user for client components. Pages are the same for every visitor (they are cached per language), so
 * the user is asked for in the browser: GET /api/user/my-details at start (the tab's last confirmed user is shown
 * meanwhile) and again when the tab returns. An answer naming nobody for a user this tab knew runs the logout flow
 * (spec sections 4 and 8); a 401 from any other call ends the session in the UI (protected areas then show 'Session
 * Expired').
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
  /** The session ended while a signed-in page was open, and the browser was sent to the sign-in page. */
  const [expiredOnTheWay, setExpiredOnTheWay] = useState(false);
  const lastCheck = useRef(0);
  const pathname = usePathname();
  const previousPath = useRef(pathname);

  const sessionEnded = useCallback(() => {
    setUser(null);
    rememberUser(null);
    setSessionExpired(true);
    void followOfflineOwner(null);
    void endServerSession();
  }, []);

  const logout = useCallback(
    async (notice: string) => {
      setUser(null);
      rememberUser(null);
      await Promise.all([endServerSession(), followOfflineOwner(null)]);
      // The header is a client island: it follows at once; the home page loads without a full reload.
      router.push(localePath('/', document.documentElement.lang));
      const { toast } = await import('sonner');
      toast(notice);
    },
    [router],
  );

  // Once at start. An answer naming nobody is a visitor's, unless this tab knew a user; the handler itself clears a
  // session cookie it no longer knows.
  useEffect(() => {
    const remembered = rememberedUser();
    let live = true;
    // After hydration (the server rendered for nobody): the tab's last user while the answer travels. This and the
    // answer's updates are transitions: they may come while the page is still hydrating, which an urgent update to
    // this provider's context would finish in one long task.
    void Promise.resolve().then(() => {
      if (live && remembered) startTransition(() => setUser((current) => current ?? remembered));
    });
    lastCheck.current = Date.now();
    fetch('/api/user/my-details', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        // A 401 (from a proxy in front, say) names nobody too; other failures leave things as they are.
        const fresh = await namedUser(res);
        if (fresh === undefined) return;
        void followOfflineOwner(res, fresh !== null);
        if (!live) return;
        if (fresh) {
          startTransition(() => setUser(fresh));
          rememberUser(fresh);
        } else if (remembered) {
          // A session that ended since this tab last saw it: the logout flow runs.
          void logout(loggedOutNotice);
        } else startTransition(() => setUser(null));
      })
      .catch((err) => console.error('user fetch failed', err))
      .finally(() => {
        if (live) startTransition(() => setKnown(true));
      });
    return () => {
      live = false;
    };
  }, [logout, loggedOutNotice]);

  const signedIn = user !== null;

  // While someone is signed in, a call of this page that answers that the session has ended (components/forms/post-json.ts)
  // ends it here too: protected areas then show 'Session Expired'.
  useEffect(() => {
    if (!signedIn) return;
    window.addEventListener(SESSION_ENDED_EVENT, sessionEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, sessionEnded);
  }, [signedIn, sessionEnded]);
  useEffect(() => {
    if (!signedIn) return;
    // Just confirmed by the start-up call.
    const skipFirst = Date.now() - lastCheck.current < RECHECK_MS;
    async function check() {
      lastCheck.current = Date.now();
      try {
        const res = await fetch('/api/user/my-details', { credentials: 'same-origin', cache: 'no-store' });
        const fresh = await namedUser(res);
        if (fresh === undefined) return;
        // Spec sections 4 and 8: a user fetch that no longer names the user runs the logout flow.
        if (!fresh) return void logout(loggedOutNotice);
        void followOfflineOwner(res, true);
        // A session that ended while the answer travelled stays ended.
        setUser((current) => (current ? fresh : current));
        rememberUser(fresh);
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

  // A link inside a signed-in page (a settings tab, say) whose request no longer carries a session cookie is sent to
  // the sign-in page by the proxy. Arriving there from such a page while this tab still shows someone signed in
  // means the session has ended: say so ('Session Expired') instead of leaving the header on the old user.
  useEffect(() => {
    const from = sitePath(previousPath.current);
    previousPath.current = pathname;
    if (!signedIn || !SIGNED_IN_ONLY_PATH.test(from) || !GUEST_ONLY_PATH.test(sitePath(pathname))) return;
    sessionEnded();
    setExpiredOnTheWay(true);
  }, [pathname, signedIn, sessionEnded]);

  const value = useMemo(
    () => ({ user, isAuthenticated: user !== null, sessionExpired, sessionEnded, logout }),
    [user, sessionExpired, sessionEnded, logout],
  );
  return (
    <AuthContext.Provider value={value}>
      <KnownContext.Provider value={known}>{children}</KnownContext.Provider>
      {expiredOnTheWay && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </AuthContext.Provider>
  );
}

/** True once the browser knows whether someone is signed in (GET /api/user/my-details has answered). */
export function useUserKnown(): boolean {
  return useContext(KnownContext);
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within AuthProvider');
  return value;
}
