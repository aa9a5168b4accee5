import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { hashPassword, verifyPassword } from './password';

describeEachDatabase('passwords', (handle) => {
  let stored: string;

  beforeAll(async () => {
    const [user] = await handle.db
      .insert(users)
      .values({ fullName: 'Ada Obi', email: 'ada@example.com', passwordHash: await hashPassword('Lagos-2026!') })
      .returning({ id: users.id });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user!.id));
    stored = row!.passwordHash!;
  });

  it('stores scrypt with OWASP parameters and a random salt', () => {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '131072', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64')).toHaveLength(32);
    expect(stored).not.toContain('Lagos-2026!');
  });

  it('accepts the right password and refuses a wrong one', async () => {
    expect(await verifyPassword('Lagos-2026!', stored)).toBe(true);
    expect(await verifyPassword('lagos-2026!', stored)).toBe(false);
  });

  it('answers false, never throws, for malformed or missing stored values', async () => {
    const [, , , , salt, hash] = stored.split('$');
    const malformed = [
      '',
      'plain-text',
      'bcrypt$10$abc',
      `scrypt$131072$8$1$${salt}`,
      `scrypt$131072$8$1$${salt}$${hash}$extra`,
      `scrypt$100000$8$1$${salt}$${hash}`,
      `scrypt$131072$8$99999$${salt}$${hash}`,
      `scrypt$131072$8$1$***$${hash}`,
      `scrypt$131072$8$1$${salt}$AAAA`,
      `scrypt$-1$8$1$${salt}$${hash}`,
    ];
    for (const value of malformed) expect(await verifyPassword('Lagos-2026!', value)).toBe(false);
    expect(await verifyPassword('Lagos-2026!', null)).toBe(false);
  });
});
