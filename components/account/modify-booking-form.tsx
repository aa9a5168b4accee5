'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ModifiableBooking } from '@/lib/data/booking-changes';
import { todayInLagos } from '@/lib/dates';
import { formatNaira } from '@/lib/format/naira';
import type { ModifyForm } from '@/lib/validation/booking-change';
import { useErrorText } from '@/components/ui/use-error-text';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import { lastCheckIn, lastCheckOut } from '@/lib/validation/stay';

interface Quote {
  previousAmount: number;
  newAmount: number;
  difference: number;
  amountPaid: number;
  keptCharge: number;
  balanceDue: number;
  refundOwed: number;
}

const card = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';

/** The request's party ('guests', such as a party its rooms cannot house) is shown under the adults. */
const FIELD_FOR = { guests: 'adults' } as const;

function bodyOf(values: ModifyForm, confirm: boolean, expectedAmount?: number) {
  return {
    checkInDate: values.checkInDate,
    checkOutDate: values.checkOutDate,
    rooms: Object.entries(values.rooms)
      .filter(([, n]) => n > 0)
      .map(([room, numberOfRooms]) => ({ room, numberOfRooms })),
    guests: { adults: values.adults, children: values.children },
    guest: {
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phoneNumber: values.phoneNumber,
    },
    confirm,
    expectedAmount,
  };
}

/** New dates, rooms, party or guest: the server prices the change first, and it is applied only once confirmed. */
export function ModifyBookingForm({
  booking,
  doneHref = '/hotel/settings?tab=My+Bookings',
}: {
  booking: ModifiableBooking;
  /** Where the guest goes once the change is saved. */
  doneHref?: string;
}) {
  const t = useTranslations('account.modify');
  const errorText = useErrorText();
  const router = useRouter();
  const [quote, setQuote] = useState<Quote | null>(null);
  const horizonDays = useBookingHorizon();
  const form = useZodForm(
    () => import('@/lib/validation/booking-change').then((m) => m.modifyFormSchema(horizonDays)),
    {
      defaultValues: {
        checkInDate: booking.checkInDate,
        checkOutDate: booking.checkOutDate,
        adults: booking.adults,
        children: booking.children,
        rooms: Object.fromEntries(booking.categories.map((c) => [c.id, booking.rooms[c.id] ?? 0])),
        ...booking.guest,
      },
    },
  );

  async function check(values: ModifyForm) {
    setQuote(null);
    const answer = await submitJson(`/api/bookings/${booking.id}/modify`, bodyOf(values, false), {
      loading: t('checking'),
      error: t('failed'),
      form,
      fieldFor: FIELD_FOR,
    });
    if (answer.ok) setQuote(answer.data as unknown as Quote);
  }

  async function confirm(values: ModifyForm) {
    if (!quote) return;
    const answer = await submitJson(`/api/bookings/${booking.id}/modify`, bodyOf(values, true, quote.newAmount), {
      loading: t('saving'),
      error: t('failed'),
      form,
      fieldFor: FIELD_FOR,
    });
    if (answer.ok) router.push(doneHref);
    else setQuote(null);
  }

  const today = todayInLagos();
  // The last day each date may be: a check-in up to the booking horizon, a check-out the longest stay after it.
  const latest = { checkInDate: lastCheckIn(horizonDays, today), checkOutDate: lastCheckOut(horizonDays, today) };
  const text = (name: 'firstName' | 'lastName' | 'email' | 'phoneNumber', type = 'text', dir?: 'ltr') => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{t(name)}</FormLabel>
          <FormControl>
            <Input type={type} dir={dir} {...field} onChange={(e) => (setQuote(null), field.onChange(e))} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(check)} noValidate className="mt-6 grid gap-5">
        <fieldset className={`${card} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 font-bold">{t('dates')}</legend>
          {(['checkInDate', 'checkOutDate'] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t(name)}</FormLabel>
                  <FormControl>
                    <Input
                      type="date"
                      min={today}
                      max={latest[name]}
                      {...field}
                      onChange={(e) => (setQuote(null), field.onChange(e))}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
          {(['adults', 'children'] as const).map((name) => (
            <FormField
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t(name)}</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={name === 'adults' ? 1 : 0}
                      max={30}
                      inputMode="numeric"
                      {...field}
                      value={String(field.value)}
                      onChange={(e) => (setQuote(null), field.onChange(e.target.value))}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          ))}
        </fieldset>
        <fieldset className={`${card} grid gap-3`}>
          <legend className="px-1 font-bold">{t('rooms')}</legend>
          {booking.categories.map((c) => (
            <FormField
              key={c.id}
              control={form.control}
              name={`rooms.${c.id}`}
              render={({ field }) => (
                <FormItem className="grid grid-cols-[1fr_6rem] items-center gap-3">
                  <FormLabel>
                    {c.name}
                    <span className="block text-xs font-normal text-gray-600 dark:text-gray-400">
                      {t('fromPerNight', { price: formatNaira(c.standardPrice) })}
                    </span>
                  </FormLabel>
                  <FormControl>
                    <Select
                      value={String(field.value ?? 0)}
                      onChange={(e) => (setQuote(null), field.onChange(e.target.value))}
                    >
                      {Array.from({ length: Math.min(10, c.totalRooms) + 1 }, (_, n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  </FormControl>
                </FormItem>
              )}
            />
          ))}
          {form.formState.errors.rooms?.root?.message || form.formState.errors.rooms?.message ? (
            <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
              {errorText(String(form.formState.errors.rooms?.root?.message ?? form.formState.errors.rooms?.message))}
            </p>
          ) : null}
        </fieldset>
        <fieldset className={`${card} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 font-bold">{t('guest')}</legend>
          {text('firstName')}
          {text('lastName')}
          {text('email', 'email', 'ltr')}
          {text('phoneNumber', 'tel', 'ltr')}
        </fieldset>

        {quote && (
          <div
            role="status"
            data-testid="price-difference"
            className="rounded-2xl bg-brand-50 p-4 text-sm dark:bg-night-800"
          >
            <p>{t('previousTotal', { amount: formatNaira(quote.previousAmount) })}</p>
            <p className="font-semibold">{t('newTotal', { amount: formatNaira(quote.newAmount) })}</p>
            <p className="mt-1 font-bold">
              {quote.difference > 0
                ? t('toPay', { amount: formatNaira(quote.difference) })
                : quote.difference < 0
                  ? t('lessToPay', { amount: formatNaira(-quote.difference) })
                  : t('noDifference')}
            </p>
            {quote.amountPaid > 0 && (
              <div className="mt-2 grid gap-1" data-testid="balance-after-change">
                <p>{t('paidSoFar', { amount: formatNaira(quote.amountPaid) })}</p>
                {quote.keptCharge > 0 && <p>{t('keptCharge', { amount: formatNaira(quote.keptCharge) })}</p>}
                {quote.balanceDue > 0 && (
                  <p className="font-bold">{t('balanceAfter', { amount: formatNaira(quote.balanceDue) })}</p>
                )}
                {quote.refundOwed > 0 && (
                  <p className="font-bold">{t('refundAfter', { amount: formatNaira(quote.refundOwed) })}</p>
                )}
              </div>
            )}
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <SubmitButton variant={quote ? 'secondary' : 'primary'} pending={form.formState.isSubmitting && !quote}>
            {t('checkPrice')}
          </SubmitButton>
          {quote && (
            <Button type="button" pending={form.formState.isSubmitting} onClick={form.handleSubmit(confirm)}>
              {t('confirm')}
            </Button>
          )}
        </div>
      </form>
    </Form>
  );
}
