/** @jest-environment node */
import { createMemoryDataCache } from './memory-data-cache.mjs';
import { createMemoryPageCache } from './memory-page-cache.mjs';
import { redisOrMemory } from './settings.mjs';

const bytes = (text: string) => new TextEncoder().encode(text);
const stream = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes(text));
      controller.close();
    },
  });
const text = async (value: ReadableStream<Uint8Array>) => new Response(value).text();

function entry(value: string, tags: string[] = ['catalogue'], timestamp = Date.now()) {
  return { value: stream(value), tags, stale: 60, timestamp, expire: 3600, revalidate: 300 };
}

describe("the memory store of 'use cache' results", () => {
  it('gives back what was kept, as many times as it is asked for', async () => {
    const cache = createMemoryDataCache();
    await cache.set('home', Promise.resolve(entry('featured hotels')));
    expect(await text((await cache.get('home', []))!.value)).toBe('featured hotels');
    expect(await text((await cache.get('home', []))!.value)).toBe('featured hotels');
    expect(await cache.get('elsewhere', [])).toBeUndefined();
  });

  it('drops an entry once one of its tags, or a soft tag of its page, is invalidated', async () => {
    const cache = createMemoryDataCache();
    await cache.set('home', Promise.resolve(entry('before', ['catalogue'], Date.now() - 1000)));
    await cache.set('footer', Promise.resolve(entry('footer', ['other'], Date.now() - 1000)));
    await cache.updateTags(['catalogue']);
    expect(await cache.get('home', [])).toBeUndefined();
    expect(await cache.get('footer', [])).toBeDefined();
    await cache.updateTags(['_N_T_/en/about-us']);
    expect(await cache.get('footer', ['_N_T_/en/about-us'])).toBeUndefined();
    expect(await cache.getExpiration(['catalogue'])).toBeGreaterThan(0);
    expect(await cache.getExpiration(['never-changed'])).toBe(0);
  });

  it('serves an entry made stale by a profile while it refreshes, then drops it once it expires', async () => {
    const cache = createMemoryDataCache();
    await cache.set('home', Promise.resolve(entry('kept', ['catalogue'], Date.now() - 1000)));
    await cache.updateTags(['catalogue'], { expire: 3600 });
    const stale = await cache.get('home', []);
    expect(stale?.revalidate).toBe(-1);
    await cache.updateTags(['catalogue']);
    expect(await cache.get('home', [])).toBeUndefined();
  });

  it('keeps nothing of a value whose render failed', async () => {
    const cache = createMemoryDataCache();
    await cache.set('broken', Promise.reject(new Error('the database went away')));
    expect(await cache.get('broken', [])).toBeUndefined();
  });

  it('holds at most its size, dropping the least recently used first', async () => {
    const cache = createMemoryDataCache({ maxBytes: 1000 });
    await cache.set('a', Promise.resolve(entry('x'.repeat(400))));
    await cache.set('b', Promise.resolve(entry('y'.repeat(400))));
    await cache.get('a', []);
    await cache.set('c', Promise.resolve(entry('z'.repeat(400))));
    expect(await cache.get('b', [])).toBeUndefined();
    expect(await cache.get('a', [])).toBeDefined();
    expect(await cache.get('c', [])).toBeDefined();
  });
});

describe('the memory store of kept pages', () => {
  const page = (html: string, tags = 'catalogue,_N_T_/en/hotel/x') => ({
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(html),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  });

  it('gives a page back until a tag it was built from changes, on a string or a list', async () => {
    const cache = createMemoryPageCache();
    await cache.set('/en/hotel/x', page('<p>old description</p>'), {});
    expect((await cache.get('/en/hotel/x', { kind: 'APP_PAGE' }))?.value).toMatchObject({
      html: '<p>old description</p>',
    });
    await cache.revalidateTag('catalogue', { expire: 0 });
    expect(await cache.get('/en/hotel/x', { kind: 'APP_PAGE' })).toBeNull();
    await cache.set('/en/hotel/x', page('<p>new</p>'), {});
    await cache.revalidateTag(['unrelated']);
    expect(await cache.get('/en/hotel/x', { kind: 'APP_PAGE' })).not.toBeNull();
  });

  it('bounds what it keeps, so that made-up addresses cannot fill the memory', async () => {
    const cache = createMemoryPageCache({ maxBytes: 10_000 });
    for (let i = 0; i < 100; i++) await cache.set(`/en/hotel/made-up-${i}`, page('x'.repeat(1000)), {});
    let kept = 0;
    for (let i = 0; i < 100; i++) if (await cache.get(`/en/hotel/made-up-${i}`, { kind: 'APP_PAGE' })) kept += 1;
    expect(kept).toBeLessThan(10);
    expect(await cache.get('/en/hotel/made-up-99', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

describe('Redis, or memory while Redis is away', () => {
  it('uses Redis while it answers, memory at once after it failed, and forgets that memory when it is back', async () => {
    const recovered = jest.fn();
    const attempt = redisOrMemory('test cache', recovered);
    const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(
        await attempt(
          async () => 'redis',
          () => 'memory',
        ),
      ).toBe('redis');
      const redis = jest.fn(async () => {
        throw new Error('ECONNREFUSED');
      });
      expect(await attempt(redis, () => 'memory')).toBe('memory');
      // Within the retry pause Redis is not asked at all.
      expect(await attempt(redis, () => 'memory')).toBe('memory');
      expect(redis).toHaveBeenCalledTimes(1);
      expect(write.mock.calls.filter(([line]) => String(line).includes('Redis unavailable'))).toHaveLength(1);
      expect(recovered).not.toHaveBeenCalled();
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('gives up on a Redis that does not answer within half a second', async () => {
    jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const attempt = redisOrMemory('test cache', () => undefined);
    const started = Date.now();
    const answer = await attempt(
      () => new Promise(() => undefined),
      () => 'memory',
    );
    expect(answer).toBe('memory');
    expect(Date.now() - started).toBeLessThan(2_000);
    jest.restoreAllMocks();
  });
});
