import { NextResponse } from 'next/server';
import { PRIVATE, privateAnswers } from '@/lib/api/private';
import { bookingViewer } from '@/lib/services/auth/booking-viewer';
import { mutation, parseBody } from '@/lib/api/handler';
import { initiatePayment } from '@/lib/data/payments';
import { getDb } from '@/lib/db';
import { configuredPaymentProvider, paymentReturnUrl } from '@/lib/services/payments';
import { initiatePaymentBody } from '@/lib/validation/booking';

/** Opens a card checkout (Flutterwave, or the sandbox) for the owner's pending Pay now booking; 200 { paymentUrl }. */
export const POST = privateAnswers(
  mutation(async (request) => {
    const db = await getDb();
    const { bookingId } = await parseBody(request, initiatePaymentBody);
    const viewer = await bookingViewer(request, db);
    const { paymentUrl } = await initiatePayment(
      { bookingId, viewer: { ...viewer, accessToken: null }, returnUrl: paymentReturnUrl() },
      configuredPaymentProvider(db),
      db,
    );
    return NextResponse.json({ paymentUrl }, { headers: PRIVATE });
  }),
);
