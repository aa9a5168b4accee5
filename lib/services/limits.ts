import type { CodePurpose } from '@/lib/services/auth/otp';

/**
 * The limits on sign-in, codes and bookings, in one place; docs/architecture.md ("Limits") gives the reason for each.
 * A person is counted by what identifies them (the address a code goes to, the account, the booking cookie); a client
 * address only by a ceiling far above one person's, because a carrier's NAT puts hundreds of guests behind one.
 */
const MINUTE = 60_000;

export interface Limit {
  limit: number;
  windowMs: number;
}

/** Codes one client address may ask for, whoever they are for: room for hundreds of guests signing up and in by code. */
export const CODE_SENDS_PER_CLIENT: Limit = { limit: 600, windowMs: 15 * MINUTE };

/**
 * Codes one recipient may be sent, per purpose. Sign-in codes recover within a minute, so that someone else asking
 * for them cannot keep the owner from signing in for longer.
 */
export const CODE_SENDS_PER_RECIPIENT: Record<CodePurpose, Limit> = {
  login: { limit: 2, windowMs: MINUTE },
  verify_email: { limit: 3, windowMs: 15 * MINUTE },
  reset_password: { limit: 3, windowMs: 15 * MINUTE },
  verify_phone: { limit: 3, windowMs: 15 * MINUTE },
  manage_booking: { limit: 3, windowMs: 15 * MINUTE },
  confirm_booking: { limit: 3, windowMs: 15 * MINUTE },
};

/** Codes one booking reference may be sent, whichever contact and client ask. */
export const CODE_SENDS_PER_BOOKING: Limit = { limit: 5, windowMs: 15 * MINUTE };

/**
 * Code checks for one recipient and purpose, from every client together (each code also allows 5 on its own). A
 * minute for sign-in codes, for the same reason as their sends.
 */
export const CODE_GUESSES_PER_RECIPIENT: Record<CodePurpose, Limit> = {
  login: { limit: 5, windowMs: MINUTE },
  verify_email: { limit: 10, windowMs: 10 * MINUTE },
  reset_password: { limit: 10, windowMs: 10 * MINUTE },
  verify_phone: { limit: 10, windowMs: 10 * MINUTE },
  manage_booking: { limit: 10, windowMs: 10 * MINUTE },
  confirm_booking: { limit: 10, windowMs: 10 * MINUTE },
};

/** Booking-code checks one client address may make, whatever booking they name. */
export const BOOKING_CODE_CHECKS_PER_CLIENT: Limit = { limit: 300, windowMs: 15 * MINUTE };

/** Password sign-in attempts one client address may make (one e-mail is slowed by login-delay.ts instead). */
export const SIGN_INS_PER_CLIENT: Limit = { limit: 300, windowMs: 15 * MINUTE };

/** Sign-ups one client address may make (each also needs its own proven e-mail). */
export const SIGN_UPS_PER_CLIENT: Limit = { limit: 300, windowMs: 15 * MINUTE };

/** Bookings one person may create: a signed-in account, or a visitor's booking cookie. */
export const BOOKINGS_PER_PERSON: Limit = { limit: 10, windowMs: 10 * MINUTE };

/** Bookings one client address may create, all its people together. */
export const BOOKINGS_PER_CLIENT: Limit = { limit: 300, windowMs: 10 * MINUTE };

/** Partner API calls one key may make (docs/partner-api.md): a channel manager's steady pull and push, not a flood. */
export const PARTNER_CALLS_PER_KEY: Limit = { limit: 120, windowMs: MINUTE };
