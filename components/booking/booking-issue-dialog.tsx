'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface BookingIssue {
  message: string;
  /** The booking exists (its rooms are held). */
  created: boolean;
  /** The guest chose Pay now: the retry opens the checkout again. */
  payNow: boolean;
}

/** The sentence's own full stop goes: the spec's texts put theirs after it. */
const bare = (message: string) => message.trim().replace(/[.!。．]+$/u, '');

/** 'Booking Issue': 'Retry Payment' when the booking exists and the guest pays now, else 'Retry Booking'. */
export function BookingIssueDialog({
  issue,
  onClose,
  onRetryPayment,
  onRetryBooking,
}: {
  issue: BookingIssue | null;
  onClose: () => void;
  onRetryPayment: () => void;
  onRetryBooking: () => void;
}) {
  const t = useTranslations('booking.payment.issue');
  const retryPayment = issue?.created && issue.payNow;
  return (
    <Dialog open={issue !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog" closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>
            {issue && t(issue.created ? 'created' : 'notCreated', { message: bare(issue.message) })}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          {retryPayment ? (
            <Button onClick={onRetryPayment}>{t('retryPayment')}</Button>
          ) : (
            <Button onClick={onRetryBooking}>{t('retryBooking')}</Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
