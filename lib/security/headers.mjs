// Read by next.config.mjs (at build time) and proxy.ts (at run time), so plain JavaScript with types beside it.

/** Google Identity Services, for the one-tap sign-in when GOOGLE_CLIENT_ID is set. */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The site's Content-Security-Policy. The same for every visitor and every request, so pages stay cacheable: no
 * per-request nonce. Scripts come from the site itself (their files carry subresource integrity, see
 * `experimental.sri` in next.config.mjs) and Google's one-tap; never `eval` outside development (React's development
 * build needs it). Inline scripts remain allowed: Next.js writes each page's data and the theme switcher inline, and
 * their content differs page by page, so no hash list could name them.
 *
 * @param {{ imageHosts?: string[]; development?: boolean }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy({ imageHosts = [], development = false } = {}) {
  const images = imageHosts.map((host) => `https://${host}`);
  const directives = [
    ["default-src", "'self'"],
    ['script-src', "'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), `${GOOGLE_GSI}client`],
    ['style-src', "'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
    ['img-src', "'self'", 'data:', 'blob:', ...images],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", GOOGLE_GSI, ...(development ? ['ws:'] : [])],
    ['frame-src', GOOGLE_GSI],
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Two years, the preload list's minimum; sub-domains are not included (they may not all speak HTTPS). */
export const HSTS = 'max-age=63072000';

/**
 * Strict-Transport-Security when the public address is HTTPS; nothing for an http:// site (browsers ignore it there,
 * and a development machine must not be pinned to HTTPS).
 *
 * @param {string | undefined} siteUrl
 * @returns {string | null}
 */
export function strictTransportSecurity(siteUrl) {
  return siteUrl?.startsWith('https://') ? HSTS : null;
}
