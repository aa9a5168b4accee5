import { NextResponse } from 'next/server';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { mutation, parseBody, route, textsFor } from '@/lib/api/handler';
import { setPaymentMethod } from '@/lib/data/booking-payment-method';
import { getBookingForViewer } from '@/lib/data/booking-view';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { paymentMethodBody } from '@/lib/validation/booking';

/** The booking for its owner, or for the holder of its confirmation link (?access=); 404 for anyone else. */
export const GET = privateAnswers(
  route<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const booking = await getBookingForViewer(id, await bookingViewer(request, db), db);
    if (!booking) throw new AppError('bookingNotFound', 404);
    return NextResponse.json({ booking }, { headers: PRIVATE });
  }),
);

/** Sets the payment method: Cash confirms at once, Card keeps the rooms held while the guest pays. Owner only. */
export const PATCH = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const { paymentMethod } = await parseBody(request, paymentMethodBody);
    const viewer = await bookingViewer(request, db);
    // The confirmation link lets its holder read a booking, never change it.
    const booking = await setPaymentMethod(
      { bookingId: id, method: paymentMethod, viewer: { ...viewer, accessToken: null } },
      db,
    );
    const t = textsFor(request);
    const message = paymentMethod === 'Cash' ? t('booking.api.paymentMethodCash') : t('booking.api.paymentMethodCard');
    return NextResponse.json({ message, booking }, { headers: PRIVATE });
  }),
);
