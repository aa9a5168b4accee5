import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { issueVerificationToken } from './verification-token';

const PROOF_TTL_MS = 30 * 60 * 1000;

/** Records that an address just proved it receives our codes, for a sign-up in the next 30 minutes. */
export async function recordVerifiedAddress(db: Database, address: string): Promise<void> {
  await issueVerificationToken(db, { purpose: 'verify_email', address, ttlMs: PROOF_TTL_MS });
}

/** Uses up a recent proof for the address; false when there is none. */
export async function consumeVerifiedAddress(db: Database, address: string): Promise<boolean> {
  const result = await db.execute(sql`
    update verification_tokens set consumed_at = now()
    where token_hash = (
      select token_hash from verification_tokens
      where address = ${address} and purpose = 'verify_email' and consumed_at is null and expires_at > now()
      order by created_at desc limit 1
      for update skip locked
    )
    returning token_hash`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
