import { describeEachDatabase } from '@/lib/testing/databases';
import {
  clearLoginFailures,
  delayAfter,
  FREE_FAILURES,
  loginWaitMs,
  MAX_DELAY_MS,
  recordLoginFailure,
} from './login-delay';

describe('delayAfter', () => {
  it('is nothing for the first failures, then doubles from one second up to a minute', () => {
    expect([0, 1, FREE_FAILURES - 1].map(delayAfter)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8].map(delayAfter)).toEqual([1000, 2000, 4000, 8000]);
    expect(delayAfter(40)).toBe(MAX_DELAY_MS);
    expect(MAX_DELAY_MS).toBeLessThanOrEqual(60_000);
  });
});

describeEachDatabase('progressive sign-in delay', (handle) => {
  it('ten wrong passwords slow the address for at most a minute, never lock it, and a right one clears them', async () => {
    const email = 'owner@example.com';
    const start = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < 10; i++) await recordLoginFailure(handle.db, email, new Date(start.getTime() + i * 100));
    const last = new Date(start.getTime() + 900);
    const wait = await loginWaitMs(handle.db, email, last);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(MAX_DELAY_MS);
    // A minute later the owner may try again: no 15-minute lock.
    expect(await loginWaitMs(handle.db, email, new Date(last.getTime() + MAX_DELAY_MS))).toBe(0);
    // Another address is untouched.
    expect(await loginWaitMs(handle.db, 'other@example.com', last)).toBe(0);
    await clearLoginFailures(handle.db, email);
    expect(await loginWaitMs(handle.db, email, last)).toBe(0);
  });

  it('forgets failures after a day without any', async () => {
    const email = 'forgetful@example.com';
    const start = new Date('2026-03-01T10:00:00Z');
    for (let i = 0; i < 8; i++) await recordLoginFailure(handle.db, email, start);
    const nextDay = new Date(start.getTime() + 25 * 60 * 60 * 1000);
    expect(await loginWaitMs(handle.db, email, nextDay)).toBe(0);
    await recordLoginFailure(handle.db, email, nextDay);
    expect(await loginWaitMs(handle.db, email, nextDay)).toBe(0);
  });
});
