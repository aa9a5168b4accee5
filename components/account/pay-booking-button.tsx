'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { formatNaira } from '@/lib/format/naira';

/**
 * Opens the card checkout (Flutterwave, or the sandbox) for a booking awaiting payment, or for the balance a change
 * left on a paid one: the server decides which, and for how much.
 */
export function PayBookingButton({
  bookingId,
  balance = 0,
  size = 'sm',
}: {
  bookingId: string;
  /** The balance to pay, whole naira; 0 for a booking awaiting its first payment. */
  balance?: number;
  size?: 'sm' | 'default';
}) {
  const t = useTranslations('account.bookings');
  const [pending, setPending] = useState(false);
  async function pay() {
    setPending(true);
    const answer = await submitJson('/api/payments/initiate-payment', { bookingId }, { error: t('payFailed') });
    const url = answer.data.paymentUrl;
    if (answer.ok && typeof url === 'string') window.location.assign(url);
    else setPending(false);
  }
  return (
    <Button type="button" size={size} pending={pending} onClick={pay}>
      {balance > 0 ? t('payBalance', { amount: formatNaira(balance) }) : t('payNow')}
    </Button>
  );
}
