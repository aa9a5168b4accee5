import type { JsonAnswer } from '@/components/forms/post-json';
import { runBookingFlow, type FlowStep, type SendJson } from './booking-flow';

const texts = {
  somethingWentWrong: 'Something went wrong',
  initiationFailed: 'Payment initiation failed.',
  noPaymentUrl: 'Failed to retrieve payment URL.',
};
const ok = (data: JsonAnswer['data'], status = 200): JsonAnswer => ({ ok: true, status, data });
const refused = (status: number, data: JsonAnswer['data']): JsonAnswer => ({ ok: false, status, data });

function fake(answers: Record<string, JsonAnswer>) {
  const calls: string[] = [];
  const send: SendJson = async (method, path) => {
    const key = `${method} ${path}`;
    calls.push(key);
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer;
  };
  return { calls, send };
}

async function run(send: SendJson, choice: 'payNow' | 'payAtProperty', bookingId: string | null = null) {
  const steps: FlowStep[] = [];
  const result = await runBookingFlow({
    hotelId: 'h1',
    payload: () => ({}) as never,
    bookingId,
    choice,
    send,
    onStep: (s) => steps.push(s),
    texts,
  });
  return { result, steps };
}

describe('runBookingFlow', () => {
  it('pays at the property: creates, sets Cash, goes to the confirmation page', async () => {
    const { send, calls } = fake({
      'POST /api/bookings/h1/new': ok({ bookingID: 'b1' }, 201),
      'PATCH /api/bookings/b1': ok({ message: 'Your booking is confirmed.' }),
    });
    const { result, steps } = await run(send, 'payAtProperty');
    expect(calls).toEqual(['POST /api/bookings/h1/new', 'PATCH /api/bookings/b1']);
    expect(steps).toEqual(['creating', 'setting']);
    expect(result).toEqual({
      ok: true,
      bookingId: 'b1',
      next: { kind: 'confirmation', href: '/hotel/confirmation/h1/b1', message: 'Your booking is confirmed.' },
    });
  });

  it('pays now: creates, sets Card, opens the checkout', async () => {
    const { send } = fake({
      'POST /api/bookings/h1/new': ok({ bookingID: 'b1' }, 201),
      'PATCH /api/bookings/b1': ok({}),
      'POST /api/payments/initiate-payment': ok({ paymentUrl: 'https://pay.example/x' }),
    });
    const { result, steps } = await run(send, 'payNow');
    expect(steps).toEqual(['creating', 'setting', 'redirecting']);
    expect(result).toMatchObject({ ok: true, next: { kind: 'checkout', href: 'https://pay.example/x' } });
  });

  it('a retry with the booking made already does not book twice', async () => {
    const { send, calls } = fake({
      'PATCH /api/bookings/b1': ok({}),
      'POST /api/payments/initiate-payment': ok({ paymentUrl: 'https://pay.example/y' }),
    });
    const { steps } = await run(send, 'payNow', 'b1');
    expect(calls).not.toContain('POST /api/bookings/h1/new');
    expect(steps).toEqual(['setting', 'redirecting']);
  });

  it('a refused booking is not created, with the server message or the fallback', async () => {
    const { send } = fake({
      'POST /api/bookings/h1/new': refused(409, { code: 'roomsUnavailable', message: 'Sorry, gone.' }),
    });
    expect((await run(send, 'payNow')).result).toEqual({
      ok: false,
      message: 'Sorry, gone.',
      bookingId: null,
      payment: false,
      code: 'roomsUnavailable',
    });
    const offline = fake({ 'POST /api/bookings/h1/new': refused(0, {}) });
    expect((await run(offline.send, 'payNow')).result).toMatchObject({
      message: 'Something went wrong',
      bookingId: null,
    });
  });

  it('a big stay paid at the property that needs a confirmed contact keeps its booking and says so', async () => {
    const { send } = fake({
      'POST /api/bookings/h1/new': ok({ bookingID: 'b1' }, 201),
      'PATCH /api/bookings/b1': refused(409, { code: 'contactConfirmationRequired', message: 'Confirm first.' }),
    });
    expect((await run(send, 'payAtProperty')).result).toEqual({
      ok: false,
      message: 'Confirm first.',
      bookingId: 'b1',
      payment: false,
      code: 'contactConfirmationRequired',
    });
  });

  it('a failed checkout keeps the booking for Retry Payment', async () => {
    const { send } = fake({
      'POST /api/bookings/h1/new': ok({ bookingID: 'b1' }, 201),
      'PATCH /api/bookings/b1': ok({}),
      'POST /api/payments/initiate-payment': refused(502, {}),
    });
    expect((await run(send, 'payNow')).result).toEqual({
      ok: false,
      message: 'Payment initiation failed.',
      bookingId: 'b1',
      payment: true,
    });
    const noUrl = fake({ 'PATCH /api/bookings/b1': ok({}), 'POST /api/payments/initiate-payment': ok({}) });
    expect((await run(noUrl.send, 'payNow', 'b1')).result).toMatchObject({
      message: 'Failed to retrieve payment URL.',
      bookingId: 'b1',
    });
  });

  it('an ended hold forgets the booking so that the next try books again', async () => {
    const { send } = fake({ 'PATCH /api/bookings/b1': refused(409, { code: 'holdExpired', message: 'Expired.' }) });
    expect((await run(send, 'payAtProperty', 'b1')).result).toMatchObject({ ok: false, bookingId: null });
  });
});
