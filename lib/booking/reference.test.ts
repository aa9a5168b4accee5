/** @jest-environment node */
import { isTxRef, newReference, newTxRef, REFERENCE_PATTERN } from './reference';

describe('booking references', () => {
  it('are 8 characters a guest can read out: no 0, O, 1 or I', () => {
    const references = Array.from({ length: 2_000 }, newReference);
    for (const reference of references) {
      expect(reference).toMatch(/^[A-Z2-9]{8}$/);
      expect(reference).not.toMatch(/[01OI]/);
      expect(reference).toMatch(REFERENCE_PATTERN);
    }
    expect(new Set(references).size).toBe(references.length);
  });

  it('name each payment attempt with a unique transaction reference', () => {
    const reference = newReference();
    const first = newTxRef(reference);
    expect(first).toMatch(new RegExp(`^SN-${reference}-[A-Z2-9]{10}$`));
    expect(isTxRef(first)).toBe(true);
    expect(newTxRef(reference)).not.toBe(first);
    expect(isTxRef('SN-ABC-../../x')).toBe(false);
  });
});
