import 'server-only';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { verificationTokens } from '@/lib/db/schema';
import { normaliseAnyAddress } from './otp';
import { hashToken, isPlausibleToken } from './token';
import { issueVerificationToken } from './verification-token';

export const PROOF_TTL_MS = 30 * 60 * 1000;
/** httpOnly cookie holding the proof; sent only to the sign-up call, so no other page or script can read or spend it. */
export const SIGNUP_PROOF_COOKIE = 'sn_signup_proof';
export const SIGNUP_PROOF_PATH = '/api/user_auth/signup';

/**
 * Records that an address just proved it receives our codes and returns the bearer proof for the browser that proved
 * it. The proof, not the address, is what a sign-up spends: whoever merely knows the address holds nothing.
 */
export async function recordVerifiedAddress(db: Database, address: string): Promise<string> {
  return issueVerificationToken(db, { purpose: 'verify_email', address, ttlMs: PROOF_TTL_MS });
}

/** Spends a proof for exactly this address, once; false when the proof is missing, used, expired or for another one. */
export async function consumeVerifiedAddress(
  db: Database,
  proof: string | null | undefined,
  address: string,
  now = new Date(),
): Promise<boolean> {
  if (!isPlausibleToken(proof)) return false;
  const [spent] = await db
    .update(verificationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(verificationTokens.tokenHash, hashToken(proof)),
        eq(verificationTokens.purpose, 'verify_email'),
        eq(verificationTokens.address, normaliseAnyAddress(address)),
        isNull(verificationTokens.consumedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .returning({ tokenHash: verificationTokens.tokenHash });
  return Boolean(spent);
}
