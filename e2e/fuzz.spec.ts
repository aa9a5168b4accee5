import fc from 'fast-check';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Property-based fuzzing of every route: generated paths, query strings, headers and JSON bodies. No answer may be a
 * 5xx or carry a stack trace, and a refused call (4xx) may store nothing. The seed is fixed, so a failure reproduces;
 * fast-check prints it with the smallest failing request. FUZZ_RUNS scales the number of cases.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1_000);

const API_ROUTES = [
  '/api/agent_auth/get-code',
  '/api/agent_auth/get-otp',
  '/api/agent_auth/verify-code',
  '/api/agent_auth/verify-otp',
  '/api/bookings/{id}/calendar',
  '/api/bookings/{id}/contact-code',
  '/api/bookings/{id}/contact-code/verify',
  '/api/bookings/{id}/new',
  '/api/bookings/{id}',
  '/api/brands',
  '/api/dev/outbox',
  '/api/favourites/{id}',
  '/api/favourites',
  '/api/featured-hotels',
  '/api/health',
  '/api/hotels/{id}/rooms',
  '/api/hotels/{id}',
  '/api/hotels/{id}/search-availability',
  '/api/locales/{id}/{id}',
  '/api/manage-booking',
  '/api/manage-booking/code',
  '/api/manage-booking/open',
  '/api/payments/flutterwave/return',
  '/api/payments/flutterwave/webhook',
  '/api/payments/initiate-payment',
  '/api/payments/sandbox/{id}',
  '/api/recommended-apartments',
  '/api/search',
  '/api/subscribers/new',
  '/api/top-destinations',
  '/api/user/my-details',
  '/api/user/phone-code',
  '/api/user/verify-phone',
  '/api/user_auth/forgot-password',
  '/api/user_auth/get-email-code',
  '/api/user_auth/get-email-otp',
  '/api/user_auth/google-auth2',
  '/api/user_auth/login',
  '/api/user_auth/logout',
  '/api/user_auth/reset-password',
  '/api/user_auth/signup',
  '/api/user_auth/verify-email-otp',
  '/api/user_auth/verify-email',
  '/api/user_auth/verify-request',
];
const PAGES = [
  '/',
  '/hotels',
  '/hotel',
  '/hotel/{id}',
  '/hotel/result',
  '/hotel/categories',
  '/hotel/top-destination',
  '/hotel/liked',
  '/login',
  '/login/email',
  '/login/sms',
  '/register',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/about-us',
  '/contact-us',
  '/manage-booking',
  '/manage-booking/{id}',
  '/privacy-policy',
  '/terms-of-use',
  '/payments/sandbox/{id}',
  '/media/{id}/{id}',
  '/{id}',
];
const FIELDS = [
  'email',
  'password',
  'fullName',
  'phoneNumber',
  'otp',
  'hotelId',
  'bookingId',
  'token',
  'credential',
  'data',
  'location',
  'state',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'room',
  'rooms',
  'page',
  'sort',
  'minPrice',
  'maxPrice',
  'rating',
  'amenities',
  'category',
  'type',
  'lng',
  'to',
  'paymentMethod',
  'tx_ref',
  'transaction_id',
  'status',
  'constructor',
  '__proto__',
  'toString',
];

// Words and escapes that once crashed a route, kept among the generated values.
const NASTY = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '%FF',
  '%E0%A4%A',
  '%00',
  '%',
  '..',
  '../..',
  '\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e308',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  'a'.repeat(5_000),
  '🏨',
  'ا',
  '\ud800',
];

const text = fc.oneof(
  fc.constantFrom(...NASTY),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.uuid(),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);
// A path segment: usually escaped, sometimes raw (broken escapes included).
const segment = fc.oneof(
  { weight: 3, arbitrary: text.map((t) => encodeURIComponent(t.replace(/[\ud800-\udfff]/g, ''))) },
  { weight: 1, arbitrary: fc.constantFrom('%FF', '%E0%A4%A', '%', '%2e%2e', '%2F', 'x%00y', '..') },
);
const path = fc
  .tuple(fc.constantFrom(...API_ROUTES, ...PAGES), fc.array(segment, { minLength: 3, maxLength: 3 }))
  .map(([template, ids]) => {
    let i = 0;
    return template.replace(/\{id\}/g, () => ids[i++ % ids.length] || 'x');
  });
const query = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), text), { maxLength: 5 })
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v.replace(/[\ud800-\udfff]/g, ''));
    return params.size ? `?${params}` : '';
  });
const jsonValue = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const body = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), jsonValue, { maxKeys: 6 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...FIELDS), jsonValue))),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('{', '[', '{"email":', 'null', '"x"', '{"__proto__":{"polluted":1}}', '{"a":"\\u0000"}'),
);
const headers = fc.record(
  {
    'content-type': fc.constantFrom(
      'application/json',
      'application/json; charset=utf-8',
      'text/plain; charset=application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      '',
    ),
    'accept-language': fc.oneof(fc.constantFrom('en', 'fr', 'zh', 'ar', 'de', '*', 'xx-YY;q=0.1'), fc.string()),
    cookie: fc.oneof(
      fc.constantFrom('sn_session=abc', 'i18next=ar', 'sn_bookings=x', 'sn_signup_proof=y', 'i18next=<script>'),
      fc.string({ maxLength: 40 }),
    ),
    origin: fc.constantFrom('http://evil.example', 'null'),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 20 })),
    'sec-fetch-site': fc.constantFrom('same-origin', 'cross-site', 'none'),
  },
  { requiredKeys: [] },
);
const call = fc.record({
  method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'),
  path,
  query,
  headers,
  body,
  raw: fc.boolean(),
});

// Only header values a client can actually send (visible ASCII, no line breaks).
const sendable = (h: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(h)
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .map(([k, v]) => [k, v.replace(/[^\x20-\x7e]/g, '')]),
  );

const STACK = /\bat [\w.<>$]+ \(|node_modules|\.tsx?:\d+:\d+|\.js:\d+:\d+|TypeError|ReferenceError|SyntaxError: /;

async function rowCounts(request: APIRequestContext) {
  const res = await request.get('/api/dev/row-counts');
  expect(res.status()).toBe(200);
  return res.json();
}

test.describe('fuzzing every route', () => {
  test.describe.configure({ mode: 'serial' });

  test(`no 5xx, no stack trace, and refused calls store nothing (seed ${SEED}, ${RUNS} cases)`, async ({
    playwright,
    baseURL,
  }) => {
    // About a tenth of a second a case on a quiet machine; room for a busy one.
    test.setTimeout(60_000 + RUNS * 300);
    const request = await playwright.request.newContext({ baseURL, maxRedirects: 0 });
    const counter = await playwright.request.newContext({ baseURL });
    let before = await rowCounts(counter);
    const started = Date.now();
    await fc.assert(
      fc.asyncProperty(call, async ({ method, path, query, headers, body, raw }) => {
        const url = `${path}${query}`;
        const res = await request.fetch(url, {
          method,
          headers: sendable(headers),
          // A raw body is sent as it is; otherwise as JSON text (what the API expects).
          ...(method !== 'GET' &&
            method !== 'HEAD' && { data: typeof body === 'string' && raw ? body : JSON.stringify(body) }),
          failOnStatusCode: false,
        });
        const status = res.status();
        const text = method === 'HEAD' ? '' : await res.text();
        expect(status, `${method} ${url}`).toBeLessThan(500);
        expect(text, `${method} ${url}`).not.toMatch(STACK);
        if (status >= 400) {
          const after = await rowCounts(counter);
          expect(after, `${method} ${url} (${status}) stored something`).toEqual(before);
        } else {
          // An accepted call may store what it should (a subscriber, a code); the next refusal is compared with that.
          before = await rowCounts(counter);
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true, verbose: 1 },
    );
    console.log(`fuzz: ${RUNS} cases in ${Math.round((Date.now() - started) / 1000)} s (seed ${SEED})`);
    await request.dispose();
    await counter.dispose();
  });
});
