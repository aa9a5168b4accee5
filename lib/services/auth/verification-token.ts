import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { verificationTokens } from '@/lib/db/schema';
import { normaliseAnyAddress, type CodePurpose } from './otp';
import { hashToken, isPlausibleToken, newToken } from './token';

export interface IssueTokenInput {
  purpose: CodePurpose;
  address: string;
  userId?: string | null;
  ttlMs: number;
  now?: Date;
}

/** A single-use bearer token proving that `address` was verified for `purpose`; only its hash is stored. */
export async function issueVerificationToken(
  db: Database,
  { purpose, address, userId, ttlMs, now = new Date() }: IssueTokenInput,
): Promise<string> {
  const token = newToken();
  await db.insert(verificationTokens).values({
    tokenHash: hashToken(token),
    purpose,
    address: normaliseAnyAddress(address),
    userId: userId ?? null,
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return token;
}

/** Uses up a token: its address and user the first time, null when unknown, expired, already used or for another purpose. */
export async function consumeVerificationToken(
  db: Database,
  { purpose, token, now = new Date() }: { purpose: CodePurpose; token: string | null | undefined; now?: Date },
): Promise<{ address: string; userId: string | null } | null> {
  if (!isPlausibleToken(token)) return null;
  const [row] = await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationTokens.tokenHash, hashToken(token)),
        eq(verificationTokens.purpose, purpose),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ address: verificationTokens.address, userId: verificationTokens.userId });
  return row ?? null;
}
