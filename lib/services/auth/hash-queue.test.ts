/** @jest-environment node */
import { AppError } from '@/lib/errors';
import { createHashQueue } from './hash-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('password hashing queue', () => {
  it('runs at most `concurrency` at once, queues up to the limit, and refuses more with a 503 and Retry-After', async () => {
    const queue = createHashQueue({ concurrency: 2, queueLimit: 3 });
    const gates = Array.from({ length: 5 }, deferred);
    let active = 0;
    let most = 0;
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        active += 1;
        most = Math.max(most, active);
        await gate.promise;
        active -= 1;
        return i;
      }),
    );
    await Promise.resolve();
    expect([queue.running, queue.waiting]).toEqual([2, 3]);
    const refused = await queue.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'serverBusy', status: 503, retryAfterSeconds: expect.any(Number) });
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(jobs)).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('a failing job frees its place', async () => {
    const queue = createHashQueue({ concurrency: 1, queueLimit: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run(async () => 'ok')).toBe('ok');
  });
});
