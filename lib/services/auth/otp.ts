import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { oneTimeCodes, type codePurpose, type deliveryChannel } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import { consumeRateLimit } from '@/lib/services/rate-limit';

export type CodePurpose = (typeof codePurpose.enumValues)[number];
export type DeliveryChannel = (typeof deliveryChannel.enumValues)[number];

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;
const SEND_LIMIT = { limit: 3, windowMs: 15 * 60 * 1000 };
const HOLDER_SEND_LIMIT = { limit: 5, windowMs: 15 * 60 * 1000 };

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

/**
 * Spends one of the client's code sends; 429 past the limit. Requests for unknown addresses spend it too, so
 * probing for accounts is throttled like sending codes.
 */
export async function spendClientSendBudget(db: Database, ip: string, now = new Date()): Promise<void> {
  const limit = await consumeRateLimit(db, `otp:ip:${ip}`, { ...SEND_LIMIT, now });
  if (!limit.allowed) throw new AppError('tooManyCodes', 429);
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

/** Creates a 6-digit code for an address (older live codes for the same purpose stop working); 429 past the send limits. */
export async function issueCode(
  db: Database,
  { purpose, channel, address, ip, userId, holder, now = new Date() }: IssueCodeInput,
): Promise<{ code: string; expiresAt: Date }> {
  const target = normaliseAddress(channel, address);
  // The client is checked first so that a refused caller does not use up the victim's per-address budget.
  await spendClientSendBudget(db, ip, now);
  // What the code opens has a budget of its own too, so many clients and addresses cannot ask codes for it endlessly.
  if (holder) {
    const byHolder = await consumeRateLimit(db, `otp:holder:${purpose}:${holder}`, { ...HOLDER_SEND_LIMIT, now });
    if (!byHolder.allowed) throw new AppError('tooManyCodes', 429);
  }
  const byAddress = await consumeRateLimit(db, `otp:addr:${target}`, { ...SEND_LIMIT, now });
  if (!byAddress.allowed) throw new AppError('tooManyCodes', 429);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ expiresAt: now })
      .where(
        and(
          eq(oneTimeCodes.address, target),
          eq(oneTimeCodes.purpose, purpose),
          isNull(oneTimeCodes.consumedAt),
          gt(oneTimeCodes.expiresAt, now),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      purpose,
      channel,
      address: target,
      codeHash: hashCode(purpose, target, code, holder ?? userId).toString('hex'),
      expiresAt,
      ipAddress: ip,
      createdAt: now,
    });
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

/** Accepts the latest live code for an address once; 400 for a wrong, expired or used code, 429 after 5 attempts. */
export async function verifyCode(
  db: Database,
  { purpose, address, code, userId, holder = userId, now = new Date() }: VerifyCodeInput,
): Promise<true> {
  const target = normaliseAnyAddress(address);
  const live = and(
    eq(oneTimeCodes.address, target),
    eq(oneTimeCodes.purpose, purpose),
    isNull(oneTimeCodes.consumedAt),
    gt(oneTimeCodes.expiresAt, now),
  );
  const latest = db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(live)
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  // One statement counts the attempt; PostgreSQL re-checks `attempts < 5` after a concurrent update, so parallel guesses cannot exceed it.
  const [counted] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(inArray(oneTimeCodes.id, latest), live, lt(oneTimeCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash });
  if (!counted) {
    const [exhausted] = await db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(live).limit(1);
    if (exhausted) throw new AppError('codeAttemptsExhausted', 429);
    throw new AppError('invalidCode', 400);
  }
  const stored = Buffer.from(counted.codeHash, 'hex');
  const given = hashCode(purpose, target, code.trim(), holder);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw new AppError('invalidCode', 400);
  const [consumed] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.id, counted.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (!consumed) throw new AppError('invalidCode', 400);
  return true;
}
