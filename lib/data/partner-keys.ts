import 'server-only';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { partnerKeys, partners } from '@/lib/db/schema';

/** How every key starts, so that a key pasted anywhere (a log, a repository) is recognised as one of ours. */
export const KEY_START = 'sn_live_';
const KEY_SHAPE = /^sn_live_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

/** A key as lists show it: never its secret. */
export interface PartnerKeyInfo {
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The partner and key an API call was made with. */
export interface PartnerCaller {
  keyId: string;
  keyPrefix: string;
  partnerId: string;
  partnerSlug: string;
}

const sha256 = (secret: string) => createHash('sha256').update(secret).digest();

// Compared against when no key has the prefix, so that an unknown key takes as long as a wrong secret.
const NO_KEY_HASH = sha256(randomBytes(32).toString('base64url')).toString('hex');

async function newKey(partnerId: string, d: Database): Promise<{ key: string; prefix: string }> {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  await d.insert(partnerKeys).values({ partnerId, prefix, secretHash: sha256(secret).toString('hex') });
  return { key: `${KEY_START}${prefix}_${secret}`, prefix };
}

/** Creates the partner (by slug) when it does not exist yet, and a first key; the key is returned once, never kept. */
export async function createPartner(
  slug: string,
  name: string,
  db?: Database,
): Promise<{ created: boolean; key: string; prefix: string }> {
  const d = db ?? (await getDb());
  return d.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const inserted = await tx.insert(partners).values({ slug, name }).onConflictDoNothing().returning();
    const [partner] = inserted.length ? inserted : await tx.select().from(partners).where(eq(partners.slug, slug));
    return { created: inserted.length > 0, ...(await newKey(partner!.id, tx)) };
  });
}

/** A new key for an existing partner, or null when no partner has that slug. */
export async function createPartnerKey(slug: string, db?: Database): Promise<{ key: string; prefix: string } | null> {
  const d = db ?? (await getDb());
  const [partner] = await d.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
  return partner ? newKey(partner.id, d) : null;
}

/** The partner's keys, oldest first, or null when no partner has that slug. */
export async function listPartnerKeys(slug: string, db?: Database): Promise<PartnerKeyInfo[] | null> {
  const d = db ?? (await getDb());
  const [partner] = await d.select({ id: partners.id }).from(partners).where(eq(partners.slug, slug));
  if (!partner) return null;
  return d
    .select({
      prefix: partnerKeys.prefix,
      createdAt: partnerKeys.createdAt,
      lastUsedAt: partnerKeys.lastUsedAt,
      revokedAt: partnerKeys.revokedAt,
    })
    .from(partnerKeys)
    .where(eq(partnerKeys.partnerId, partner.id))
    .orderBy(asc(partnerKeys.createdAt));
}

/** Revokes the key with this prefix from its next call: 'revoked', 'alreadyRevoked' or 'unknown'. */
export async function revokePartnerKey(
  prefix: string,
  db?: Database,
): Promise<'revoked' | 'alreadyRevoked' | 'unknown'> {
  const d = db ?? (await getDb());
  const [key] = await d.select().from(partnerKeys).where(eq(partnerKeys.prefix, prefix));
  if (!key) return 'unknown';
  if (key.revokedAt) return 'alreadyRevoked';
  await d.update(partnerKeys).set({ revokedAt: new Date() }).where(eq(partnerKeys.id, key.id));
  return 'revoked';
}

/**
 * The caller of an `Authorization: Bearer sn_live_…` header, or null for a missing, malformed, unknown or revoked
 * key alike. The secret's hash is compared in constant time; a known key's last use is recorded.
 */
export async function authenticatePartnerKey(header: string | null, db?: Database): Promise<PartnerCaller | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(header?.trim() ?? '');
  const parts = match ? KEY_SHAPE.exec(match[1]!) : null;
  if (!parts) return null;
  const [, prefix, secret] = parts as unknown as [string, string, string];
  const d = db ?? (await getDb());
  const [row] = await d
    .select({ key: partnerKeys, slug: partners.slug })
    .from(partnerKeys)
    .innerJoin(partners, eq(partners.id, partnerKeys.partnerId))
    .where(eq(partnerKeys.prefix, prefix));
  const same = timingSafeEqual(sha256(secret), Buffer.from(row?.key.secretHash ?? NO_KEY_HASH, 'hex'));
  if (!row || !same || row.key.revokedAt) return null;
  await d.update(partnerKeys).set({ lastUsedAt: new Date() }).where(eq(partnerKeys.id, row.key.id));
  return { keyId: row.key.id, keyPrefix: prefix, partnerId: row.key.partnerId, partnerSlug: row.slug };
}
