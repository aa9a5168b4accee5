import { eq } from 'drizzle-orm';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestUser } from '@/lib/testing/booking-fixtures';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';
import type { Database } from '@/lib/db';

jest.setTimeout(60_000);

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let patch: RouteHandler;
let db: Database;
let signIn: (browser: ReturnType<typeof routeBrowser>) => Promise<string>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  const [route, { getDb }, { createSession }] = await Promise.all([
    import('./route'),
    import('@/lib/db'),
    import('@/lib/services/auth/session'),
  ]);
  patch = route.PATCH as RouteHandler;
  db = await getDb();
  signIn = async (browser) => {
    const userId = await insertTestUser(db);
    const { token } = await createSession(db, userId);
    browser.jar.set('sn_session', token);
    return userId;
  };
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

const body = (value: unknown) => ({ method: 'PATCH', body: JSON.stringify(value) });

async function storedPreferences(userId: string) {
  const { users } = await import('@/lib/db/schema');
  const [row] = await db.select({ preferences: users.preferences }).from(users).where(eq(users.id, userId));
  return row?.preferences;
}

describe('PATCH /api/user/preferences: data saver', () => {
  it('stores the switch with the account beside the other choices, privately', async () => {
    const guest = routeBrowser(SITE);
    const userId = await signIn(guest);
    expect((await guest.call(patch, '/api/user/preferences', body({ theme: 'dark' }))).status).toBe(200);

    const on = await guest.call(patch, '/api/user/preferences', body({ dataSaver: true }));
    expect(on.status).toBe(200);
    expect(on.headers.get('cache-control')).toBe('private, no-store');
    expect(await on.json()).toMatchObject({
      preferences: { theme: 'dark', dataSaver: true },
      message: 'Your preferences have been saved.',
    });
    expect(await storedPreferences(userId)).toEqual({ theme: 'dark', dataSaver: true });

    expect((await guest.call(patch, '/api/user/preferences', body({ dataSaver: false }))).status).toBe(200);
    expect(await storedPreferences(userId)).toEqual({ theme: 'dark', dataSaver: false });
  });

  it('refuses a value that is not on or off, and a visitor', async () => {
    const guest = routeBrowser(SITE);
    const userId = await signIn(guest);
    const wrong = await guest.call(patch, '/api/user/preferences', body({ dataSaver: 'yes' }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: expect.any(String) });
    expect(await storedPreferences(userId)).toEqual({});

    const visitor = routeBrowser(SITE);
    expect((await visitor.call(patch, '/api/user/preferences', body({ dataSaver: true }))).status).toBe(401);
  });
});
