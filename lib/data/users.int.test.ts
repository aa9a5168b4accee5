import { eq } from 'drizzle-orm';
import { users } from '@/lib/db/schema';
import { describeEachDatabase } from '@/lib/testing/databases';
import { claimVerifiedPhone, createUser, findUserByVerifiedPhone } from './users';

const PHONE = '+2348031234567';
const account = (email: string) => ({ fullName: 'Test Guest', email, passwordHash: null, emailVerified: true });

describeEachDatabase('phone numbers of accounts', (handle) => {
  it('a number given without proof signs in to nobody, and several accounts may list it', async () => {
    const squatter = await createUser(handle.db, { ...account('squatter@example.com'), phoneNumber: PHONE });
    const other = await createUser(handle.db, { ...account('other@example.com'), phoneNumber: PHONE });
    expect(squatter).not.toBeNull();
    expect(other).not.toBeNull();
    expect(await findUserByVerifiedPhone(handle.db, PHONE)).toBeNull();
  });

  it('proving a number takes it from every account that listed it and makes it sign in to the prover only', async () => {
    const owner = await createUser(handle.db, { ...account('owner@example.com'), phoneNumber: null });
    const claimed = await claimVerifiedPhone(handle.db, owner!.id, PHONE);
    expect(claimed).toMatchObject({ phoneNumber: PHONE });
    expect(claimed!.phoneVerifiedAt).toBeInstanceOf(Date);
    expect((await findUserByVerifiedPhone(handle.db, PHONE))?.id).toBe(owner!.id);
    const listing = await handle.db.select({ email: users.email }).from(users).where(eq(users.phoneNumber, PHONE));
    expect(listing.map((u) => u.email)).toEqual(['owner@example.com']);
  });

  it('a new holder of a number who proves it takes it from the previous, proven holder', async () => {
    const next = await createUser(handle.db, { ...account('next@example.com'), phoneNumber: null });
    await claimVerifiedPhone(handle.db, next!.id, PHONE);
    expect((await findUserByVerifiedPhone(handle.db, PHONE))?.email).toBe('next@example.com');
    const [previous] = await handle.db.select().from(users).where(eq(users.email, 'owner@example.com'));
    expect(previous).toMatchObject({ phoneNumber: null, phoneVerifiedAt: null });
  });
});
