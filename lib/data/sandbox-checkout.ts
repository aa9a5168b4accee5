import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import { bookings, payments, properties } from '@/lib/db/schema';

export interface SandboxCheckout {
  txRef: string;
  amount: number;
  currency: string;
  hotelName: string;
  reference: string;
}

/** The sandbox checkout of a payment attempt still waiting for its outcome, or null. */
export async function getSandboxCheckout(txRef: string, db?: Database): Promise<SandboxCheckout | null> {
  const d = db ?? (await getDb());
  if (txRef.length > 100) return null;
  const [row] = await d
    .select({
      txRef: payments.txRef,
      amount: payments.amount,
      currency: payments.currency,
      hotelName: properties.name,
      reference: bookings.reference,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(eq(payments.txRef, txRef), eq(payments.provider, 'sandbox'), eq(payments.status, 'initiated')))
    .limit(1);
  return row ?? null;
}
