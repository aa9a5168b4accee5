import { closeAppDatabase } from '@/lib/testing/app-database';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let routes: Record<'GET' | 'POST' | 'DELETE', RouteHandler>;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false', SITE_URL: SITE });
  routes = (await import('./route')) as unknown as typeof routes;
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

it('answers an address under /api that names no call with a private JSON 404, whatever the method and body', async () => {
  const browser = routeBrowser(SITE);
  const answers = [
    await browser.call(routes.GET, '/api/nothing-here'),
    await browser.call(routes.POST, '/api/search-availability', {
      method: 'POST',
      body: '--x\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    }),
    await browser.call(routes.DELETE, '/api/manage-booking/x/y', { method: 'DELETE' }),
  ];
  for (const res of answers) {
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.json()).toEqual({ code: 'notFound', message: 'Not found' });
  }
});
