import 'server-only';
import type { Database } from '@/lib/db';
import { env } from '@/lib/env';
import { flutterwaveProvider, flutterwaveRefunds } from './flutterwave';
import { sandboxProvider, sandboxRefunds } from './sandbox';
import type { PaymentProvider, RefundProvider } from './types';

/** True when card payments go through the local sandbox because no Flutterwave key is configured. */
export const paymentSandbox = !env.FLUTTERWAVE_SECRET_KEY;

/** Flutterwave when FLUTTERWAVE_SECRET_KEY is set, otherwise the sandbox checkout of this site. */
export function configuredPaymentProvider(db: Database): PaymentProvider {
  return env.FLUTTERWAVE_SECRET_KEY
    ? flutterwaveProvider({ secretKey: env.FLUTTERWAVE_SECRET_KEY, baseUrl: env.FLUTTERWAVE_BASE_URL })
    : sandboxProvider(db, env.SITE_URL);
}

/** Refunds through Flutterwave when FLUTTERWAVE_SECRET_KEY is set, otherwise recorded by the sandbox. */
export function configuredRefundProvider(): RefundProvider {
  return env.FLUTTERWAVE_SECRET_KEY
    ? flutterwaveRefunds({ secretKey: env.FLUTTERWAVE_SECRET_KEY, baseUrl: env.FLUTTERWAVE_BASE_URL })
    : sandboxRefunds();
}

/** Where Flutterwave (or the sandbox) sends the browser back after a checkout. */
export const paymentReturnUrl = () => `${env.SITE_URL}/api/payments/flutterwave/return`;
