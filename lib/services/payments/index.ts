import 'server-only';
import type { Database } from '@/lib/db';
import { env } from '@/lib/env';
import { flutterwaveProvider, flutterwaveRefunds } from './flutterwave';
import { sandboxProvider, sandboxRefunds } from './sandbox';
import { PaymentProviderError, type PaymentProvider, type RefundProvider } from './types';

/**
 * How card payments are taken: through Flutterwave when FLUTTERWAVE_SECRET_KEY is set; else through the site's sandbox
 * checkout (no money moves) where PAYMENTS_SANDBOX allows it (outside production, or set on purpose); else not at all.
 */
export const paymentMode: 'flutterwave' | 'sandbox' | 'unavailable' = env.FLUTTERWAVE_SECRET_KEY
  ? 'flutterwave'
  : env.PAYMENTS_SANDBOX
    ? 'sandbox'
    : 'unavailable';

/** True when card payments go through the local sandbox checkout. */
export const paymentSandbox = paymentMode === 'sandbox';

/** Neither Flutterwave nor the sandbox: every checkout and refund answers 'This payment option is currently unavailable.' */
const unavailable = () => new PaymentProviderError('unavailable', 'no payment provider is configured');

/** The provider of paymentMode. */
export function configuredPaymentProvider(db: Database): PaymentProvider {
  if (paymentMode === 'flutterwave')
    return flutterwaveProvider({ secretKey: env.FLUTTERWAVE_SECRET_KEY!, baseUrl: env.FLUTTERWAVE_BASE_URL });
  if (paymentMode === 'sandbox') return sandboxProvider(db, env.SITE_URL);
  return {
    name: 'flutterwave',
    createCheckout: async () => {
      throw unavailable();
    },
    verify: async () => {
      throw unavailable();
    },
  };
}

/** Refunds through the provider of paymentMode; without one, a refund fails and its booking is flagged for the team. */
export function configuredRefundProvider(): RefundProvider {
  if (paymentMode === 'flutterwave')
    return flutterwaveRefunds({ secretKey: env.FLUTTERWAVE_SECRET_KEY!, baseUrl: env.FLUTTERWAVE_BASE_URL });
  if (paymentMode === 'sandbox') return sandboxRefunds();
  return {
    name: 'flutterwave',
    refund: async () => {
      throw unavailable();
    },
  };
}

/** Where Flutterwave (or the sandbox) sends the browser back after a checkout. */
export const paymentReturnUrl = () => `${env.SITE_URL}/api/payments/flutterwave/return`;
