// The site's own cookies and the pages a session cookie opens or closes, in a module without server code so that the
// proxy and the browser can read it too.

/** httpOnly cookie holding the session token (lib/services/auth/session.ts). */
export const SESSION_COOKIE = 'sn_session';

/** httpOnly cookie of a browser that booked as a visitor; one per browser, owning all its bookings. */
export const BOOKING_BROWSER_COOKIE = 'sn_bookings';

/** httpOnly cookie of a browser that entered a code sent to a booking's contact: it manages that one booking. */
export const BOOKING_GRANT_COOKIE = 'sn_manage';

// Pages for visitors only. A session cookie is enough for the proxy to send someone home from here; the pages check
// the session again, and a cookie whose session has ended is cleared by GET /api/user/my-details, which AuthProvider
// calls as every page starts (it answers 200 naming nobody).
export const GUEST_ONLY_PATH = /^\/(login(\/(sms|email))?|register|sign-up|forgot-password|reset-password)\/?$/;
// Pages for signed-in guests only: without a session cookie the proxy sends the browser to the sign-in page at once
// (the pages check the session again, and a session that has ended shows 'Session Expired' there).
export const SIGNED_IN_ONLY_PATH = /^\/hotel\/(settings|liked|modify\/[^/]+|reviews\/[^/]+\/[^/]+)\/?$/;
