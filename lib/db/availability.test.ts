/** @jest-environment node */
import {
  checkDatabase,
  databaseAvailable,
  databaseFailure,
  databaseKnownDown,
  doubtDatabase,
  FRESH_MS,
  registerDatabaseCheck,
  RETRY_MS,
  STALL_MS,
} from './availability';

const shared = globalThis as unknown as { __staynaijaDatabaseAvailability?: object };

describe('database availability', () => {
  let up = true;
  let checks = 0;
  const changes: boolean[] = [];

  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
    up = true;
    checks = 0;
    changes.length = 0;
    Object.assign(shared.__staynaijaDatabaseAvailability!, { up: true, checkedAt: 0, running: undefined });
    registerDatabaseCheck(
      async () => {
        checks += 1;
        return up;
      },
      (now) => changes.push(now),
    );
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('trusts a recent verdict and checks again once it is a second old', async () => {
    expect(await databaseAvailable()).toBe(true);
    expect(checks).toBe(1);
    expect(await databaseAvailable()).toBe(true);
    expect(checks).toBe(1);
    jest.advanceTimersByTime(FRESH_MS);
    expect(await databaseAvailable()).toBe(true);
    expect(checks).toBe(2);
  });

  it('answers down at once while down, tries again once a second, and finds the database again', async () => {
    await databaseAvailable();
    up = false;
    doubtDatabase();
    await Promise.resolve();
    expect(await databaseAvailable()).toBe(false);
    expect(databaseKnownDown()).toBe(true);
    const checksWhileDown = checks;
    for (let i = 0; i < 5; i += 1) expect(await databaseAvailable()).toBe(false);
    expect(checks).toBe(checksWhileDown);
    jest.advanceTimersByTime(RETRY_MS);
    up = true;
    expect(await databaseAvailable()).toBe(true);
    expect(databaseKnownDown()).toBe(false);
    expect(changes).toEqual([false, true]);
  });

  it('runs one check at a time for requests arriving together', async () => {
    let release!: (value: boolean) => void;
    registerDatabaseCheck(() => {
      checks += 1;
      return new Promise<boolean>((resolve) => (release = resolve));
    });
    const answers = Promise.all([databaseAvailable(), databaseAvailable(), checkDatabase()]);
    release(false);
    expect(await answers).toEqual([false, false, false]);
    expect(checks).toBe(1);
  });

  it('keeps the last verdict when a check fails while this process could not turn its event loop', async () => {
    jest.useRealTimers();
    registerDatabaseCheck(async () => {
      // Busy for longer than the stall limit, as when a route's code is loaded: a time limit would run out.
      const until = performance.now() + STALL_MS + 200;
      while (performance.now() < until);
      return false;
    });
    expect(await checkDatabase()).toBe(true);
    expect(databaseKnownDown()).toBe(false);
    registerDatabaseCheck(async () => false);
    expect(await checkDatabase()).toBe(false);
    expect(databaseKnownDown()).toBe(true);
  });

  it('leaves no timer behind once a check is over, whatever its verdict', async () => {
    expect(jest.getTimerCount()).toBe(0);
    expect(await checkDatabase()).toBe(true);
    expect(jest.getTimerCount()).toBe(0);
    up = false;
    expect(await checkDatabase()).toBe(false);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('counts a check that throws as down', async () => {
    registerDatabaseCheck(async () => {
      throw new Error('boom');
    });
    expect(await checkDatabase()).toBe(false);
  });
});

describe('databaseFailure', () => {
  const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

  it('names the failures of an unreachable database, through drizzle’s wrapper', () => {
    expect(
      databaseFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5441'), { code: 'ECONNREFUSED' })),
    ).toBe('down');
    expect(databaseFailure(wrapped(new Error('Connection terminated unexpectedly')))).toBe('down');
    expect(databaseFailure(wrapped(new Error('timeout exceeded when trying to connect')))).toBe('down');
    expect(databaseFailure(wrapped(new Error('Query read timeout')))).toBe('down');
    expect(databaseFailure(wrapped(Object.assign(new Error('terminating connection'), { code: '57P01' })))).toBe(
      'down',
    );
    expect(databaseFailure(wrapped(Object.assign(new Error('connection failure'), { code: '08006' })))).toBe('down');
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(databaseFailure(new AggregateError([refused, refused]))).toBe('down');
  });

  it('names a statement cancelled by the time limit as slow, and nothing else', () => {
    expect(databaseFailure(wrapped(Object.assign(new Error('canceling statement'), { code: '57014' })))).toBe('slow');
    expect(databaseFailure(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBeUndefined();
    expect(databaseFailure(new Error('something else'))).toBeUndefined();
    expect(databaseFailure('text')).toBeUndefined();
    expect(databaseFailure(undefined)).toBeUndefined();
  });
});
