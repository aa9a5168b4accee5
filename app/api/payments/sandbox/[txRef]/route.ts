import { NextResponse } from 'next/server';
import { privateAnswers } from '@/lib/api/private';
import { assertSameOrigin, route } from '@/lib/api/handler';
import { getSandboxCheckout } from '@/lib/data/sandbox-checkout';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { paymentReturnUrl, paymentSandbox } from '@/lib/services/payments';
import { recordSandboxTransaction, type SandboxOutcome } from '@/lib/services/payments/sandbox';

const OUTCOMES: readonly SandboxOutcome[] = ['successful', 'failed', 'cancelled'];

/**
 * The sandbox checkout's buttons (a plain form post): records the chosen outcome as a transaction and sends the
 * browser to the return route exactly as Flutterwave would. Exists only while no Flutterwave key is configured.
 */
export const POST = privateAnswers(
  route<{ txRef: string }>(async (request, { txRef }) => {
    if (!paymentSandbox) throw new AppError('notFound', 404);
    assertSameOrigin(request);
    if (Number(request.headers.get('content-length') ?? 0) > 1_000) throw new AppError('tooLarge', 413);
    const form = await request.formData().catch(() => null);
    const outcome = form?.get('outcome');
    if (typeof outcome !== 'string' || !OUTCOMES.includes(outcome as SandboxOutcome)) {
      throw new AppError('requestNotValid', 400);
    }
    const db = await getDb();
    const checkout = await getSandboxCheckout(txRef, db);
    if (!checkout) throw new AppError('notFound', 404);
    const transactionId = await recordSandboxTransaction(db, {
      txRef,
      amount: checkout.amount,
      currency: checkout.currency,
      status: outcome as SandboxOutcome,
    });
    const back = new URLSearchParams({ status: outcome, tx_ref: txRef });
    // Flutterwave leaves the transaction id out when the guest closes the checkout.
    if (outcome !== 'cancelled') back.set('transaction_id', transactionId);
    return NextResponse.redirect(`${paymentReturnUrl()}?${back}`, 303);
  }),
);
