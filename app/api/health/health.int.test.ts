import { closeAppDatabase } from '@/lib/testing/app-database';

// Outside a request of Next.js's own, the request-time marker has nothing to mark.
jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: async () => undefined }));

/** The health check reports the database: 503 when it cannot be reached. */
describe('GET /api/health', () => {
  const saved = { ...process.env };
  afterEach(async () => {
    await closeAppDatabase();
    process.env = { ...saved };
    jest.resetModules();
  });

  it('answers 503 with the database down when PostgreSQL is unreachable', async () => {
    process.env.DATABASE_URL = 'postgres://nobody@127.0.0.1:1/none';
    const { GET } = await import('./route');
    const res = await GET();
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: 'down' });
  });

  it('answers 200 with the database up on the embedded database', async () => {
    delete process.env.DATABASE_URL;
    process.env.PGLITE_DATA_DIR = 'memory';
    process.env.SEED_DEMO_DATA = 'false';
    const { GET } = await import('./route');
    const res = await GET();
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
