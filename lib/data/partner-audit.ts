import 'server-only';
import { getDb, type Database } from '@/lib/db';
import { partnerAudit } from '@/lib/db/schema';
import type { PartnerCaller } from './partner-keys';

/** What one partner API call touched and changed, for its audit row. */
export interface PartnerAuditEntry {
  propertyId?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Adds the audit row of one authenticated partner API call: key, action, property, before, after and status. */
export async function recordPartnerCall(
  caller: PartnerCaller,
  action: string,
  status: number,
  entry: PartnerAuditEntry,
  db?: Database,
): Promise<void> {
  const d = db ?? (await getDb());
  await d.insert(partnerAudit).values({
    partnerId: caller.partnerId,
    keyId: caller.keyId,
    action,
    status,
    propertyId: entry.propertyId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
