import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { sessions, users } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '@/lib/testing/databases';
import { startFakeGoogle, TEST_CLIENT_ID, type FakeGoogle } from '@/lib/testing/fake-google';
import { googleAccountFor, verifyGoogleIdToken, type GoogleConfig } from './google';
import { createSession, getSessionUser } from './session';

let google: FakeGoogle;
let config: GoogleConfig;

beforeAll(async () => {
  google = await startFakeGoogle();
  config = { clientId: TEST_CLIENT_ID, jwksUrl: google.jwksUrl };
});
afterAll(() => google.close());

const ada = { sub: '110248495921238986420', email: 'Ada.Obi@gmail.com', name: 'Ada Obi' };

/** The AppError a verification ends with, or null when it succeeds. */
async function refusal(token: string, cfg: GoogleConfig = config) {
  try {
    await verifyGoogleIdToken(token, cfg);
    return null;
  } catch (err) {
    if (err instanceof AppError) return { status: err.status, code: err.code };
    throw err;
  }
}

describe('verifyGoogleIdToken', () => {
  it('reads the identity of a token Google signed for this client', async () => {
    const identity = await verifyGoogleIdToken(await google.idToken(ada), config);
    expect(identity).toEqual({ subject: ada.sub, email: 'ada.obi@gmail.com', name: 'Ada Obi' });
  });

  it('accepts both spellings of Google as issuer', async () => {
    const token = await google.idToken(ada, { issuer: 'accounts.google.com' });
    await expect(verifyGoogleIdToken(token, config)).resolves.toMatchObject({ subject: ada.sub });
  });

  it('fetches the key set once for many tokens', async () => {
    const before = google.keySetRequests();
    for (let i = 0; i < 5; i += 1) await verifyGoogleIdToken(await google.idToken({ ...ada, sub: `s${i}` }), config);
    expect(google.keySetRequests() - before).toBeLessThanOrEqual(1);
  });

  const refused = { status: 401, code: 'googleRefused' };
  const now = () => Math.floor(Date.now() / 1000);

  it.each([
    ['another client', () => google.idToken(ada, { audience: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => google.idToken(ada, { issuer: 'https://accounts.example.com' })],
    ['an expired token', () => google.idToken(ada, { expiresAt: now() - 60 })],
    ['a key Google never published, under its key id', () => google.idToken(ada, { key: google.rogueKey })],
    [
      'a key Google never published, under another key id',
      () => google.idToken(ada, { key: google.rogueKey, kid: 'rogue' }),
    ],
    ['an unverified e-mail', () => google.idToken({ ...ada, email_verified: false })],
    ['email_verified as a string', () => google.idToken({ ...ada, email_verified: 'true' })],
    ['no e-mail', () => google.idToken({ sub: ada.sub, name: ada.name })],
    ['no subject', () => google.idToken({ email: ada.email })],
    [
      'a symmetric signature',
      () =>
        new SignJWT(ada)
          .setProtectedHeader({ alg: 'HS256' })
          .setIssuer('https://accounts.google.com')
          .setAudience(TEST_CLIENT_ID)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-secret-anyone-could-guess-0123456789')),
    ],
    ['a token that is not a JWT', async () => 'not.a.token'],
  ])('refuses %s', async (_, token) => {
    expect(await refusal(await token())).toEqual(refused);
  });

  it('answers 503, not 401, when the key set cannot be fetched', async () => {
    const token = await google.idToken(ada);
    const unavailable = { status: 503, code: 'googleKeysUnavailable' };
    expect(await refusal(token, { ...config, jwksUrl: google.brokenJwksUrl })).toEqual(unavailable);
    expect(await refusal(token, { ...config, jwksUrl: 'http://127.0.0.1:1/certs' })).toEqual(unavailable);
  });
});

describeEachDatabase('Google accounts', (handle) => {
  const signIn = async (claims: Record<string, unknown>) =>
    googleAccountFor(handle.db, await verifyGoogleIdToken(await google.idToken(claims), config));
  const rowsFor = (email: string) => handle.db.select().from(users).where(eq(users.email, email));

  it('creates a Basic account without a password on first sign-in, and finds it again by Google id', async () => {
    const first = await signIn(ada);
    expect(first).toMatchObject({
      fullName: 'Ada Obi',
      email: 'ada.obi@gmail.com',
      googleSubject: ada.sub,
      passwordHash: null,
      phoneNumber: null,
      membershipTier: 'Basic',
    });
    expect(first.emailVerifiedAt).toBeInstanceOf(Date);
    // Google reports a new address or name later: the Google id still names the same account.
    const again = await signIn({ ...ada, email: 'ada@obi.ng', name: 'Ada O.' });
    expect(again.id).toBe(first.id);
    expect(await rowsFor('ada.obi@gmail.com')).toHaveLength(1);
    expect(await rowsFor('ada@obi.ng')).toHaveLength(0);
  });

  it('names an account after the e-mail when Google sends no name', async () => {
    const user = await signIn({ sub: 'no-name-1', email: 'tunde.b@gmail.com' });
    expect(user.fullName).toBe('tunde.b');
  });

  it('links an existing account with the same e-mail and keeps its password', async () => {
    const [existing] = await handle.db
      .insert(users)
      .values({
        fullName: 'Ngozi Eze',
        email: 'ngozi@example.com',
        passwordHash: 'scrypt$kept',
        emailVerifiedAt: new Date(),
      })
      .returning();
    const { token } = await createSession(handle.db, existing!.id);
    const user = await signIn({ sub: 'ngozi-google', email: 'Ngozi@Example.com', name: 'Ngozi E.' });
    expect(user).toMatchObject({ id: existing!.id, fullName: 'Ngozi Eze', googleSubject: 'ngozi-google' });
    expect(user.passwordHash).toBe('scrypt$kept');
    expect(await getSessionUser(handle.db, token)).not.toBeNull();
    expect((await signIn({ sub: 'ngozi-google', email: 'ngozi@example.com' })).id).toBe(existing!.id);
  });

  it('takes over a never-verified account: its password and sessions end, its address is now verified', async () => {
    const [squatted] = await handle.db
      .insert(users)
      .values({ fullName: 'Someone', email: 'bola@example.com', passwordHash: 'scrypt$attacker' })
      .returning();
    await createSession(handle.db, squatted!.id);
    const user = await signIn({ sub: 'bola-google', email: 'bola@example.com', name: 'Bola' });
    expect(user.id).toBe(squatted!.id);
    expect(user.passwordHash).toBeNull();
    expect(user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await handle.db.select().from(sessions).where(eq(sessions.userId, squatted!.id))).toEqual([]);
  });

  it('refuses an e-mail already linked to another Google account', async () => {
    await signIn({ sub: 'chidi-old', email: 'chidi@example.com' });
    await expect(signIn({ sub: 'chidi-new', email: 'chidi@example.com' })).rejects.toMatchObject({ status: 409 });
    expect(await rowsFor('chidi@example.com')).toHaveLength(1);
  });

  it('gives parallel first sign-ins of one person one account', async () => {
    const claims = { sub: 'parallel-1', email: 'emeka@example.com', name: 'Emeka' };
    const identity = await verifyGoogleIdToken(await google.idToken(claims), config);
    const results = await Promise.all([1, 2, 3, 4].map(() => googleAccountFor(handle.db, identity)));
    expect(new Set(results.map((u) => u.id)).size).toBe(1);
    expect(await rowsFor('emeka@example.com')).toHaveLength(1);
  });
});
