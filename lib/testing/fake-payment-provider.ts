import type { PaymentProvider, VerifiedTransaction } from '@/lib/services/payments/types';

// Provider transaction ids are unique across the whole database, as Flutterwave's are.
let next = 9_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

/** An in-memory card provider for data-layer tests: checkouts are recorded, transactions are set by the test. */
export function fakePaymentProvider(name: PaymentProvider['name'] = 'flutterwave') {
  const transactions = new Map<string, VerifiedTransaction>();
  const checkouts: string[] = [];
  let verifications = 0;
  const provider: PaymentProvider = {
    name,
    async createCheckout(request) {
      checkouts.push(request.txRef);
      return `https://checkout.test/pay/${request.txRef}`;
    },
    async verify(id) {
      verifications += 1;
      return transactions.get(id) ?? null;
    },
  };
  return {
    provider,
    checkouts,
    get verifications() {
      return verifications;
    },
    /** Records a transaction as the provider would report it and returns its id. */
    pay(txRef: string, amount: number, { status = 'successful', currency = 'NGN' } = {}): string {
      const id = String(next++);
      transactions.set(id, {
        id,
        txRef,
        amount,
        currency,
        status,
        raw: { id, tx_ref: txRef, amount, currency, status },
      });
      return id;
    },
  };
}
