import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '@/lib/testing/databases';
import { CODE_TTL_MS, issueCode, normaliseAddress, verifyCode } from './otp';

const invalid = { status: 400, code: 'invalidCode' };
const tooMany = { status: 429, code: 'codeAttemptsExhausted' };
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
let ipCounter = 0;
const freshIp = () => `198.51.100.${(ipCounter += 1)}`;

describeEachDatabase('one-time codes', (handle) => {
  const issue = (address: string, ip = freshIp(), now?: Date) =>
    issueCode(handle.db, { purpose: 'verify_email', channel: 'email', address, ip, now });
  const verify = (address: string, code: string, now?: Date) =>
    verifyCode(handle.db, { purpose: 'verify_email', address, code, now });

  it('normalises e-mail addresses and Nigerian phone numbers', () => {
    expect(normaliseAddress('email', '  Ada@Example.COM ')).toBe('ada@example.com');
    expect(normaliseAddress('sms', '0801 234 5678')).toBe('+2348012345678');
    expect(normaliseAddress('whatsapp', '2348012345678')).toBe('+2348012345678');
  });

  it('issues a 6-digit code, stored hashed, that verifies once', async () => {
    const now = new Date();
    const { code, expiresAt } = await issue('Happy@Example.com', freshIp(), now);
    expect(code).toMatch(/^\d{6}$/);
    expect(expiresAt.getTime()).toBe(now.getTime() + CODE_TTL_MS);
    const [row] = await handle.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.address, 'happy@example.com'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    await expect(verify(' happy@example.com', code)).resolves.toBe(true);
    await expect(verify('happy@example.com', code)).rejects.toMatchObject(invalid);
  });

  it('refuses a code for another purpose or address', async () => {
    const { code } = await issue('purpose@example.com');
    await expect(
      verifyCode(handle.db, { purpose: 'reset_password', address: 'purpose@example.com', code }),
    ).rejects.toMatchObject(invalid);
    await expect(verify('other@example.com', code)).rejects.toMatchObject(invalid);
    await expect(verify('purpose@example.com', code)).resolves.toBe(true);
  });

  it('refuses an expired code', async () => {
    const now = new Date();
    const { code } = await issue('late@example.com', freshIp(), now);
    await expect(verify('late@example.com', code, new Date(now.getTime() + CODE_TTL_MS))).rejects.toMatchObject(
      invalid,
    );
  });

  it('a new code replaces the previous one', async () => {
    const first = await issue('twice@example.com');
    const second = await issue('twice@example.com');
    if (first.code !== second.code) {
      await expect(verify('twice@example.com', first.code)).rejects.toMatchObject(invalid);
    }
    await expect(verify('twice@example.com', second.code)).resolves.toBe(true);
  });

  it('refuses the 6th attempt even with the right code, then keeps refusing', async () => {
    const { code } = await issue('guess@example.com');
    for (let i = 0; i < 5; i += 1)
      await expect(verify('guess@example.com', wrong(code))).rejects.toMatchObject(invalid);
    await expect(verify('guess@example.com', code)).rejects.toMatchObject(tooMany);
    await expect(verify('guess@example.com', code)).rejects.toMatchObject(tooMany);
    const fresh = await issue('guess@example.com');
    await expect(verify('guess@example.com', fresh.code)).resolves.toBe(true);
  });

  it('accepts the right code on the 5th attempt', async () => {
    const { code } = await issue('fifth@example.com');
    for (let i = 0; i < 4; i += 1)
      await expect(verify('fifth@example.com', wrong(code))).rejects.toMatchObject(invalid);
    await expect(verify('fifth@example.com', code)).resolves.toBe(true);
  });

  it('counts at most 5 of 10 parallel wrong guesses', async () => {
    const { code } = await issue('race@example.com');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => verify('race@example.com', wrong(code))));
    const statuses = results.map((r) =>
      r.status === 'rejected' && r.reason instanceof AppError ? r.reason.status : 0,
    );
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const [row] = await handle.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.address, 'race@example.com'));
    expect(row?.attempts).toBe(5);
    await expect(verify('race@example.com', code)).rejects.toMatchObject(tooMany);
  });

  it('accepts a right code only once when submitted twice at the same moment', async () => {
    const { code } = await issue('double@example.com');
    const results = await Promise.allSettled([verify('double@example.com', code), verify('double@example.com', code)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses a 4th send to the same address within 15 minutes, allows it after', async () => {
    const start = new Date();
    for (let i = 0; i < 3; i += 1) await issue('spam@example.com', freshIp(), start);
    await expect(issue('SPAM@example.com', freshIp(), new Date(start.getTime() + 14 * 60_000))).rejects.toMatchObject({
      status: 429,
      code: 'tooManyCodes',
    });
    await expect(issue('spam@example.com', freshIp(), new Date(start.getTime() + 15 * 60_000))).resolves.toBeDefined();
  });

  it('refuses a 4th send from the same IP to different addresses', async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) await issue(`ip${i}@example.com`, ip);
    await expect(issue('ip3@example.com', ip)).rejects.toMatchObject({ status: 429 });
    await expect(issue('ip3@example.com')).resolves.toBeDefined();
  });

  it('normalises phone numbers so spelling variants share one budget', async () => {
    const send = (address: string) =>
      issueCode(handle.db, { purpose: 'verify_phone', channel: 'sms', address, ip: freshIp() });
    await send('0803 111 2222');
    await send('+2348031112222');
    const { code } = await send('234-803-111-2222');
    await expect(send('08031112222')).rejects.toMatchObject({ status: 429 });
    await expect(verifyCode(handle.db, { purpose: 'verify_phone', address: '0803 111 2222', code })).resolves.toBe(
      true,
    );
  });
});
