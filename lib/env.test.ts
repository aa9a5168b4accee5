import type { Env } from './env';

/** The environment as lib/env reads it at start, with these variables set (undefined: not set). */
function loadEnv(vars: Record<string, string | undefined>): Env {
  const saved = { ...process.env };
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  try {
    let loaded: Env | undefined;
    jest.isolateModules(() => {
      loaded = (jest.requireActual('./env') as { env: Env }).env;
    });
    return loaded!;
  } finally {
    process.env = saved;
  }
}

describe('BOOKING_HORIZON_DAYS', () => {
  it('is 365 days when not set', () => {
    expect(loadEnv({ BOOKING_HORIZON_DAYS: undefined }).BOOKING_HORIZON_DAYS).toBe(365);
  });

  it('takes a whole number of days from the environment', () => {
    expect(loadEnv({ BOOKING_HORIZON_DAYS: '30' }).BOOKING_HORIZON_DAYS).toBe(30);
    expect(loadEnv({ BOOKING_HORIZON_DAYS: '730' }).BOOKING_HORIZON_DAYS).toBe(730);
  });

  it('stops the start with its name for anything but a positive whole number', () => {
    for (const bad of ['0', '-5', '1.5', 'a year']) {
      expect(() => loadEnv({ BOOKING_HORIZON_DAYS: bad })).toThrow(/Invalid environment: BOOKING_HORIZON_DAYS/);
    }
  });
});
