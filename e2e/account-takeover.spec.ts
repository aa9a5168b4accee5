import type { APIRequestContext } from '@playwright/test';
import { latestCode, outboxFor, registerGuest, uniqueGuest } from './auth-helpers';
import { expect, test } from './fixtures';

const VERIFY_FIRST = 'Please verify either your email or phone number before creating an account.';

async function verifyEmail(request: APIRequestContext, guest: { email: string; ip: string }) {
  const headers = { 'x-forwarded-for': guest.ip };
  expect(
    (await request.post('/api/user_auth/get-email-code', { data: { email: guest.email }, headers })).status(),
  ).toBe(200);
  const otp = Number(await latestCode(request, guest.email));
  const res = await request.post('/api/user_auth/verify-email', { data: { email: guest.email, otp }, headers });
  expect(res.status()).toBe(200);
  return res;
}

test.describe('accounts cannot be taken over', () => {
  test('a verified e-mail is proof for the browser that verified it, spent by its own sign-up only', async ({
    playwright,
    baseURL,
  }) => {
    const owner = await playwright.request.newContext({ baseURL });
    const intruder = await playwright.request.newContext({ baseURL });
    const erin = uniqueGuest();
    const stranger = uniqueGuest();

    const verified = await verifyEmail(owner, erin);
    const proofCookie = verified.headers()['set-cookie'] ?? '';
    expect(proofCookie).toMatch(/^sn_signup_proof=[A-Za-z0-9_-]{40,};/);
    expect(proofCookie).toMatch(/HttpOnly/i);
    expect(proofCookie).toMatch(/Path=\/api\/user_auth\/signup/);
    expect(JSON.stringify(await verified.json())).not.toMatch(/token|proof/i);

    // In the minutes after the owner verified, another client with no cookie and no code tries to finish the sign-up.
    const takeover = await intruder.post('/api/user_auth/signup', {
      data: { email: erin.email, password: 'intruder-1', fullName: 'Not Erin', phoneNumber: stranger.phone },
      headers: { 'x-forwarded-for': stranger.ip },
    });
    expect(takeover.status()).toBe(400);
    expect((await takeover.json()).message).toBe(VERIFY_FIRST);
    expect(takeover.headers()['set-cookie'] ?? '').not.toMatch(/sn_session=/);

    const own = await owner.post('/api/user_auth/signup', {
      data: { email: erin.email, password: 'erins-own-1', fullName: 'Erin Bello', phoneNumber: erin.phone },
      headers: { 'x-forwarded-for': erin.ip },
    });
    expect(own.status()).toBe(201);
    expect((await own.json()).userDetails.fullName).toBe('Erin Bello');

    // Once the account exists, a client without proof still hears only 'verify first', never 'already exists'.
    const probe = await intruder.post('/api/user_auth/signup', {
      data: { email: erin.email, password: 'intruder-1', fullName: 'Not Erin', phoneNumber: stranger.phone },
      headers: { 'x-forwarded-for': stranger.ip },
    });
    expect(probe.status()).toBe(400);
    expect((await probe.json()).message).toBe(VERIFY_FIRST);
    const login = await intruder.post('/api/user_auth/login', {
      data: { email: erin.email, password: 'intruder-1' },
      headers: { 'x-forwarded-for': stranger.ip },
    });
    expect(login.status()).toBe(401);
    await owner.dispose();
    await intruder.dispose();
  });

  test('a phone number given at sign-up signs in only once proven, and proving it takes it from a squatter', async ({
    playwright,
    baseURL,
  }) => {
    const attacker = await playwright.request.newContext({ baseURL });
    const victim = await playwright.request.newContext({ baseURL });
    const squatter = uniqueGuest();
    const owner = uniqueGuest();
    // The attacker registers the victim's phone number on an account of their own.
    await registerGuest(attacker, { ...squatter, phone: owner.phone });

    // The victim asks for a sign-in code to their own number: same answer, but nothing is sent and nothing signs in.
    const headers = { 'x-forwarded-for': owner.ip };
    const sent = await victim.post('/api/agent_auth/get-otp', { data: { phoneNumber: owner.phone }, headers });
    expect(sent.status()).toBe(200);
    expect((await sent.json()).message).toBe('If this number is verified on an account, a code is on its way.');
    const outbox = await victim.get('/api/dev/outbox', { params: { to: owner.phone } });
    expect((await outbox.json()).messages).toEqual([]);
    const guess = await victim.post('/api/agent_auth/verify-otp', {
      data: { phoneNumber: owner.phone, otp: '123456' },
      headers,
    });
    expect(guess.status()).toBe(400);
    expect(guess.headers()['set-cookie'] ?? '').not.toMatch(/sn_session=/);

    // The victim has an account of their own and proves the number there.
    const elsewhere = uniqueGuest();
    await registerGuest(victim, { ...owner, phone: elsewhere.phone, ip: elsewhere.ip });
    await victim.post('/api/user/phone-code', {
      data: { phoneNumber: owner.phone },
      headers: { 'x-forwarded-for': elsewhere.ip },
    });
    const victimsCode = await latestCode(victim, owner.phone);
    // A code asked for by one account cannot be spent by another, even by someone who learnt it.
    const stolen = await attacker.post('/api/user/verify-phone', {
      data: { phoneNumber: owner.phone, otp: victimsCode },
      headers: { 'x-forwarded-for': squatter.ip },
    });
    expect(stolen.status()).toBe(400);
    // The owner spends the same code (three codes to one number in 15 minutes is the limit, and one more follows).
    const proven = await victim.post('/api/user/verify-phone', {
      data: { phoneNumber: owner.phone, otp: victimsCode },
      headers: { 'x-forwarded-for': elsewhere.ip },
    });
    expect(proven.status()).toBe(200);
    expect((await proven.json()).userDetails.phoneNumber).toBe(owner.phone);

    const squatterDetails = await (await attacker.get('/api/user/my-details')).json();
    expect(squatterDetails.userDetails.phoneNumber).toBeNull();

    // Now a code to the number signs in to the victim's own account.
    await victim.post('/api/user_auth/logout');
    const before = (await outboxFor(victim, owner.phone)).messages.length;
    const asked = await victim.post('/api/agent_auth/get-otp', { data: { phoneNumber: owner.phone }, headers });
    expect(asked.status()).toBe(200);
    const otp = await latestCode(victim, owner.phone, before);
    const signIn = await victim.post('/api/agent_auth/verify-otp', {
      data: { phoneNumber: owner.phone, otp },
      headers,
    });
    expect(signIn.status()).toBe(200);
    expect((await signIn.json()).userDetails.email).toBe(owner.email);
    await attacker.dispose();
    await victim.dispose();
  });

  test('proving a phone needs a session', async ({ request }) => {
    const guest = uniqueGuest();
    const res = await request.post('/api/user/phone-code', {
      data: { phoneNumber: guest.phone },
      headers: { 'x-forwarded-for': guest.ip },
    });
    expect(res.status()).toBe(401);
    expect(
      (
        await request.post('/api/user/verify-phone', {
          data: { phoneNumber: guest.phone, otp: '123456' },
          headers: { 'x-forwarded-for': guest.ip },
        })
      ).status(),
    ).toBe(401);
  });
});
