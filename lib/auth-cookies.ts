// The names of the site's own cookies, in a module without server code so that the proxy can read it too.

/** httpOnly cookie holding the session token (lib/services/auth/session.ts). */
export const SESSION_COOKIE = 'sn_session';

/** httpOnly cookie of a browser that booked as a visitor; one per browser, owning all its bookings. */
export const BOOKING_BROWSER_COOKIE = 'sn_bookings';
