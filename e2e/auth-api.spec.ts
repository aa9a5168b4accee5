import { expect, test } from './fixtures';
import { latestCode, outboxFor, provePhone, registerGuest, uniqueGuest } from './auth-helpers';

test.describe('accounts API', () => {
  test('sign-up needs a verified e-mail, then answers userDetails with a session cookie', async ({
    playwright,
    baseURL,
  }) => {
    const request = await playwright.request.newContext({ baseURL });
    const guest = uniqueGuest();
    const early = await request.post('/api/user_auth/signup', {
      data: { email: guest.email, password: 'secret123', fullName: 'Ada Obi', phoneNumber: guest.phone },
      headers: { 'x-forwarded-for': guest.ip },
    });
    expect(early.status()).toBe(400);
    expect((await early.json()).message).toBe(
      'Please verify either your email or phone number before creating an account.',
    );

    const { res } = await registerGuest(request, guest);
    const body = await res.json();
    expect(body.userDetails).toEqual({
      fullName: 'Ada Obi',
      email: guest.email,
      phoneNumber: guest.phone,
      profilePicture: null,
      membershipStatus: 'Basic',
    });
    expect(JSON.stringify(body)).not.toMatch(/scrypt|password|token/i);
    const cookie = res.headers()['set-cookie'] ?? '';
    expect(cookie).toMatch(/^sn_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Path=\//);

    const me = await request.get('/api/user/my-details');
    expect(me.status()).toBe(200);
    expect((await me.json()).userDetails.email).toBe(guest.email);
    // The proof was spent by the sign-up; a new one is needed before the address's account is even mentioned.
    await request.post('/api/user_auth/get-email-code', {
      data: { email: guest.email },
      headers: { 'x-forwarded-for': guest.ip },
    });
    const otp = Number(await latestCode(request, guest.email));
    await request.post('/api/user_auth/verify-email', {
      data: { email: guest.email, otp },
      headers: { 'x-forwarded-for': guest.ip },
    });
    const again = await request.post('/api/user_auth/signup', {
      data: { email: guest.email, password: 'secret123', fullName: 'Ada Obi', phoneNumber: guest.phone },
      headers: { 'x-forwarded-for': guest.ip },
    });
    expect(again.status()).toBe(409);
    await request.dispose();
  });

  test('login: validation, wrong password 401 with a message, then success', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const { guest, password } = await registerGuest(request);
    const headers = { 'x-forwarded-for': guest.ip };
    const invalid = await request.post('/api/user_auth/login', { data: { email: 'nope', password: '' }, headers });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).fieldErrors).toMatchObject({
      email: ['Please enter a valid email'],
      password: ['Password is required'],
    });
    const wrong = await request.post('/api/user_auth/login', {
      data: { email: guest.email, password: 'wrong-one' },
      headers,
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toEqual({ code: 'invalidCredentials', message: 'Invalid email or password' });
    const ok = await request.post('/api/user_auth/login', {
      data: { email: guest.email.toUpperCase(), password },
      headers,
    });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).message).toBe('Login successful!');
    await request.dispose();
  });

  test('a stolen session cookie stops working after logout', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const { res } = await registerGuest(request);
    const token = /sn_session=([^;]+)/.exec(res.headers()['set-cookie'] ?? '')?.[1];
    const thief = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `sn_session=${token}` } });
    const before = await thief.get('/api/user/my-details');
    expect(before.status()).toBe(200);
    expect((await before.json()).userDetails).not.toBeNull();
    expect((await request.post('/api/user_auth/logout')).status()).toBe(200);
    // The ended session names nobody, and its cookie is cleared.
    const stolen = await thief.get('/api/user/my-details');
    expect(stolen.status()).toBe(200);
    expect(await stolen.json()).toEqual({ userDetails: null });
    expect(stolen.headers()['set-cookie']).toMatch(/^sn_session=;/);
    const own = await request.get('/api/user/my-details');
    expect(own.status()).toBe(200);
    expect(await own.json()).toEqual({ userDetails: null });
    expect(own.headers()['cache-control']).toBe('private, no-store');
    await thief.dispose();
    await request.dispose();
  });

  test('the sixth wrong code is refused even with the right code', async ({ request }) => {
    const { guest } = await registerGuest(request);
    const headers = { 'x-forwarded-for': guest.ip };
    const before = (await outboxFor(request, guest.email)).messages.length;
    expect(
      (await request.post('/api/user_auth/get-email-otp', { data: { email: guest.email }, headers })).status(),
    ).toBe(200);
    const code = await latestCode(request, guest.email, before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await request.post('/api/user_auth/verify-email-otp', {
        data: { email: guest.email, otp: wrong },
        headers,
      });
      expect(res.status()).toBe(400);
      expect((await res.json()).message).toBe('Invalid code');
    }
    const right = await request.post('/api/user_auth/verify-email-otp', {
      data: { email: guest.email, otp: code },
      headers,
    });
    expect(right.status()).toBe(429);
  });

  test('a fourth code within 15 minutes is refused with 429', async ({ request }) => {
    const guest = uniqueGuest();
    const headers = { 'x-forwarded-for': guest.ip };
    for (let i = 0; i < 3; i++) {
      expect(
        (await request.post('/api/user_auth/get-email-code', { data: { email: guest.email }, headers })).status(),
      ).toBe(200);
    }
    const fourth = await request.post('/api/user_auth/get-email-code', { data: { email: guest.email }, headers });
    expect(fourth.status()).toBe(429);
    expect((await fourth.json()).message).toMatch(/Too many codes/);
  });

  test('state changes from another origin or without JSON are refused', async ({ request }) => {
    const cross = await request.post('/api/user_auth/login', {
      data: { email: 'a@example.com', password: 'x' },
      headers: { origin: 'https://evil.example' },
    });
    expect(cross.status()).toBe(403);
    const form = await request.post('/api/user_auth/login', { form: { email: 'a@example.com', password: 'x' } });
    expect(form.status()).toBe(415);
    const broken = await request.post('/api/user_auth/login', {
      data: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status()).toBe(400);
  });

  test('forgot-password answers the same for known and unknown addresses, and the code resets the password', async ({
    request,
  }) => {
    const { guest } = await registerGuest(request);
    const headers = { 'x-forwarded-for': guest.ip };
    const before = (await outboxFor(request, guest.email)).messages.length;
    const known = await request.post('/api/user_auth/forgot-password', { data: { email: guest.email }, headers });
    const unknown = await request.post('/api/user_auth/forgot-password', {
      data: { email: `nobody.${guest.email}` },
      headers: { 'x-forwarded-for': uniqueGuest().ip },
    });
    expect(known.status()).toBe(unknown.status());
    expect(await known.json()).toEqual(await unknown.json());

    const otp = await latestCode(request, guest.email, before);
    const verified = await request.post('/api/user_auth/verify-request', {
      data: { email: guest.email, otp },
      headers,
    });
    const { token } = await verified.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const reset = await request.post('/api/user_auth/reset-password', {
      data: { data: { password: 'brand-new-1' } },
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(reset.status()).toBe(200);
    const reused = await request.post('/api/user_auth/reset-password', {
      data: { data: { password: 'another-2' } },
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(reused.status()).toBe(401);
    const login = await request.post('/api/user_auth/login', {
      data: { email: guest.email, password: 'brand-new-1' },
      headers,
    });
    expect(login.status()).toBe(200);
  });

  test('phone and e-mail codes sign in', async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const { guest } = await registerGuest(request);
    await provePhone(request, guest);
    await request.post('/api/user_auth/logout');
    const headers = { 'x-forwarded-for': guest.ip };
    const before = (await outboxFor(request, guest.phone)).messages.length;
    expect(
      (await request.post('/api/agent_auth/get-otp', { data: { phoneNumber: guest.phone }, headers })).status(),
    ).toBe(200);
    const otp = await latestCode(request, guest.phone, before);
    const res = await request.post('/api/agent_auth/verify-otp', {
      data: { phoneNumber: guest.phone, otp: Number(otp) },
      headers,
    });
    expect(res.status()).toBe(200);
    expect((await res.json()).userDetails.email).toBe(guest.email);
    const details = await request.get('/api/user/my-details');
    expect(details.status()).toBe(200);
    expect((await details.json()).userDetails.email).toBe(guest.email);
    await request.dispose();
  });
});
