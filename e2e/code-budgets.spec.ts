import { expect, test } from './fixtures';
import { latestCode, outboxFor, registerGuest } from './auth-helpers';

/**
 * Codes cannot be turned against their owner: a stranger asking for reset and sign-in codes for someone else's
 * address, over and over, leaves the owner able to sign in by password at once and by code within a minute.
 */
test('a flood of reset and sign-in codes from a stranger leaves the owner able to sign in', async ({
  request,
  playwright,
}) => {
  test.setTimeout(150_000);
  const { guest, password } = await registerGuest(request);
  const stranger = { 'x-forwarded-for': `10.251.${process.pid % 250}.${(Date.now() % 250) + 1}` };
  const owner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': guest.ip },
  });

  // Reset codes: the stranger's requests are answered, then refused, as for any address.
  const resets: number[] = [];
  for (let i = 0; i < 6; i++) {
    resets.push(
      (
        await request.post('/api/user_auth/forgot-password', { data: { email: guest.email }, headers: stranger })
      ).status(),
    );
  }
  expect(resets).toEqual([200, 200, 200, 429, 429, 429]);

  // The owner signs in by password at once, and is sent a sign-in code: reset codes have a budget of their own.
  expect((await owner.post('/api/user_auth/login', { data: { email: guest.email, password } })).status()).toBe(200);
  let before = (await outboxFor(owner, guest.email)).messages.length;
  expect((await owner.post('/api/user_auth/get-email-otp', { data: { email: guest.email } })).status()).toBe(200);
  const ownCode = await latestCode(owner, guest.email, before);
  const signIn = await owner.post('/api/user_auth/verify-email-otp', { data: { email: guest.email, otp: ownCode } });
  expect(signIn.status()).toBe(200);
  expect((await signIn.json()).message).toBe('Login successful!');

  // Sign-in codes: the stranger can hold them back for a minute at most.
  before = (await outboxFor(owner, guest.email)).messages.length;
  const flood: number[] = [];
  for (let i = 0; i < 4; i++) {
    flood.push(
      (
        await request.post('/api/user_auth/get-email-otp', { data: { email: guest.email }, headers: stranger })
      ).status(),
    );
  }
  expect(flood).toEqual([200, 429, 429, 429]);
  const refused = await owner.post('/api/user_auth/get-email-otp', { data: { email: guest.email } });
  expect(refused.status()).toBe(429);
  const wait = Number(refused.headers()['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect((await refused.json()).message).toMatch(
    /^Codes for this address were asked for a moment ago\. Please wait \d+ seconds? before asking for another\.$/,
  );
  // The code the stranger's request sent reached the owner, and still works after later requests.
  const strangersCode = await latestCode(owner, guest.email, before);
  const withIt = await owner.post('/api/user_auth/verify-email-otp', {
    data: { email: guest.email, otp: strangersCode },
  });
  expect(withIt.status()).toBe(200);

  // After the wait the owner is sent a code of their own again.
  await new Promise((resolve) => setTimeout(resolve, wait * 1000));
  before = (await outboxFor(owner, guest.email)).messages.length;
  expect((await owner.post('/api/user_auth/get-email-otp', { data: { email: guest.email } })).status()).toBe(200);
  const later = await latestCode(owner, guest.email, before);
  expect(
    (await owner.post('/api/user_auth/verify-email-otp', { data: { email: guest.email, otp: later } })).status(),
  ).toBe(200);
  await owner.dispose();
});

test('a code asked for earlier still works after a new one is sent', async ({ request }) => {
  const { guest } = await registerGuest(request);
  const headers = { 'x-forwarded-for': guest.ip };
  const before = (await outboxFor(request, guest.email)).messages.length;
  expect((await request.post('/api/user_auth/get-email-otp', { data: { email: guest.email }, headers })).status()).toBe(
    200,
  );
  const first = await latestCode(request, guest.email, before);
  expect((await request.post('/api/user_auth/get-email-otp', { data: { email: guest.email }, headers })).status()).toBe(
    200,
  );
  await latestCode(request, guest.email, before + 1);
  const res = await request.post('/api/user_auth/verify-email-otp', {
    data: { email: guest.email, otp: first },
    headers,
  });
  expect(res.status()).toBe(200);
});
