import { closeAppDatabase } from '@/lib/testing/app-database';
import { startFakeGoogle, TEST_CLIENT_ID, type FakeGoogle } from '@/lib/testing/fake-google';
import ar from '@/messages/ar';
import fr from '@/messages/fr';

// Route handlers read the session cookie through next/headers, which needs a Next request scope.
jest.mock('next/headers', () => ({ cookies: async () => ({ get: () => undefined }) }));

// Each test loads the route afresh, and the first sign-in migrates a new embedded database.
jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let google: FakeGoogle;

beforeAll(async () => {
  google = await startFakeGoogle();
});
afterAll(() => google.close());
afterEach(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
  jest.resetModules();
});

/** The route as the server would load it with this environment, on a fresh in-memory database. */
async function loadRoute(env: Record<string, string | undefined>) {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE, ...env });
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete process.env[name];
  const { POST } = await import('./route');
  return async (body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    const request = new Request(`${SITE}/api/user_auth/google-auth2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(text.length), origin: SITE, ...headers },
      body: text,
    });
    const res = await POST(request, { params: Promise.resolve({}) });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
      cookie: res.headers.get('set-cookie'),
    };
  };
}

const ada = { sub: '1029384756', email: 'ada@gmail.com', name: 'Ada Obi' };

describe('POST /api/user_auth/google-auth2', () => {
  it('answers 404 when Google sign-in is not configured', async () => {
    const post = await loadRoute({ GOOGLE_CLIENT_ID: undefined });
    expect(await post({ token: await google.idToken(ada) })).toMatchObject({
      status: 404,
      body: { message: 'Google sign-in is not available.' },
    });
  });

  it('signs in with a valid token, as token or as credential, and sets the session cookie', async () => {
    const post = await loadRoute({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    const first = await post({ token: await google.idToken(ada) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      message: 'Welcome back!',
      userDetails: {
        fullName: 'Ada Obi',
        email: 'ada@gmail.com',
        phoneNumber: null,
        profilePicture: null,
        membershipStatus: 'Basic',
      },
    });
    expect(first.cookie).toMatch(/^sn_session=[\w-]{43};.*HttpOnly/i);
    const second = await post({ credential: await google.idToken(ada) });
    expect(second).toMatchObject({ status: 200, body: { message: 'Welcome back!' } });
    expect(second.cookie).not.toBe(first.cookie);
  });

  it('answers 401 with the spec text for refused tokens, 400 without one, 403 from another site', async () => {
    const post = await loadRoute({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    const refused = {
      status: 401,
      body: { code: 'googleRefused', message: 'Failed to sign up with Google. Please try again.' },
      cookie: null,
    };
    expect(await post({ token: await google.idToken(ada, { audience: 'other-client' }) })).toEqual(refused);
    expect(await post({ token: await google.idToken(ada, { key: google.rogueKey }) })).toEqual(refused);
    expect(await post({ token: 'garbage' })).toEqual(refused);
    expect(await post({})).toMatchObject({ status: 400 });
    expect(await post({ token: 42 })).toMatchObject({ status: 400 });
    expect(await post({ token: 'x'.repeat(9000) })).toMatchObject({ status: 400 });
    expect(await post({ token: await google.idToken(ada) }, { origin: 'https://evil.example' })).toMatchObject({
      status: 403,
    });
  });

  it('answers in the visitor’s language, and in English without one', async () => {
    const post = await loadRoute({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.jwksUrl });
    expect(await post({ token: 'garbage' }, { 'accept-language': 'ar,en;q=0.8' })).toMatchObject({
      status: 401,
      body: { message: ar.onboarding.googleSignUpError },
    });
    expect(await post({ token: await google.idToken(ada) }, { cookie: 'i18next=fr' })).toMatchObject({
      status: 200,
      body: { message: fr.onboarding.welcomeBack, userDetails: { email: 'ada@gmail.com' } },
    });
    expect(await post({ token: await google.idToken(ada) })).toMatchObject({ body: { message: 'Welcome back!' } });
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const post = await loadRoute({ GOOGLE_CLIENT_ID: TEST_CLIENT_ID, GOOGLE_JWKS_URL: google.brokenJwksUrl });
    const answer = await post({ token: await google.idToken(ada) });
    expect(answer.status).toBe(503);
    expect(answer.body.message).toMatch(/Google sign-in is temporarily unavailable/);
  });
});
