import { eq } from 'drizzle-orm';
import { oneTimeCodes } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { describeEachDatabase } from '@/lib/testing/databases';
import { CODE_SENDS_PER_CLIENT } from '@/lib/services/limits';
import { CODE_TTL_MS, issueCode, normaliseAddress, verifyCode, type CodePurpose } from './otp';

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

  it('a new code leaves the previous one working; the one used ends the others', async () => {
    const first = await issue('twice@example.com');
    const second = await issue('twice@example.com');
    await expect(verify('twice@example.com', first.code)).resolves.toBe(true);
    if (first.code !== second.code) {
      await expect(verify('twice@example.com', second.code)).rejects.toMatchObject(invalid);
    }
  });

  it('a guess counts as a try on every live code: three codes still allow only five wrong guesses', async () => {
    const codes = [await issue('many@example.com'), await issue('many@example.com'), await issue('many@example.com')];
    const taken = new Set(codes.map((c) => c.code));
    const wrongGuesses = ['000000', '111111', '222222', '333333', '444444', '555555', '666666'].filter(
      (g) => !taken.has(g),
    );
    for (let i = 0; i < 5; i += 1)
      await expect(verify('many@example.com', wrongGuesses[i]!)).rejects.toMatchObject(invalid);
    const rows = await handle.db
      .select({ attempts: oneTimeCodes.attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.address, 'many@example.com'));
    expect(rows.map((r) => r.attempts)).toEqual([5, 5, 5]);
    await expect(verify('many@example.com', codes[2]!.code)).rejects.toMatchObject(tooMany);
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
    await expect(verify('race@example.com', code)).rejects.toMatchObject({ status: 429 });
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

  it('lets one client address send codes to hundreds of guests, then refuses it alone', async () => {
    const ip = freshIp();
    const now = new Date();
    for (let i = 0; i < CODE_SENDS_PER_CLIENT.limit; i += 1) await issue(`nat${i}@example.com`, ip, now);
    expect(CODE_SENDS_PER_CLIENT.limit).toBeGreaterThanOrEqual(200);
    await expect(issue('nat-last@example.com', ip, now)).rejects.toMatchObject({ status: 429, code: 'tooManyCodes' });
    await expect(issue('nat-last@example.com', freshIp(), now)).resolves.toBeDefined();
  });

  it('gives each purpose its own budget per recipient: reset codes asked by anyone leave sign-in codes alone', async () => {
    const send = (purpose: CodePurpose) =>
      issueCode(handle.db, { purpose, channel: 'email', address: 'owner@example.com', ip: freshIp() });
    for (let i = 0; i < 3; i += 1) await send('reset_password');
    await expect(send('reset_password')).rejects.toMatchObject({ status: 429, code: 'tooManyCodes' });
    const { code } = await send('login');
    await expect(verifyCode(handle.db, { purpose: 'login', address: 'owner@example.com', code })).resolves.toBe(true);
  });

  it('lets no one hold back sign-in codes to a recipient for more than a minute', async () => {
    const start = new Date();
    const send = (at: number) =>
      issueCode(handle.db, {
        purpose: 'login',
        channel: 'email',
        address: 'held@example.com',
        ip: freshIp(),
        now: new Date(start.getTime() + at),
      });
    const first = await send(0);
    await send(1_000);
    const refused = await send(2_000).then(
      () => null,
      (err: unknown) => err,
    );
    expect(refused).toMatchObject({ status: 429, code: 'codeResendWait', values: { seconds: 58 } });
    expect((refused as AppError).retryAfterSeconds).toBeLessThanOrEqual(60);
    await expect(send(60_000)).resolves.toBeDefined();
    // The codes sent meanwhile still work: the owner may use the one that reached them.
    await expect(
      verifyCode(handle.db, {
        purpose: 'login',
        address: 'held@example.com',
        code: first.code,
        now: new Date(start.getTime() + 61_000),
      }),
    ).resolves.toBe(true);
  });

  it('pauses sign-in code checks for a recipient after five in a minute, for that minute only', async () => {
    const start = new Date();
    const at = (ms: number) => new Date(start.getTime() + ms);
    const check = (code: string, ms: number) =>
      verifyCode(handle.db, { purpose: 'login', address: 'paused@example.com', code, now: at(ms) });
    const { code } = await issueCode(handle.db, {
      purpose: 'login',
      channel: 'email',
      address: 'paused@example.com',
      ip: freshIp(),
      now: start,
    });
    for (let i = 0; i < 4; i += 1) await expect(check(wrong(code), i * 1000)).rejects.toMatchObject(invalid);
    await expect(check(wrong(code), 4_000)).rejects.toMatchObject(invalid);
    await expect(check(code, 5_000)).rejects.toMatchObject({ status: 429, code: 'codeGuessesPaused' });
    const fresh = await issueCode(handle.db, {
      purpose: 'login',
      channel: 'email',
      address: 'paused@example.com',
      ip: freshIp(),
      now: at(60_000),
    });
    await expect(check(fresh.code, 60_000)).resolves.toBe(true);
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
