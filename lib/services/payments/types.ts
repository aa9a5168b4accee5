/** What a checkout is opened with, in Flutterwave Standard's terms. */
export interface CheckoutRequest {
  txRef: string;
  /** Whole naira. */
  amount: number;
  currency: 'NGN';
  /** Where the checkout sends the browser back, with ?status=&tx_ref=&transaction_id=. */
  redirectUrl: string;
  customer: { email: string; name: string; phonenumber: string };
  customizations: { title: string; description?: string };
}

/** A transaction as the provider's verify endpoint reports it: the only account of a payment the site trusts. */
export interface VerifiedTransaction {
  id: string;
  txRef: string;
  amount: number;
  currency: string;
  /** 'successful', 'failed', 'pending'… as Flutterwave names them. */
  status: string;
  raw: unknown;
}

/**
 * 'refused': the provider answered and said no (bad request, refused key) → 'Payment initiation failed.'
 * 'unavailable': no usable answer (network, timeout, provider error) → 'This payment option is currently unavailable.'
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** A card payment provider: Flutterwave, or the local sandbox that behaves like it. */
export interface PaymentProvider {
  readonly name: 'flutterwave' | 'sandbox';
  /** Opens a hosted checkout and returns its address. */
  createCheckout(request: CheckoutRequest): Promise<string>;
  /** The transaction with this provider id, or null when the provider knows none. */
  verify(transactionId: string): Promise<VerifiedTransaction | null>;
}

/** A refund the provider accepted: its own id for it, and what it answered. */
export interface RequestedRefund {
  id: string;
  raw: unknown;
}

/** Refunds of card payments: Flutterwave, or the sandbox that records them as Flutterwave would. */
export interface RefundProvider {
  readonly name: 'flutterwave' | 'sandbox';
  /** Asks for `amount` whole naira of the transaction with this provider id back to the card. */
  refund(transactionId: string, amount: number): Promise<RequestedRefund>;
}
