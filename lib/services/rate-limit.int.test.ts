import { describeEachDatabase } from '@/lib/testing/databases';
import { consumeDatabaseRateLimit } from './rate-limit';

const WINDOW = 15 * 60 * 1000;

describeEachDatabase('rate limits', (handle) => {
  it('allows the limit, refuses within the window, allows again after it', async () => {
    const start = new Date('2026-03-01T09:00:00Z');
    const hit = (ms: number) =>
      consumeDatabaseRateLimit(handle.db, 'test:a', {
        limit: 3,
        windowMs: WINDOW,
        now: new Date(start.getTime() + ms),
      });
    expect(await hit(0)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect(await hit(1_000)).toEqual({ allowed: true, remaining: 1, retryAfterMs: 0 });
    expect(await hit(2_000)).toEqual({ allowed: true, remaining: 0, retryAfterMs: 0 });
    expect(await hit(60_000)).toEqual({ allowed: false, remaining: 0, retryAfterMs: WINDOW - 60_000 });
    expect((await hit(WINDOW - 1)).allowed).toBe(false);
    expect(await hit(WINDOW)).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
  });

  it('keeps keys apart', async () => {
    const options = { limit: 1, windowMs: WINDOW };
    expect((await consumeDatabaseRateLimit(handle.db, 'test:b', options)).allowed).toBe(true);
    expect((await consumeDatabaseRateLimit(handle.db, 'test:b', options)).allowed).toBe(false);
    expect((await consumeDatabaseRateLimit(handle.db, 'test:c', options)).allowed).toBe(true);
  });

  it('allows exactly the limit when hits arrive at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        consumeDatabaseRateLimit(handle.db, 'test:parallel', { limit: 3, windowMs: WINDOW }),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
