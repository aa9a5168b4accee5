'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { formatNaira } from '@/lib/format/naira';

interface Quote {
  free: boolean;
  fee: number;
  refundAmount: number;
  nonRefundable: boolean;
  partlyNonRefundable: boolean;
  freeUntil: string | null;
}

/** Cancel: reads what cancelling costs now, shows it, and cancels only when the guest confirms that. */
export function CancelBookingDialog({
  bookingId,
  reference,
  size = 'sm',
}: {
  bookingId: string;
  reference: string;
  /** The opening button's size: small on a list's card, full beside a page's other actions. */
  size?: 'sm' | 'default';
}) {
  const t = useTranslations('account.bookings');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function openDialog() {
    setOpen(true);
    setQuote(null);
    setError(null);
    try {
      const res = await fetch(`/api/bookings/${bookingId}/cancel`, { credentials: 'same-origin' });
      const data = (await res.json().catch(() => ({}))) as Quote & { message?: string };
      if (res.ok) setQuote(data);
      else setError(data.message ?? t('cancelFailed'));
    } catch {
      setError(t('cancelFailed'));
    }
  }

  async function confirm() {
    if (!quote) return;
    setPending(true);
    const answer = await submitJson(
      `/api/bookings/${bookingId}/cancel`,
      { confirm: true, expectedFee: quote.fee },
      { loading: t('cancelling'), error: t('cancelFailed') },
    );
    setPending(false);
    if (answer.ok) {
      setOpen(false);
      router.refresh();
    }
  }

  return (
    <>
      <Button type="button" variant="secondary" size={size} onClick={openDialog}>
        {t('cancel')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('cancelTitle', { reference })}</DialogTitle>
            <DialogDescription>{t('cancelIntro')}</DialogDescription>
          </DialogHeader>
          {error && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
          {!quote && !error && <p className="text-sm">{t('loading')}</p>}
          {quote && (
            <div data-testid="cancellation-charge" className="rounded-xl bg-gray-100 p-4 text-sm dark:bg-night-800">
              {quote.free ? (
                <p className="font-semibold text-emerald-700 dark:text-emerald-300">{t('freeCancellation')}</p>
              ) : (
                <p className="font-semibold text-red-700 dark:text-red-300">
                  {t(quote.partlyNonRefundable ? 'chargeDue' : 'fullPriceDue', { amount: formatNaira(quote.fee) })}
                </p>
              )}
              {!quote.free && (
                <p className="mt-1">
                  {t(
                    quote.nonRefundable
                      ? 'nonRefundable'
                      : quote.partlyNonRefundable
                        ? 'partlyNonRefundable'
                        : 'windowClosed',
                  )}
                </p>
              )}
              {quote.refundAmount > 0 && (
                <p className="mt-1">{t('refundNote', { amount: formatNaira(quote.refundAmount) })}</p>
              )}
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('keepBooking')}
            </Button>
            <Button type="button" variant="destructive" disabled={!quote} pending={pending} onClick={confirm}>
              {t('confirmCancel')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
