import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { oneTimeCodes, type codePurpose, type deliveryChannel } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import {
  CODE_GUESSES_PER_RECIPIENT,
  CODE_SENDS_PER_BOOKING,
  CODE_SENDS_PER_CLIENT,
  CODE_SENDS_PER_RECIPIENT,
} from '@/lib/services/limits';
import { consumeRateLimit, type RateLimitResult } from '@/lib/services/rate-limit';

export type CodePurpose = (typeof codePurpose.enumValues)[number];
export type DeliveryChannel = (typeof deliveryChannel.enumValues)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

/** The stored form of an address: e-mails trimmed and lower-cased, phone numbers in E.164. */
export function normaliseAddress(channel: DeliveryChannel, value: string): string {
  return channel === 'email' ? value.trim().toLowerCase() : normalisePhone(value);
}

/** normaliseAddress for callers that do not know the channel: anything with an @ is an e-mail. */
export function normaliseAnyAddress(value: string): string {
  return normaliseAddress(value.includes('@') ? 'email' : 'sms', value);
}

// SHA-256, not HMAC: there is no server secret to key it with, and with 10^6 codes the 10-minute life and 5 attempts, not the hash, are the defence.
// `holder` binds a code to the account that asked for it (proving a phone), or to the booking it opens, so it can be
// spent for nothing else.
function hashCode(purpose: CodePurpose, address: string, code: string, holder?: string): Buffer {
  return createHash('sha256')
    .update(holder ? `${purpose}:${address}:${holder}:${code}` : `${purpose}:${address}:${code}`)
    .digest();
}

const seconds = (limit: RateLimitResult) => Math.max(1, Math.ceil(limit.retryAfterMs / 1000));

/**
 * Spends one of the client address's code sends; 429 past its ceiling. Requests for unknown addresses spend it too, so
 * probing for accounts is throttled like sending codes.
 */
export async function spendClientSendBudget(db: Database, ip: string, now = new Date()): Promise<void> {
  const limit = await consumeRateLimit(db, `otp:ip:${ip}`, { ...CODE_SENDS_PER_CLIENT, now });
  if (!limit.allowed) throw new AppError('tooManyCodes', 429, { retryAfterSeconds: seconds(limit) });
}

/**
 * Spends one of the recipient's sends for this purpose (each purpose has its own, so reset codes asked by anyone do not
 * use up the owner's sign-in codes); 429 past it, with the wait when it is a short one (sign-in codes).
 */
async function spendRecipientSendBudget(db: Database, purpose: CodePurpose, target: string, now: Date) {
  const budget = CODE_SENDS_PER_RECIPIENT[purpose];
  const limit = await consumeRateLimit(db, `otp:to:${purpose}:${target}`, { ...budget, now });
  if (limit.allowed) return;
  if (budget.windowMs <= 60_000) {
    throw new AppError('codeResendWait', 429, {
      values: { seconds: seconds(limit) },
      retryAfterSeconds: seconds(limit),
    });
  }
  throw new AppError('tooManyCodes', 429, { retryAfterSeconds: seconds(limit) });
}

export interface IssueCodeInput {
  purpose: CodePurpose;
  channel: DeliveryChannel;
  address: string;
  ip: string;
  /** The account the code is for, when only that account may spend it. */
  userId?: string;
  /** What else the code is bound to (a booking's reference), when it is not an account. */
  holder?: string;
  now?: Date;
}

/** Creates a 6-digit code for an address (older live codes keep working until they expire); 429 past the send limits. */
export async function issueCode(
  db: Database,
  { purpose, channel, address, ip, userId, holder, now = new Date() }: IssueCodeInput,
): Promise<{ code: string; expiresAt: Date }> {
  const target = normaliseAddress(channel, address);
  // The client is checked first so that a refused caller does not use up the victim's per-address budget.
  await spendClientSendBudget(db, ip, now);
  // What the code opens has a budget of its own too, so many clients and addresses cannot ask codes for it endlessly.
  if (holder) {
    const byHolder = await consumeRateLimit(db, `otp:holder:${purpose}:${holder}`, { ...CODE_SENDS_PER_BOOKING, now });
    if (!byHolder.allowed) throw new AppError('tooManyCodes', 429, { retryAfterSeconds: seconds(byHolder) });
  }
  await spendRecipientSendBudget(db, purpose, target, now);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  // Earlier live codes stay: the guest may be typing one while the next is on its way.
  await db.insert(oneTimeCodes).values({
    purpose,
    channel,
    address: target,
    codeHash: hashCode(purpose, target, code, holder ?? userId).toString('hex'),
    expiresAt,
    ipAddress: ip,
    createdAt: now,
  });
  return { code, expiresAt };
}

export interface VerifyCodeInput {
  purpose: CodePurpose;
  address: string;
  code: string;
  /** Required to match when the code was issued for an account. */
  userId?: string;
  /** Required to match when the code was issued bound to something else (see IssueCodeInput). */
  holder?: string;
  now?: Date;
}

/**
 * Accepts any live code for the address and purpose, once; 400 for a wrong, expired or used code, 429 once every live
 * code has had 5 tries or the recipient's checks are used up for now.
 *
 * A guess is tried against every live code and counts as a try on each of them, so sending many codes gives no more
 * than 5 tries per code, as one code alone would: brute force is not multiplied by asking for codes.
 */
export async function verifyCode(
  db: Database,
  { purpose, address, code, userId, holder = userId, now = new Date() }: VerifyCodeInput,
): Promise<true> {
  const target = normaliseAnyAddress(address);
  const checks = await consumeRateLimit(db, `otp:guess:${purpose}:${target}`, {
    ...CODE_GUESSES_PER_RECIPIENT[purpose],
    now,
  });
  if (!checks.allowed) {
    throw new AppError('codeGuessesPaused', 429, {
      values: { seconds: seconds(checks) },
      retryAfterSeconds: seconds(checks),
    });
  }
  const live = and(
    eq(oneTimeCodes.address, target),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
  // One statement counts the try on each code; PostgreSQL re-checks `attempts < 5` after a concurrent update, so
  // parallel guesses cannot exceed it on any code.
  const counted = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(live, lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (counted.length === 0) {
    const [exhausted] = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(live).limit(1);
    if (exhausted) throw new AppError('codeAttemptsExhausted', 429);
    throw new AppError('invalidCode', 400);
  }
  const given = hashCode(purpose, target, code.trim(), holder);
  const match = counted.find(({ codeHash }) => {
    const stored = Buffer.from(codeHash, 'hex');
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match) throw new AppError('invalidCode', 400);
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, match.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError('invalidCode', 400);
  // The other codes sent for the same thing have served their turn. Codes bound to something else (another booking,
  // another account proving the same phone) are not this one's to end.
  if (!holder)
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: now })
      .where(and(live, ne(oneTimeCodes.id, match.id)));
  return true;
}
