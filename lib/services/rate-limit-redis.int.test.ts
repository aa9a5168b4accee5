import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { createClient } from 'redis';
import type { DatabaseHandle } from '@/lib/db/client';
import { rateLimits } from '@/lib/db/schema';
import { describeEachDatabase, testDatabases } from '@/lib/testing/databases';
import { stillReachable } from '@/lib/testing/garbage';
import { consumeDatabaseRateLimit } from './rate-limit';
import { createRedisRateLimiter, type RedisRateLimiter } from './rate-limit-redis';

// Like TEST_DATABASE_URL: CI points this at its Redis (.ci/run); a machine with only Node runs the fallback tests.
const REDIS_URL = process.env.REDIS_TEST_URL ?? '';
const describeWithRedis = REDIS_URL ? describe : describe.skip;
const run = `test:${Date.now()}:${randomBytes(4).toString('hex')}`;
const WINDOW = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithRedis('rate limits in Redis', () => {
  const inspector = createClient({ url: REDIS_URL, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  inspector.on('error', () => undefined);
  const limiters: RedisRateLimiter[] = [];
  let handle: DatabaseHandle & { dispose: () => Promise<void> };

  const limiter = () => {
    const created = createRedisRateLimiter({ url: REDIS_URL, fallback: consumeDatabaseRateLimit });
    limiters.push(created);
    return created;
  };
  const counted = (key: string) => inspector.get(`ratelimit:${run}:${key}`);

  beforeAll(async () => {
    try {
      await inspector.connect();
    } catch (err) {
      throw new Error(`Redis is not reachable at ${REDIS_URL} (set REDIS_TEST_URL): ${String(err)}`);
    }
    handle = await testDatabases()[0]!.create();
  });
  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()));
    if (inspector.isReady) {
      const keys = await inspector.keys(`ratelimit:${run}:*`);
      if (keys.length > 0) await inspector.del(keys);
      await inspector.quit();
    }
    await handle?.dispose();
  });
  afterEach(async () => {
    // Every count must have been kept in Redis: a silent fallback would make these tests pass for the wrong reason.
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });

  it('allows the limit and refuses the next hit until the window ends', async () => {
    const limits = limiter();
    const hit = () => limits.consume(handle.db, `${run}:a`, { limit: 3, windowMs: WINDOW });
    expect(await hit()).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(await hit()).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await hit()).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    const refused = await hit();
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(WINDOW);
    expect(await counted('a')).toBe('4');
  });

  it('connects outside the request that first hit it, so the client never keeps what that request held', async () => {
    const limits = createRedisRateLimiter({ url: REDIS_URL, fallback: consumeDatabaseRateLimit, commandTimeoutMs: 100 });
    limiters.push(limits);
    const request = new AsyncLocalStorage<{ page: string }>();
    const held = await stillReachable(
      () => ({ page: 'a sign-in being answered' }),
      (page) =>
        request.run(page, async () => {
          expect((await limits.consume(handle.db, `${run}:first`, { limit: 5, windowMs: WINDOW })).allowed).toBe(true);
          // The command's own time limit is the request's for as long as it runs.
          await sleep(150);
        }),
    );
    expect(await counted('first')).toBe('1');
    expect(held).toBe(false);
  });

  it('keeps keys apart', async () => {
    const limits = limiter();
    const options = { limit: 1, windowMs: WINDOW };
    expect((await limits.consume(handle.db, `${run}:b`, options)).allowed).toBe(true);
    expect((await limits.consume(handle.db, `${run}:b`, options)).allowed).toBe(false);
    expect((await limits.consume(handle.db, `${run}:c`, options)).allowed).toBe(true);
  });

  it('allows exactly the limit when two processes hit at once', async () => {
    const processes = [limiter(), limiter()];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]!.consume(handle.db, `${run}:parallel`, { limit: 5, windowMs: WINDOW }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(await counted('parallel')).toBe('20');
  });

  it('allows again once the window has passed', async () => {
    const limits = limiter();
    const options = { limit: 1, windowMs: 300 };
    expect((await limits.consume(handle.db, `${run}:short`, options)).allowed).toBe(true);
    const refused = await limits.consume(handle.db, `${run}:short`, options);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(0);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(300);
    await sleep(refused.retryAfterMs + 50);
    expect(await limits.consume(handle.db, `${run}:short`, options)).toEqual({
      allowed: true,
      remaining: 0,
      retryAfterMs: 0,
    });
  });

  it('is where consumeRateLimit counts when REDIS_URL is set', async () => {
    const shared = globalThis as unknown as { __redisRateLimiter?: RedisRateLimiter };
    process.env.REDIS_URL = REDIS_URL;
    try {
      // lib/env reads the environment once, at import.
      await jest.isolateModulesAsync(async () => {
        const { consumeRateLimit } = await import('./rate-limit');
        expect((await consumeRateLimit(handle.db, `${run}:shared`, { limit: 1, windowMs: WINDOW })).allowed).toBe(true);
      });
      expect(await counted('shared')).toBe('1');
    } finally {
      delete process.env.REDIS_URL;
      await shared.__redisRateLimiter?.close();
      delete shared.__redisRateLimiter;
    }
  });
});

describeEachDatabase('rate limits with Redis unreachable', (handle) => {
  const limits = createRedisRateLimiter({
    // Nothing listens on port 1, so every connection attempt is refused.
    url: 'redis://127.0.0.1:1',
    fallback: consumeDatabaseRateLimit,
    connectTimeoutMs: 5_000,
  });
  // Accepts connections and never answers, like a Redis behind a broken network.
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  let silentLimits: RedisRateLimiter | undefined;

  beforeAll(async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await limits.close();
    await silentLimits?.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  });

  it('counts in the database without making the request wait', async () => {
    const options = { limit: 2, windowMs: WINDOW };
    const started = Date.now();
    expect((await limits.consume(handle.db, 'fallback', options)).allowed).toBe(true);
    expect((await limits.consume(handle.db, 'fallback', options)).allowed).toBe(true);
    expect((await limits.consume(handle.db, 'fallback', options)).allowed).toBe(false);
    // A refused connection ends the wait at once, and later requests do not wait for Redis again.
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'fallback'));
    expect(row?.count).toBe(3);
  });

  it('stops waiting for a Redis that does not answer', async () => {
    const { port } = silent.address() as net.AddressInfo;
    silentLimits = createRedisRateLimiter({
      url: `redis://127.0.0.1:${port}`,
      fallback: consumeDatabaseRateLimit,
      connectTimeoutMs: 300,
      commandTimeoutMs: 300,
    });
    const started = Date.now();
    expect((await silentLimits.consume(handle.db, 'silent', { limit: 1, windowMs: WINDOW })).allowed).toBe(true);
    expect(Date.now() - started).toBeLessThan(2_000);
    const [row] = await handle.db.select().from(rateLimits).where(eq(rateLimits.key, 'silent'));
    expect(row?.count).toBe(1);
  });
});
