import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

let counter = 0;

/** A unique address and client IP per test, so rate limits of one test never touch another. */
export function uniqueGuest() {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const n = Number.parseInt(id.slice(-6), 36) % 250;
  return {
    email: `guest.${id}@example.com`,
    // Unique within a run (each run starts on a fresh database): the worker, then its own count.
    phone: `+23480${String(Number(process.env.TEST_WORKER_INDEX ?? 0) % 100).padStart(2, '0')}${String(counter).padStart(6, '0')}`,
    ip: `10.${(process.pid % 250) + 1}.${n + 1}.${(counter % 250) + 1}`,
  };
}

/**
 * The latest 6-digit code the site sent to an address, read from the development outbox. Codes for accounts (sign-in,
 * password reset) are queued just after the answer, so the outbox is read again for a moment until one is there.
 */
export async function latestCode(request: APIRequestContext, address: string, after = 0): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await outboxFor(request, address);
        // Messages are sent just after the answer: wait for one more than the `after` already there.
        if (messages.length <= after) return undefined;
        code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
        return code;
      },
      { message: `a code for ${address}`, timeout: 5_000, intervals: [50, 100, 250, 500] },
    )
    .toBeDefined();
  return code!;
}

/** The dev outbox's messages to an address, newest first. */
export async function outboxFor(
  request: APIRequestContext,
  address: string,
): Promise<{ messages: { body: string }[] }> {
  const res = await request.get('/api/dev/outbox', { params: { to: address } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { messages: { body: string }[] };
}

/** Registers a guest with a verified e-mail through the API and returns the session cookie's value. */
export async function registerGuest(request: APIRequestContext, guest = uniqueGuest(), password = 'secret123') {
  const headers = { 'x-forwarded-for': guest.ip };
  await request.post('/api/user_auth/get-email-code', { data: { email: guest.email }, headers });
  const otp = Number(await latestCode(request, guest.email));
  expect(
    (await request.post('/api/user_auth/verify-email', { data: { email: guest.email, otp }, headers })).status(),
  ).toBe(200);
  const res = await request.post('/api/user_auth/signup', {
    data: { email: guest.email, password, fullName: 'Ada Obi', phoneNumber: guest.phone.replace('+234', '0') },
    headers,
  });
  expect(res.status()).toBe(201);
  return { guest, password, res };
}

/** Proves the signed-in guest's phone number with a code, as the profile settings do; only then does it sign in. */
export async function provePhone(request: APIRequestContext, guest: { phone: string; ip: string }) {
  const headers = { 'x-forwarded-for': guest.ip };
  const before = (await outboxFor(request, guest.phone)).messages.length;
  expect((await request.post('/api/user/phone-code', { data: { phoneNumber: guest.phone }, headers })).status()).toBe(
    200,
  );
  const otp = await latestCode(request, guest.phone, before);
  const res = await request.post('/api/user/verify-phone', { data: { phoneNumber: guest.phone, otp }, headers });
  expect(res.status()).toBe(200);
  return res;
}
