import { NextResponse } from 'next/server';
import { privateAnswers } from '@/lib/api/private';
import { route } from '@/lib/api/handler';
import { isTxRef } from '@/lib/booking/reference';
import { settleTransaction } from '@/lib/data/payment-settlement';
import { bookingOfTxRef } from '@/lib/data/payments';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { log } from '@/lib/log';
import { configuredPaymentProvider } from '@/lib/services/payments';
import { PaymentProviderError } from '@/lib/services/payments/types';

const see = (path: string) => NextResponse.redirect(new URL(path, env.SITE_URL), 303);

/**
 * Where the checkout sends the browser back (?status=&tx_ref=&transaction_id=). The query is never believed: the
 * transaction is verified with the provider, and the browser goes to the confirmation page only when the booking
 * is confirmed and paid, otherwise back to the booking page with payment=failed or payment=cancelled.
 */
export const GET = privateAnswers(
  route(async (request) => {
    const query = new URL(request.url).searchParams;
    const txRef = query.get('tx_ref') ?? '';
    const transactionId = query.get('transaction_id') ?? '';
    if (!isTxRef(txRef)) return see('/');
    const db = await getDb();
    if (/^\d{1,20}$/.test(transactionId)) {
      try {
        await settleTransaction({ transactionId }, configuredPaymentProvider(db), db);
      } catch (err) {
        // The webhook settles it later; the guest sees the booking page meanwhile.
        if (!(err instanceof PaymentProviderError)) throw err;
        log.warn('payment return could not verify', { txRef, transactionId, err });
      }
    }
    const target = await bookingOfTxRef(txRef, db);
    if (!target) return see('/');
    const hotel = encodeURIComponent(target.propertyId);
    if (target.paid) return see(`/hotel/confirmation/${hotel}/${encodeURIComponent(target.bookingId)}`);
    const payment = query.get('status') === 'cancelled' ? 'cancelled' : 'failed';
    const back = new URLSearchParams({ bookingId: target.bookingId, payment });
    return see(`/hotel/booking-details/${hotel}?${back}`);
  }),
);
