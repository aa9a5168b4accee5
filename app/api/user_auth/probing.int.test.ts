import { eq } from 'drizzle-orm';
import { closeAppDatabase } from '@/lib/testing/app-database';
import { routeBrowser, type RouteHandler } from '@/lib/testing/route-browser';

/**
 * Known and unknown addresses answer alike, in body, status and time, for every call that takes an address before
 * any proof: a sign-in code by e-mail or phone, a password reset code, and sign-up.
 */
jest.setTimeout(120_000);

// As in the server, what a handler leaves for after the answer runs once the answer is out (and outside the timing).
const afterAnswer: (() => unknown)[] = [];
jest.mock('next/server', () => ({
  ...jest.requireActual<object>('next/server'),
  after: (task: () => unknown) => void afterAnswer.push(task),
}));
async function runAfterAnswer() {
  while (afterAnswer.length) await afterAnswer.shift()!();
}

const SITE = 'http://localhost:3000';
const saved = { ...process.env };
let routes: Record<'emailOtp' | 'phoneCode' | 'forgot' | 'signup', RouteHandler>;
const knownEmail = (i: number) => `known.${i}@example.com`;
const knownPhone = (i: number) => `+23480300${String(i).padStart(5, '0')}`;
const KNOWN_ACCOUNTS = 48;
const ROUNDS = 21;
let ipCounter = 0;
const freshIp = () => `10.99.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.SMTP_URL;
  delete process.env.TERMII_API_KEY;
  Object.assign(process.env, {
    PGLITE_DATA_DIR: 'memory',
    SEED_DEMO_DATA: 'false',
    SITE_URL: SITE,
    LOG_LEVEL: 'error',
  });
  const [emailOtp, phoneCode, forgot, signup, { getDb }, { users }, { createUser }, { hashPassword }] =
    await Promise.all([
      import('./get-email-otp/route'),
      import('../agent_auth/get-code/route'),
      import('./forgot-password/route'),
      import('./signup/route'),
      import('@/lib/db'),
      import('@/lib/db/schema'),
      import('@/lib/data/users'),
      import('@/lib/services/auth/password'),
    ]);
  routes = {
    emailOtp: emailOtp.POST as RouteHandler,
    phoneCode: phoneCode.POST as RouteHandler,
    forgot: forgot.POST as RouteHandler,
    signup: signup.POST as RouteHandler,
  };
  const db = await getDb();
  const passwordHash = await hashPassword('secret123');
  for (let i = 0; i < KNOWN_ACCOUNTS; i++) {
    const user = await createUser(
      {
        fullName: `Known Guest ${i}`,
        email: knownEmail(i),
        phoneNumber: knownPhone(i),
        passwordHash,
        emailVerified: true,
      },
      db,
    );
    await db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, user!.id));
  }
});

afterAll(async () => {
  await closeAppDatabase();
  process.env = { ...saved };
});

async function post(route: RouteHandler, path: string, body: unknown, ip = freshIp()) {
  const started = process.hrtime.bigint();
  const res = await routeBrowser(SITE).call(route, path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'x-forwarded-for': ip },
  });
  const text = await res.text();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  await runAfterAnswer();
  return { status: res.status, body: text, ms };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Sign-in codes: two a minute per recipient; reset codes: three in 15 minutes (lib/services/limits.ts).
const cases = [
  {
    name: 'get-email-otp',
    route: 'emailOtp',
    path: '/api/user_auth/get-email-otp',
    field: 'email',
    offset: 0,
    statuses: [200, 200, 429, 429],
  },
  {
    name: 'get-code (phone)',
    route: 'phoneCode',
    path: '/api/agent_auth/get-code',
    field: 'phoneNumber',
    offset: 0,
    statuses: [200, 200, 429, 429],
  },
  {
    name: 'forgot-password',
    route: 'forgot',
    path: '/api/user_auth/forgot-password',
    field: 'email',
    offset: 1,
    statuses: [200, 200, 200, 429],
  },
] as const;
const knownFor = (field: string, i: number) => (field === 'email' ? knownEmail(i) : knownPhone(i));

const unknownFor = (field: string, i: number) =>
  field === 'email' ? `nobody.${i}.${Date.now()}@example.com` : `+23480399${String(i).padStart(5, '0')}`;

describe.each(cases)('$name', ({ route, path, field, offset, statuses }) => {
  // get-email-otp and forgot-password share e-mail addresses: each takes every other account.
  const known = knownFor(field, offset);
  it('answers a known and an unknown address alike, and refuses them alike past the recipient’s budget', async () => {
    const unknown = unknownFor(field, 1);
    const seen: Record<string, { status: number; body: string }[]> = { known: [], unknown: [] };
    for (let i = 0; i < 4; i++) {
      for (const [kind, address] of [
        ['known', known],
        ['unknown', unknown],
      ] as const) {
        const { status, body } = await post(routes[route], path, { [field]: address });
        // The wait a refusal names counts down from each address's own first code, the same for both but for a
        // second's rounding on a slow run; what it may not differ in is anything else.
        seen[kind]!.push({ status, body: body.replace(/\d+/g, 'N') });
      }
    }
    expect(seen.known!.map((a) => a.status)).toEqual(statuses);
    expect(seen.unknown).toEqual(seen.known);
  });

  it('takes the same time for a known and an unknown address (median difference within 35% or 5 ms)', async () => {
    const times: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
    for (let i = 0; i < 3; i++) await post(routes[route], path, { [field]: unknownFor(field, 100 + i) }); // warm-up
    // Alternating, each a first request for its address: accounts 2, 4, 6… or 3, 5, 7…, and unknown addresses.
    for (let i = 0; i < ROUNDS; i++) {
      const account = knownFor(field, 2 + offset + 2 * i);
      times.known.push((await post(routes[route], path, { [field]: account })).ms);
      times.unknown.push((await post(routes[route], path, { [field]: unknownFor(field, 200 + i) })).ms);
    }
    // Before, a known address took twice as long as an unknown one; the tolerance allows a busy machine's noise.
    // Pairs taken one after the other see the same load, so the median of their differences is what is compared.
    const [k, u] = [median(times.known), median(times.unknown)];
    const difference = median(times.known.map((t, i) => t - times.unknown[i]!));
    const within = Math.abs(difference) <= Math.max(5, 0.35 * Math.min(k, u));
    expect({ path, within, difference, known: k, unknown: u }).toEqual({
      path,
      within: true,
      difference,
      known: k,
      unknown: u,
    });
  });
});
