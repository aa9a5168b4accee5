import { randomInt } from 'node:crypto';

/** Characters of a reference: no 0/O or 1/I, since references are read out on the phone and typed from paper. */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Characters in a booking reference. */
export const REFERENCE_LENGTH = 8;
/** What a booking reference looks like. */
export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A random string from the reference alphabet, drawn with a cryptographic RNG. */
export function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return code;
}

/** A new booking reference, e.g. 'K7QM2XPA': 8 characters, about 10^12 possibilities. */
export function newReference(): string {
  return randomCode(REFERENCE_LENGTH);
}

/** A new Flutterwave transaction reference for one payment attempt of a booking. */
export function newTxRef(reference: string): string {
  return `SN-${reference}-${randomCode(10)}`;
}

/** True for a string shaped like a transaction reference this site makes. */
export function isTxRef(value: string): boolean {
  return /^SN-[A-Z0-9]{8}-[A-Z0-9]{10}$/.test(value);
}
