import { NextResponse } from 'next/server';
import { z } from 'zod';
import { parseBody, route } from '@/lib/api/handler';
import { settleTransaction } from '@/lib/data/payment-settlement';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { configuredPaymentProvider } from '@/lib/services/payments';
import { webhookHashMatches } from '@/lib/services/payments/flutterwave';
import { PaymentProviderError } from '@/lib/services/payments/types';

// Only the transaction id is read from the payload; everything else comes from verifying that id with Flutterwave.
const webhookBody = z.object({
  event: z.string().max(100).optional(),
  data: z.object({ id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)]) }),
});

/**
 * Flutterwave's webhook: 401 unless verif-hash equals FLUTTERWAVE_WEBHOOK_HASH; then the transaction is verified by
 * id before anything changes, and the answer is a quick 200. When Flutterwave cannot be reached to verify, 503 asks
 * it to deliver the event again later.
 */
export const POST = route(async (request) => {
  if (!webhookHashMatches(request.headers.get('verif-hash'), env.FLUTTERWAVE_WEBHOOK_HASH)) {
    throw new AppError('webhookSignature', 401);
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) throw new AppError('notJson', 415);
  const { event, data } = await parseBody(request, webhookBody);
  if (event && event !== 'charge.completed') return { received: true };
  const db = await getDb();
  try {
    const { outcome, bookingId } = await settleTransaction(
      { transactionId: String(data.id) },
      configuredPaymentProvider(db),
      db,
    );
    log.info('payment webhook', { transactionId: String(data.id), outcome, bookingId });
  } catch (err) {
    if (!(err instanceof PaymentProviderError)) throw err;
    log.warn('payment webhook could not verify', { transactionId: String(data.id), err });
    return NextResponse.json({ received: false }, { status: 503 });
  }
  return { received: true };
});
