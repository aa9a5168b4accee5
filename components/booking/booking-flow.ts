import type { JsonAnswer } from '@/components/forms/post-json';
import type { BookingCreatePayload } from '@/lib/validation/booking';

/** How the guest pays: Pay now (card) or Pay at the property (cash). */
export type PaymentChoice = 'payNow' | 'payAtProperty';

/** The progress overlay's steps, in order. */
export type FlowStep = 'creating' | 'setting' | 'redirecting';

export type SendJson = (method: 'POST' | 'PATCH', path: string, body: unknown) => Promise<JsonAnswer>;

export interface FlowTexts {
  somethingWentWrong: string;
  initiationFailed: string;
  noPaymentUrl: string;
}

export type FlowResult =
  | {
      ok: true;
      bookingId: string;
      next: { kind: 'confirmation'; href: string; message?: string } | { kind: 'checkout'; href: string };
    }
  | {
      ok: false;
      message: string;
      /** The booking made for this page that can still be paid; null when none was made or it has ended. */
      bookingId: string | null;
      /** The failure was the card checkout, not the booking. */
      payment: boolean;
      /** The server's error code, when it sent one (such as contactConfirmationRequired). */
      code?: string;
    };

// Answers that mean the booking can no longer take a payment method: the next try books again.
const ENDED = new Set(['holdExpired', 'bookingClosed', 'bookingNotFound']);

const codeOf = (answer: JsonAnswer) => (typeof answer.data.code === 'string' ? answer.data.code : undefined);

/**
 * The booking flow: create the booking (unless this page made one already), set the payment method, then for Pay now
 * open the card checkout. Never throws; the result says where to go next or what failed.
 */
export async function runBookingFlow(input: {
  hotelId: string;
  payload: () => BookingCreatePayload;
  bookingId: string | null;
  choice: PaymentChoice;
  send: SendJson;
  onStep: (step: FlowStep) => void;
  texts: FlowTexts;
}): Promise<FlowResult> {
  const { send, onStep, texts, choice } = input;
  let bookingId = input.bookingId;
  const fail = (answer: JsonAnswer, fallback: string, payment = false): FlowResult => ({
    ok: false,
    message: answer.data.message ?? fallback,
    bookingId: ENDED.has(codeOf(answer) ?? '') ? null : bookingId,
    payment,
    code: codeOf(answer),
  });

  if (!bookingId) {
    onStep('creating');
    const created = await send('POST', `/api/bookings/${encodeURIComponent(input.hotelId)}/new`, input.payload());
    const id = created.data.bookingID;
    if (!created.ok || typeof id !== 'string') return fail(created, texts.somethingWentWrong);
    bookingId = id;
  }

  onStep('setting');
  const method = await send('PATCH', `/api/bookings/${encodeURIComponent(bookingId)}`, {
    paymentMethod: choice === 'payNow' ? 'Card' : 'Cash',
  });
  if (!method.ok) return fail(method, texts.somethingWentWrong);

  if (choice === 'payAtProperty') {
    const href = `/hotel/confirmation/${encodeURIComponent(input.hotelId)}/${encodeURIComponent(bookingId)}`;
    return { ok: true, bookingId, next: { kind: 'confirmation', href, message: method.data.message } };
  }

  onStep('redirecting');
  const started = await send('POST', '/api/payments/initiate-payment', { bookingId });
  if (!started.ok) return fail(started, texts.initiationFailed, true);
  const url = started.data.paymentUrl;
  if (typeof url !== 'string' || !url) return fail(started, texts.noPaymentUrl, true);
  return { ok: true, bookingId, next: { kind: 'checkout', href: url } };
}

// On a weak mobile signal a request can hang; without a limit the overlay would stay for good.
const TIMEOUT_MS = 45_000;

/** Sends JSON to this site's API and reads the JSON answer; never throws. */
export const sendJson: SendJson = async (method, path, body) => {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const parsed: unknown = await res.json().catch(() => null);
    const data = (parsed && typeof parsed === 'object' ? parsed : {}) as JsonAnswer['data'];
    return {
      ok: res.ok,
      status: res.status,
      data: { ...data, message: typeof data.message === 'string' && data.message ? data.message : undefined },
    };
  } catch {
    return { ok: false, status: 0, data: { message: undefined } };
  }
};
