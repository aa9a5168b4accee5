import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  PaymentProviderError,
  type CheckoutRequest,
  type PaymentProvider,
  type RefundProvider,
  type RequestedRefund,
  type VerifiedTransaction,
} from './types';

export interface FlutterwaveOptions {
  secretKey: string;
  /** https://api.flutterwave.com, or a fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

const checkoutAnswer = z.object({ status: z.literal('success'), data: z.object({ link: z.url() }) });

const refundAnswer = z.object({
  status: z.literal('success'),
  data: z.object({ id: z.union([z.number(), z.string()]) }).loose(),
});

const verifyAnswer = z.object({
  status: z.literal('success'),
  data: z.object({
    id: z.union([z.number(), z.string()]),
    tx_ref: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
  }),
});

// A provider answer is read once and bounded: a misbehaving server must not fill the memory.
const MAX_ANSWER = 200_000;

async function call(options: FlutterwaveOptions, path: string, init: RequestInit) {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}${path}`, {
      ...init,
      headers: {
        Authorization: `Bearer ${options.secretKey}`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (err) {
    throw new PaymentProviderError('unavailable', `Flutterwave unreachable: ${(err as Error).message}`);
  }
  const text = await response.text().catch(() => '');
  let body: unknown = null;
  try {
    body = text && text.length <= MAX_ANSWER ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  return { status: response.status, body };
}

/** Flutterwave v3 Standard over fetch: hosted checkout links and verification of transactions by id. */
export function flutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  return {
    name: 'flutterwave',
    async createCheckout(request: CheckoutRequest): Promise<string> {
      const { status, body } = await call(options, '/v3/payments', {
        method: 'POST',
        body: JSON.stringify({
          tx_ref: request.txRef,
          amount: request.amount,
          currency: request.currency,
          redirect_url: request.redirectUrl,
          customer: request.customer,
          customizations: request.customizations,
        }),
      });
      if (status >= 500 || status === 429)
        throw new PaymentProviderError('unavailable', `Flutterwave answered ${status}`);
      const parsed = checkoutAnswer.safeParse(body);
      if (status >= 400 || !parsed.success) {
        const message = (body as { message?: unknown } | null)?.message;
        throw new PaymentProviderError('refused', `Flutterwave refused the checkout (${status}): ${String(message)}`);
      }
      return parsed.data.data.link;
    },
    async verify(transactionId: string): Promise<VerifiedTransaction | null> {
      const { status, body } = await call(options, `/v3/transactions/${encodeURIComponent(transactionId)}/verify`, {
        method: 'GET',
      });
      if (status >= 500 || status === 429)
        throw new PaymentProviderError('unavailable', `Flutterwave answered ${status}`);
      // Flutterwave answers an unknown id with a 4xx error; that is "no such payment", not an outage.
      if (status >= 400) return null;
      const parsed = verifyAnswer.safeParse(body);
      if (!parsed.success) throw new PaymentProviderError('unavailable', 'Flutterwave sent an unreadable verification');
      const { data } = parsed.data;
      return {
        id: String(data.id),
        txRef: data.tx_ref,
        amount: data.amount,
        currency: data.currency,
        status: data.status,
        raw: data,
      };
    },
  };
}

/** Flutterwave v3 refunds: POST /v3/transactions/{id}/refund with the amount in whole naira. */
export function flutterwaveRefunds(options: FlutterwaveOptions): RefundProvider {
  return {
    name: 'flutterwave',
    async refund(transactionId: string, amount: number): Promise<RequestedRefund> {
      const { status, body } = await call(options, `/v3/transactions/${encodeURIComponent(transactionId)}/refund`, {
        method: 'POST',
        body: JSON.stringify({ amount }),
      });
      if (status >= 500 || status === 429)
        throw new PaymentProviderError('unavailable', `Flutterwave answered ${status}`);
      const parsed = refundAnswer.safeParse(body);
      if (status >= 400 || !parsed.success) {
        const message = (body as { message?: unknown } | null)?.message;
        throw new PaymentProviderError('refused', `Flutterwave refused the refund (${status}): ${String(message)}`);
      }
      return { id: String(parsed.data.data.id), raw: parsed.data.data };
    },
  };
}

/** Constant-time comparison of a webhook's verif-hash header with the secret hash set in Flutterwave's dashboard. */
export function webhookHashMatches(header: string | null, secret: string | undefined): boolean {
  if (!secret || !header) return false;
  // Equal-length digests, so the comparison time says nothing about the secret's length or content.
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header), digest(secret));
}
