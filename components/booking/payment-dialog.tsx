'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useZodForm } from '@/components/ui/use-zod-form';
import { cn } from '@/lib/cn';
import { PAYMENT_GATEWAYS } from '@/lib/booking/options';
import { paymentChoiceSchema } from '@/lib/validation/booking';
import type { PaymentChoice } from './booking-flow';
import { useErrorText } from '@/components/ui/use-error-text';

/**
 * Gateways the dialog lists: the card provider the site works with, and one a guest may look for that it does not
 * support yet (choosing it says so).
 */
const LISTED_GATEWAYS = [...PAYMENT_GATEWAYS, 'Paystack'] as const;

const option =
  'flex cursor-pointer items-start gap-3 rounded-xl border border-gray-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500 dark:border-night-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-night-800';
const radio = 'mt-0.5 size-5 shrink-0 accent-brand-700 focus-visible:outline-none dark:accent-brand-400';

/** The payment-option dialog: 'Pay now' (card, through a gateway) or 'Pay at the property', checked by the shared rules. */
export function PaymentDialog({
  open,
  onOpenChange,
  amount,
  cardPayments,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The total, as shown. */
  amount: string;
  /** Card payments can be taken; otherwise 'Pay now' cannot be chosen and says why. */
  cardPayments: boolean;
  onChoose: (choice: PaymentChoice) => void;
}) {
  const t = useTranslations('booking.payment');
  const errorText = useErrorText();
  const form = useZodForm(paymentChoiceSchema, { defaultValues: { option: undefined, gateway: null } });
  const { errors } = form.formState;
  const chosen = form.watch('option');
  const gateway = form.watch('gateway');

  useEffect(() => {
    if (open) form.reset({ option: undefined, gateway: null });
  }, [open, form]);

  const message = (key: string | undefined) => {
    if (!key) return undefined;
    return errorText(key, key === 'gatewayNotSupported' ? { name: gateway ?? '' } : undefined);
  };
  const optionError = message(errors.option?.message);
  const gatewayError = message(errors.gateway?.message);

  const submit = form.handleSubmit((value) => onChoose(value.option));

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('text', { amount })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <fieldset
            className="grid gap-2"
            aria-invalid={optionError ? true : undefined}
            aria-describedby={optionError ? 'payment-option-error' : undefined}
          >
            <legend className="sr-only">{t('options')}</legend>
            <label className={cn(option, !cardPayments && 'cursor-not-allowed opacity-80')}>
              <input
                type="radio"
                value="payNow"
                className={radio}
                disabled={!cardPayments}
                aria-describedby={cardPayments ? undefined : 'payment-card-unavailable'}
                {...form.register('option')}
              />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t('payNow')}</span>
                {cardPayments ? (
                  <span className="text-sm text-gray-600 dark:text-gray-300">{t('payNowHint')}</span>
                ) : (
                  <span id="payment-card-unavailable" className="text-sm font-medium text-red-700 dark:text-red-400">
                    {t('errors.unavailable')}
                  </span>
                )}
              </span>
            </label>
            {chosen === 'payNow' && (
              <div className="ms-8 grid gap-2">
                <fieldset className="grid gap-2" aria-describedby={gatewayError ? 'payment-gateway-error' : undefined}>
                  <legend className="mb-1 text-sm font-semibold">{t('gateway')}</legend>
                  {LISTED_GATEWAYS.map((name) => (
                    <label key={name} className={cn(option, 'py-2')}>
                      <input type="radio" value={name} className={radio} {...form.register('gateway')} />
                      <span className="font-medium">{name}</span>
                    </label>
                  ))}
                </fieldset>
                {gatewayError && (
                  <p
                    id="payment-gateway-error"
                    role="alert"
                    className="text-sm font-medium text-red-700 dark:text-red-400"
                  >
                    {gatewayError}
                  </p>
                )}
                <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/60 dark:text-amber-100">
                  {t('cardNotice')}
                </p>
              </div>
            )}
            <label className={option}>
              <input type="radio" value="payAtProperty" className={radio} {...form.register('option')} />
              <span className="grid gap-0.5">
                <span className="font-semibold">{t('atProperty')}</span>
                <span className="text-sm text-gray-600 dark:text-gray-300">{t('atPropertyHint')}</span>
              </span>
            </label>
          </fieldset>
          {optionError && (
            <p id="payment-option-error" role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
              {optionError}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="ghost">{t('cancel')}</Button>
            </DialogClose>
            <SubmitButton>{t('continue')}</SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
