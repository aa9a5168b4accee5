'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Checkbox } from '@/components/ui/checkbox';
import { formatNaira } from '@/lib/format/naira';
import { ActionDialog } from './action-dialog';

export interface BookingActionsProps {
  bookingId: string;
  reference: string;
  email: string;
  options: {
    markPaid: boolean;
    amountDue: number;
    noShow: boolean;
    noShowFee: number;
    cancel: boolean;
    resendConfirmation: boolean;
    resolveFlag: boolean;
  };
  /** What cancelling costs now by the rule, and what was paid by card. */
  cancellation: { fee: number; amountPaid: number; refundAmount: number } | null;
}

/** The desk's actions on one booking, each behind a confirmation dialog; the page shows only those that apply now. */
export function BookingActions({ bookingId, reference, email, options, cancellation }: BookingActionsProps) {
  const t = useTranslations('desk.actions');
  const [waive, setWaive] = useState(false);
  const path = `/api/desk/bookings/${bookingId}/actions`;
  const any =
    options.markPaid ||
    options.noShow ||
    (options.cancel && cancellation) ||
    options.resendConfirmation ||
    options.resolveFlag;
  if (!any) return <p className="text-sm text-gray-600 dark:text-gray-300">{t('none')}</p>;
  const refund = cancellation ? (waive ? cancellation.amountPaid : cancellation.refundAmount) : 0;

  return (
    <div className="flex flex-wrap gap-2">
      {options.markPaid && (
        <ActionDialog
          action="markPaid"
          label={t('markPaid.button')}
          title={t('markPaid.title', { reference })}
          description={t('markPaid.description', { amount: formatNaira(options.amountDue) })}
          confirmLabel={t('markPaid.confirm')}
          path={path}
          withReason
        />
      )}
      {options.noShow && (
        <ActionDialog
          action="noShow"
          label={t('noShow.button')}
          title={t('noShow.title', { reference })}
          description={t('noShow.description')}
          confirmLabel={t('noShow.confirm')}
          path={path}
          body={{ expectedFee: options.noShowFee }}
          withReason
          destructive
        >
          <p data-testid="no-show-charge" className="font-semibold">
            {options.noShowFee > 0 ? t('noShow.charge', { amount: formatNaira(options.noShowFee) }) : t('noShow.free')}
          </p>
        </ActionDialog>
      )}
      {options.cancel && cancellation && (
        <ActionDialog
          action="cancel"
          label={t('cancel.button')}
          title={t('cancel.title', { reference })}
          description={t('cancel.description')}
          confirmLabel={t('cancel.confirm')}
          path={path}
          body={{ waive, expectedFee: cancellation.fee }}
          withReason
          destructive
        >
          <p className="font-semibold">
            {cancellation.fee > 0 ? t('cancel.charge', { amount: formatNaira(cancellation.fee) }) : t('cancel.free')}
          </p>
          {cancellation.fee > 0 && (
            <label className="mt-3 flex items-center gap-3">
              <Checkbox checked={waive} onChange={(e) => setWaive(e.target.checked)} />
              <span>{t('cancel.waive')}</span>
            </label>
          )}
          {refund > 0 && <p className="mt-2">{t('cancel.refund', { amount: formatNaira(refund) })}</p>}
        </ActionDialog>
      )}
      {options.resendConfirmation && (
        <ActionDialog
          action="resendConfirmation"
          label={t('resendConfirmation.button')}
          title={t('resendConfirmation.title', { reference })}
          description={t('resendConfirmation.description', { email })}
          confirmLabel={t('resendConfirmation.confirm')}
          path={path}
          withReason={false}
        />
      )}
      {options.resolveFlag && (
        <ActionDialog
          action="resolveFlag"
          label={t('resolveFlag.button')}
          title={t('resolveFlag.title', { reference })}
          description={t('resolveFlag.description')}
          confirmLabel={t('resolveFlag.confirm')}
          path={path}
          withReason
        />
      )}
    </div>
  );
}
