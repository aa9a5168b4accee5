import { describeEachDatabase } from '@/lib/testing/databases';
import { consumeVerifiedAddress, PROOF_TTL_MS, recordVerifiedAddress } from './address-proof';

describeEachDatabase('sign-up address proofs', (handle) => {
  it('belong to whoever holds the proof: knowing the address is not enough', async () => {
    const proof = await recordVerifiedAddress(handle.db, 'erin@example.com');
    expect(await consumeVerifiedAddress(handle.db, undefined, 'erin@example.com')).toBe(false);
    expect(await consumeVerifiedAddress(handle.db, 'x'.repeat(43), 'erin@example.com')).toBe(false);
    expect(await consumeVerifiedAddress(handle.db, proof, 'Erin@Example.com')).toBe(true);
  });

  it('are spent once, for their own address only, and expire', async () => {
    const proof = await recordVerifiedAddress(handle.db, 'femi@example.com');
    expect(await consumeVerifiedAddress(handle.db, proof, 'someone.else@example.com')).toBe(false);
    expect(await consumeVerifiedAddress(handle.db, proof, 'femi@example.com')).toBe(true);
    expect(await consumeVerifiedAddress(handle.db, proof, 'femi@example.com')).toBe(false);

    const old = await recordVerifiedAddress(handle.db, 'gbenga@example.com');
    const later = new Date(Date.now() + PROOF_TTL_MS + 1000);
    expect(await consumeVerifiedAddress(handle.db, old, 'gbenga@example.com', later)).toBe(false);
  });

  it('cannot be spent twice by parallel sign-ups', async () => {
    const proof = await recordVerifiedAddress(handle.db, 'hauwa@example.com');
    const spent = await Promise.all(
      Array.from({ length: 6 }, () => consumeVerifiedAddress(handle.db, proof, 'hauwa@example.com')),
    );
    expect(spent.filter(Boolean)).toHaveLength(1);
  });
});
