/** @jest-environment node */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// The route reads the picture files from .data/media/ under the folder the server runs in: here a folder of the
// test's own, with two files made as npm run build makes them.
// Drawings the catalogue names are drawn on demand from the database (drawing.int.test.ts); none is named here.
jest.mock('@/lib/media/catalogue-pictures', () => ({ drawCataloguePicture: jest.fn(async () => null) }));

let folder: string;
let GET: typeof import('./route').GET;

beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'media-route-'));
  await mkdir(path.join(folder, '.data/media/hero'), { recursive: true });
  await writeFile(path.join(folder, '.data/media/hero/0.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(folder, '.data/media/hero/0.w640.webp'), Buffer.from('RIFF0000WEBP'));
  await writeFile(path.join(folder, '.data/media/hero/0.w1600.webp'), Buffer.from('RIFF1600WEBP-large'));
  await writeFile(path.join(folder, '.data/secret.txt'), 'not a picture');
  jest.spyOn(process, 'cwd').mockReturnValue(folder);
  ({ GET } = await import('./route'));
});

afterAll(async () => {
  jest.restoreAllMocks();
  await rm(folder, { recursive: true, force: true });
});

const get = (kind: string, file: string, headers?: Record<string, string>) =>
  GET(new Request(`http://localhost/media/${kind}/${file}`, { headers }), { params: Promise.resolve({ kind, file }) });

const bodyOf = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString();

describe('GET /media/{kind}/{file}', () => {
  it('serves a made drawing and its WebP file, kept a year', async () => {
    const svg = await get('hero', '0.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(svg.headers.get('content-security-policy')).toContain('sandbox');
    expect(await svg.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');

    const webp = await get('hero', '0.w640.webp');
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await webp.arrayBuffer()).toString()).toBe('RIFF0000WEBP');
  });

  it('answers 404 for a picture that was not made and that the catalogue does not name', async () => {
    for (const [kind, file] of [
      ['hero', '1.svg'],
      ['hero', '0.w828.webp'],
      ['property', 'hotel-made-up-name-0.svg'],
    ] as const) {
      const res = await get(kind, file);
      expect([file, res.status]).toEqual([file, 404]);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('answers 404 for names that are no picture, and never reads outside the pictures', async () => {
    for (const [kind, file] of [
      ['hero', '0.w641.webp'],
      ['..', 'secret.txt'],
      ['hero', '../../secret.txt'],
      ['unknown', '0.svg'],
      ['hero', '0.svg.gz'],
    ] as const) {
      expect([kind, file, (await get(kind, file)).status]).toEqual([kind, file, 404]);
    }
  });

  it('sends a traveller saving data the picture in half the width or less, kept by their browser alone', async () => {
    const full = await get('hero', '0.w1600.webp');
    expect(await bodyOf(full)).toBe('RIFF1600WEBP-large');
    expect(full.headers.get('vary')).toBe('Save-Data');
    const askers: Record<string, string>[] = [{ 'save-data': 'on' }, { cookie: 'theme=dark; data-saver=on' }];
    for (const headers of askers) {
      const light = await get('hero', '0.w1600.webp', headers);
      expect(light.status).toBe(200);
      expect(light.headers.get('content-type')).toBe('image/webp');
      expect(await bodyOf(light)).toBe('RIFF0000WEBP');
      expect(light.headers.get('cache-control')).toBe('private, max-age=86400');
    }
  });

  it('sends the picture asked for when no lighter one was made, or data saver is off', async () => {
    const smallest = await get('hero', '0.w640.webp', { 'save-data': 'on' });
    expect(await bodyOf(smallest)).toBe('RIFF0000WEBP');
    expect(smallest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const off = await get('hero', '0.w1600.webp', { 'save-data': 'off', cookie: 'data-saver=' });
    expect(await bodyOf(off)).toBe('RIFF1600WEBP-large');
    expect((await get('hero', '0.w828.webp', { 'save-data': 'on' })).status).toBe(404);
  });

  it('answers 404 when the address cannot be read at all', async () => {
    const res = await GET(new Request('http://localhost/media/x/y'), { params: Promise.reject(new URIError('%FF')) });
    expect(res.status).toBe(404);
  });
});
