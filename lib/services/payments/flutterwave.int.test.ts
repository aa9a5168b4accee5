import { startFakeFlutterwave, FAKE_FLUTTERWAVE_KEY, type FakeFlutterwave } from '@/lib/testing/fake-flutterwave';
import { flutterwaveProvider } from './flutterwave';
import { PaymentProviderError, type CheckoutRequest } from './types';

const request: CheckoutRequest = {
  txRef: 'SN-K7QM2XPA-ABCDEFGH23',
  amount: 180_000,
  currency: 'NGN',
  redirectUrl: 'https://staynaija.com/api/payments/flutterwave/return',
  customer: { email: 'ada@example.com', name: 'Ada Obi', phonenumber: '+2348031234567' },
  customizations: { title: 'StayNaija', description: 'Booking K7QM2XPA' },
};

async function kindOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    if (err instanceof PaymentProviderError) return err.kind;
    throw err;
  }
  return 'no error';
}

describe('Flutterwave v3 client', () => {
  let fake: FakeFlutterwave;
  beforeAll(async () => {
    fake = await startFakeFlutterwave();
  });
  afterAll(() => fake.close());
  afterEach(() => fake.setMode('normal'));

  const client = (secretKey = FAKE_FLUTTERWAVE_KEY, timeoutMs = 2_000) =>
    flutterwaveProvider({ secretKey, baseUrl: fake.baseUrl, timeoutMs });

  it('opens a Standard checkout with the booking’s reference, amount, customer and return address', async () => {
    const link = await client().createCheckout(request);
    expect(link).toBe(`https://checkout.flutterwave.test/v3/hosted/pay/${request.txRef}`);
    expect(fake.checkouts.at(-1)).toEqual({
      tx_ref: request.txRef,
      amount: 180_000,
      currency: 'NGN',
      redirect_url: request.redirectUrl,
      customer: request.customer,
      customizations: request.customizations,
    });
  });

  it('verifies a transaction by id and reads tx_ref, amount, currency and status', async () => {
    const id = fake.pay(request.txRef, 180_000);
    await expect(client().verify(id)).resolves.toMatchObject({
      id,
      txRef: request.txRef,
      amount: 180_000,
      currency: 'NGN',
      status: 'successful',
    });
    await expect(client().verify('1')).resolves.toBeNull();
  });

  it('tells a refusal from an outage', async () => {
    expect(await kindOf(client('FLWSECK_TEST-wrong').createCheckout(request))).toBe('refused');
    fake.setMode('refuse');
    expect(await kindOf(client().createCheckout(request))).toBe('refused');
    fake.setMode('error');
    expect(await kindOf(client().createCheckout(request))).toBe('unavailable');
    expect(await kindOf(client().verify('1'))).toBe('unavailable');
    fake.setMode('garbage');
    expect(await kindOf(client().createCheckout(request))).toBe('refused');
    expect(await kindOf(client().verify('1'))).toBe('unavailable');
  });

  it('gives up on a provider that never answers', async () => {
    fake.setMode('hang');
    expect(await kindOf(client(FAKE_FLUTTERWAVE_KEY, 300).createCheckout(request))).toBe('unavailable');
    expect(await kindOf(client(FAKE_FLUTTERWAVE_KEY, 300).verify('1'))).toBe('unavailable');
  });

  it('cannot be reached on a closed port', async () => {
    const nowhere = flutterwaveProvider({
      secretKey: FAKE_FLUTTERWAVE_KEY,
      baseUrl: 'http://127.0.0.1:1',
      timeoutMs: 1_000,
    });
    expect(await kindOf(nowhere.createCheckout(request))).toBe('unavailable');
  });
});
