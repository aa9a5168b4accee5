import { closeAppDatabase } from '@/lib/testing/app-database';

// Outside Next.js, a 'use cache' function is a plain call: its cache settings have nothing to set.
jest.mock('next/cache', () => ({
  ...jest.requireActual('next/cache'),
  cacheLife: () => undefined,
  cacheTag: () => undefined,
}));

/** GET /api/destinations/suggest: public catalogue answers, a clear 400 for what cannot be a destination. */
describe('GET /api/destinations/suggest', () => {
  const saved = { ...process.env };
  let GET: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

  beforeAll(async () => {
    process.env.PGLITE_DATA_DIR = 'memory';
    delete process.env.DATABASE_URL;
    ({ GET } = await import('./route'));
  });
  afterAll(async () => {
    await closeAppDatabase();
    process.env = { ...saved };
  });

  const ask = (query: string, headers?: HeadersInit) =>
    GET(new Request(`http://localhost/api/destinations/suggest${query}`, { headers }), { params: Promise.resolve({}) });

  it('answers destinations for the typed text, cacheable by shared caches', async () => {
    const res = await ask('?q=Ikej');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    const { suggestions } = await res.json();
    expect(suggestions[0]).toMatchObject({ kind: 'area', name: 'Ikeja', context: 'Lagos' });
  });

  it('answers an empty list for Arabic text', async () => {
    const res = await ask(`?q=${encodeURIComponent('لاغوس')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ suggestions: [] });
  });

  it('refuses a missing, empty or too long text with a message saying what to do', async () => {
    for (const query of ['', '?q=', '?q=%20%20']) {
      const res = await ask(query);
      expect(res.status).toBe(400);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect((await res.json()).message).toBe('Type the first letters of a destination');
    }
    const long = await ask(`?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe('q is too long');
  });

  it('says it in the language the client asks for', async () => {
    const res = await ask('?q=', { 'accept-language': 'fr' });
    expect((await res.json()).message).toBe('Saisissez les premières lettres d’une destination');
  });
});
