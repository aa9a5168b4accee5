import { users, verificationTokens } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { consumeVerificationToken, issueVerificationToken } from './verification-token';

const HOUR = 60 * 60 * 1000;

describeEachDatabase('verification tokens', (handle) => {
  let userId: string;

  beforeAll(async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ fullName: 'Bisi Ade', email: 'bisi@example.com' })
      .returning({ id: users.id });
    userId = user!.id;
  });

  it('is single use and stored hashed', async () => {
    const token = await issueVerificationToken(handle.db, {
      purpose: 'reset_password',
      address: ' Bisi@Example.com',
      userId,
      ttlMs: HOUR,
    });
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await handle.db.select().from(verificationTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(await consumeVerificationToken(handle.db, { purpose: 'verify_email', token })).toBeNull();
    expect(await consumeVerificationToken(handle.db, { purpose: 'reset_password', token })).toEqual({
      address: 'bisi@example.com',
      userId,
    });
    expect(await consumeVerificationToken(handle.db, { purpose: 'reset_password', token })).toBeNull();
  });

  it('works without a user and normalises phone numbers', async () => {
    const token = await issueVerificationToken(handle.db, {
      purpose: 'verify_phone',
      address: '0809 000 1122',
      ttlMs: HOUR,
    });
    expect(await consumeVerificationToken(handle.db, { purpose: 'verify_phone', token })).toEqual({
      address: '+2348090001122',
      userId: null,
    });
  });

  it('refuses an expired token', async () => {
    const now = new Date();
    const token = await issueVerificationToken(handle.db, {
      purpose: 'verify_email',
      address: 'x@example.com',
      ttlMs: HOUR,
      now,
    });
    const later = new Date(now.getTime() + HOUR);
    expect(await consumeVerificationToken(handle.db, { purpose: 'verify_email', token, now: later })).toBeNull();
  });

  it('hands a token out once when consumed twice at the same moment', async () => {
    const token = await issueVerificationToken(handle.db, {
      purpose: 'verify_email',
      address: 'y@example.com',
      ttlMs: HOUR,
    });
    const results = await Promise.all([
      consumeVerificationToken(handle.db, { purpose: 'verify_email', token }),
      consumeVerificationToken(handle.db, { purpose: 'verify_email', token }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await consumeVerificationToken(handle.db, { purpose: 'verify_email', token: 'nonsense' })).toBeNull();
  });
});
