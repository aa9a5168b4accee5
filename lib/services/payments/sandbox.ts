import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/db';
import { sandboxTransactions } from '@/lib/db/schema';
import type { CheckoutRequest, PaymentProvider, RefundProvider, VerifiedTransaction } from './types';

export type SandboxOutcome = 'successful' | 'failed' | 'cancelled';

/** The sandbox checkout page of a transaction reference. */
export function sandboxCheckoutPath(txRef: string): string {
  return `/payments/sandbox/${encodeURIComponent(txRef)}`;
}

/**
 * The local stand-in for Flutterwave when no key is configured: its checkout is a page of the site and its
 * verification reads the transactions that page recorded, exactly as the real client reads Flutterwave's answer.
 */
export function sandboxProvider(db: Database, siteUrl: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createCheckout(request: CheckoutRequest): Promise<string> {
      return `${siteUrl}${sandboxCheckoutPath(request.txRef)}`;
    },
    async verify(transactionId: string): Promise<VerifiedTransaction | null> {
      if (!/^\d{1,9}$/.test(transactionId)) return null;
      const [row] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.id, Number(transactionId)))
        .limit(1);
      if (!row) return null;
      return {
        id: String(row.id),
        txRef: row.txRef,
        amount: row.amount,
        currency: row.currency,
        status: row.status,
        raw: { ...row, createdAt: row.createdAt.toISOString() },
      };
    },
  };
}

/** Records what the tester chose on the sandbox page, as Flutterwave records a transaction; returns its id. */
export async function recordSandboxTransaction(
  db: Database,
  input: { txRef: string; amount: number; currency: string; status: SandboxOutcome },
): Promise<string> {
  const [row] = await db.insert(sandboxTransactions).values(input).returning({ id: sandboxTransactions.id });
  if (!row) throw new Error('sandbox transaction insert returned no row');
  return String(row.id);
}

/** Refunds in the sandbox: accepted at once under an id of their own; no money moves, as none was taken. */
export function sandboxRefunds(): RefundProvider {
  return {
    name: 'sandbox',
    async refund(transactionId: string, amount: number) {
      const id = `sandbox-refund-${transactionId}-${Date.now()}`;
      return { id, raw: { id, transaction_id: transactionId, amount_refunded: amount, status: 'completed' } };
    },
  };
}
