import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { claimVerifiedPhone, createUser, findUserByVerifiedPhone } from './users';

const PHONE = '+2348031234567';
const account = (email: string) => ({ fullName: 'Test Guest', email, passwordHash: null, emailVerified: true });

describeEachDatabase('phone numbers of accounts', (handle) => {
  it('a number given without proof signs in to nobody, and several accounts may list it', async () => {
    const squatter = await createUser({ ...account('squatter@example.com'), phoneNumber: PHONE }, handle.db);
    const other = await createUser({ ...account('other@example.com'), phoneNumber: PHONE }, handle.db);
    expect(squatter).not.toBeNull();
    expect(other).not.toBeNull();
    expect(await findUserByVerifiedPhone(PHONE, handle.db)).toBeNull();
  });

  it('proving a number takes it from every account that listed it and makes it sign in to the prover only', async () => {
    const owner = await createUser({ ...account('owner@example.com'), phoneNumber: null }, handle.db);
    const claimed = await claimVerifiedPhone(owner!.id, PHONE, handle.db);
    expect(claimed).toMatchObject({ phoneNumber: PHONE });
    expect(claimed!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await findUserByVerifiedPhone(PHONE, handle.db))?.id).toBe(owner!.id);
    const listing = await handle.db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, PHONE));
    expect(listing.map((u) => u.email)).toEqual(['owner@example.com']);
  });

  it('a new holder of a number who proves it takes it from the previous, proven holder', async () => {
    const next = await createUser({ ...account('next@example.com'), phoneNumber: null }, handle.db);
    await claimVerifiedPhone(next!.id, PHONE, handle.db);
    expect((await findUserByVerifiedPhone(PHONE, handle.db))?.email).toBe('next@example.com');
    const [previous] = await handle.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(previous).toMatchObject({ phoneNumber: null, phoneVerifiedAt: null });
  });
});
