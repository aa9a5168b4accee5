import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { insertTestHotel } from '@/lib/testing/booking-fixtures';
import type { Database } from '@/lib/db';

jest.setTimeout(60_000);

// The pictures folder (.data/media/) of a server that has made none: a folder of the test's own.
const saved = { ...process.env };
let folder: string;
let db: Database;
let GET: typeof import('./route').GET;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'media-drawing-'));
  delete process.env.DATABASE_URL;
  Object.assign(process.env, { PGLITE_DATA_DIR: 'memory', SEED_DEMO_DATA: 'false' });
  // The database first (its migrations are read from the project), then the route, which finds its folder from cwd.
  db = await (await import('@/lib/db')).getDb();
  jest.spyOn(process, 'cwd').mockReturnValue(folder);
  ({ GET } = await import('./route'));
  const { brands, destinations } = await import('@/lib/db/schema');
  // As a catalogue import leaves a brand without a logo and a destination without a banner: the site's drawings.
  await db.insert(brands).values({
    slug: 'kano-suites',
    name: 'Kano Suites',
    color: '#1d4ed8',
    logoUrl: '/media/brand/kano-suites-1d4ed8.svg',
  });
  await db.insert(destinations).values({ state: 'Kano', name: 'Kano', bannerImage: '/media/destination/kano.svg' });
});

afterAll(async () => {
  await closeAppDatabase();
  jest.restoreAllMocks();
  process.env = { ...saved };
  await rm(folder, { recursive: true, force: true });
});

const get = (kind: string, file: string) =>
  GET(new Request(`http://localhost/media/${kind}/${file}`), { params: Promise.resolve({ kind, file }) });
const made = (kind: string, file: string) => existsSync(path.join(folder, '.data/media', kind, file));
const isWebp = async (res: Response) =>
  Buffer.from(await res.arrayBuffer())
    .subarray(8, 12)
    .toString() === 'WEBP';

/** A test hotel whose photos are these addresses; its first room type's id. */
async function hotelShowing(photos: string[]): Promise<string> {
  const { properties } = await import('@/lib/db/schema');
  const { eq } = await import('drizzle-orm');
  const { hotelId, roomIds } = await insertTestHotel(db);
  await db.update(properties).set({ images: photos }).where(eq(properties.id, hotelId));
  return roomIds[0]!;
}

describe('GET /media/{kind}/{file}: drawings the catalogue names', () => {
  it('draws a brand logo and a destination banner the catalogue names, once, in the widths pages ask for', async () => {
    const logo = await get('brand', 'kano-suites-1d4ed8.w160.webp');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/webp');
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await logo.clone().arrayBuffer());
    expect(await isWebp(logo)).toBe(true);
    expect(made('brand', 'kano-suites-1d4ed8.w160.webp')).toBe(true);
    // Served from the folder afterwards: the same file.
    expect(Buffer.from(await (await get('brand', 'kano-suites-1d4ed8.w160.webp')).arrayBuffer())).toEqual(body);

    const banner = await get('destination', 'kano.svg');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(await banner.text()).toContain('<svg');
    const [a, b] = await Promise.all([get('destination', 'kano.w640.webp'), get('destination', 'kano.w640.webp')]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });

  it('draws nothing the catalogue does not name, and stores nothing for it', async () => {
    for (const [kind, file] of [
      ['brand', 'someone-else-1d4ed8.w160.webp'],
      ['destination', 'kaduna.svg'],
      ['property', 'hotel-made-up-name-0.w640.webp'],
      ['brand', 'kano-suites-ff0000.svg'],
    ] as const) {
      const res = await get(kind, file);
      expect([file, res.status]).toEqual([file, 404]);
      expect(made(kind, file)).toBe(false);
    }
  });

  it('draws the photos a property and its rooms show under /media/', async () => {
    const { roomCategories } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    const roomId = await hotelShowing(['/media/property/hotel-kano-lodge-1.svg']);
    await db
      .update(roomCategories)
      .set({ images: ['/media/room/kano-lodge-0-2.svg'] })
      .where(eq(roomCategories.id, roomId));
    expect((await get('property', 'hotel-kano-lodge-1.w480.webp')).status).toBe(200);
    expect((await get('room', 'kano-lodge-0-2.svg')).status).toBe(200);
    expect(made('property', 'hotel-kano-lodge-1.w480.webp')).toBe(true);
    expect((await get('property', 'hotel-kano-lodge-2.w480.webp')).status).toBe(404);
  });

  it('still shows a named drawing when the server may not write its pictures folder', async () => {
    await hotelShowing(['/media/property/hotel-jos-lodge-0.svg']);
    // The folder is a file: nothing can be written under it.
    await rm(path.join(folder, '.data/media'), { recursive: true, force: true });
    await writeFile(path.join(folder, '.data/media'), '');
    const res = await get('property', 'hotel-jos-lodge-0.w640.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(await isWebp(res)).toBe(true);
  });
});
