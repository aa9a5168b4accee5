'use client';

import { useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useFieldArray } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { FLASH_KEY } from '@/components/auth/auth-provider';
import { navigateTo } from '@/components/auth/navigate';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import { Select } from '@/components/ui/select';
import { useLazyZodForm } from '@/components/ui/use-lazy-zod-form';
import {
  ARRIVAL_TIMES,
  ARRIVAL_UNKNOWN,
  BOOKING_LIMITS,
  COUNTRIES,
  DEFAULT_ARRIVAL_TIME,
  DEFAULT_COUNTRY,
  DEFAULT_PURPOSE,
  PURPOSES,
} from '@/lib/booking/options';
import { bookingParty, occupancyValues, sleepsParty, type Sleeps } from '@/lib/booking/occupancy';
import type { Quote } from '@/lib/booking/quote';
import type { ValidationKey } from '@/lib/errors';
import { formatNaira } from '@/lib/format/naira';
import type { BookingForm as BookingFormOutput, BookingFormValues } from '@/lib/validation/booking';
import { STAY_SCREENS, stayMessage } from '@/lib/validation/stay-screens';
import type { BookingIssue } from './booking-issue-dialog';
import { runBookingFlow, sendJson, type FlowStep, type PaymentChoice } from './booking-flow';
import { buildBookingPayload, type GuestDefaults, type PayloadStay } from './booking-payload';
import { CheckboxField, LabelledField, SelectField, TextAreaField, TextField } from './form-fields';
import { ProgressOverlay } from './progress-overlay';
import { card, cardTitle, muted } from './styles';

// The rules and the dialogs load when first needed (Book now), keeping them out of the page's first load.
const loadSchema = () => import('@/lib/validation/booking').then((m) => m.bookingFormSchema);
const PaymentDialog = dynamic(() => import('./payment-dialog').then((m) => m.PaymentDialog), { ssr: false });
const ConfirmContactDialog = dynamic(() => import('./confirm-contact-dialog').then((m) => m.ConfirmContactDialog), {
  ssr: false,
});
const BookingIssueDialog = dynamic(() => import('./booking-issue-dialog').then((m) => m.BookingIssueDialog), {
  ssr: false,
});
const InvalidDatesDialog = dynamic(() => import('./invalid-dates-dialog').then((m) => m.InvalidDatesDialog), {
  ssr: false,
});

export interface BookingFormProps {
  hotelId: string;
  /** The hotel page with the stay kept: where 'Invalid Dates' returns to. */
  hotelHref: string;
  stay: PayloadStay;
  quote: Quote;
  /** What the chosen rooms sleep: the party with its extra guests must fit (lib/booking/occupancy). */
  sleeps: Sleeps;
  /** Prefilled from the signed-in guest; empty for a visitor. */
  defaults: GuestDefaults;
  signedIn: boolean;
  /** This browser's booking for the page, back from the card checkout. */
  existingBookingId: string | null;
  /** The card checkout came back without a payment. */
  paymentReturn: 'failed' | 'cancelled' | null;
  /** The good-to-know list, rendered on the server between the form and the special requests. */
  goodToKnow: ReactNode;
  /** Card payments can be taken (Flutterwave, or the sandbox); otherwise 'Pay now' says it is unavailable. */
  cardPayments: boolean;
}

/** The guest form, special requests and 'Book now', and the booking flow behind it (payment choice, progress, issues). */
export function BookingForm({
  hotelId,
  hotelHref,
  stay,
  quote,
  sleeps,
  defaults,
  signedIn,
  existingBookingId,
  paymentReturn,
  goodToKnow,
  cardPayments,
}: BookingFormProps) {
  const t = useTranslations('booking.form');
  const tp = useTranslations('booking.payment');
  const td = useTranslations('booking.page');
  const tv = useTranslations('validation');
  const form = useLazyZodForm<BookingFormValues, BookingFormOutput>(loadSchema, {
    defaultValues: {
      ...defaults,
      country: DEFAULT_COUNTRY,
      paperlessConfirmation: true,
      arrivalTime: DEFAULT_ARRIVAL_TIME,
      purpose: DEFAULT_PURPOSE,
      guests: [],
      request: '',
    },
  });
  const guests = useFieldArray({ control: form.control, name: 'guests' });
  // Each extra guest is one more adult to house; the server refuses a party the rooms cannot.
  const party = bookingParty(stay, guests.fields.length);
  const overfull = sleepsParty(sleeps, party) ? null : tv('extraGuestsDoNotFit', occupancyValues(sleeps, party));
  const [checked, setChecked] = useState<BookingFormOutput | null>(null);
  const [dateProblem, setDateProblem] = useState<ValidationKey | null>(null);
  const horizonDays = useBookingHorizon();
  const [choosing, setChoosing] = useState(false);
  // A dialog stays mounted once it has opened, so that Radix can close it and hand the focus back properly.
  const [paymentMounted, setPaymentMounted] = useState(false);
  const [step, setStep] = useState<FlowStep | 'done' | null>(null);
  const [bookingId, setBookingId] = useState(existingBookingId);
  // Back from the card checkout without a payment: the booking is held, the payment can be tried again.
  const [issue, setIssue] = useState<BookingIssue | null>(() =>
    paymentReturn && existingBookingId
      ? { message: td(`paymentReturn.${paymentReturn}`), created: true, payNow: true }
      : null,
  );

  const [issueMounted, setIssueMounted] = useState(issue !== null);
  // A big stay paid at the property first confirms the booking's e-mail or phone (mounted once asked, like the others).
  const [confirming, setConfirming] = useState(false);
  const [confirmMounted, setConfirmMounted] = useState(false);
  const openPayment = () => {
    setPaymentMounted(true);
    setChoosing(true);
  };
  const raise = (next: BookingIssue) => {
    setIssueMounted(true);
    setIssue(next);
  };

  const onBookNow = form.handleSubmit((values) => {
    if (overfull) {
      document.getElementById('extra-guests-fit')?.focus();
      return;
    }
    const problem = stayMessage(STAY_SCREENS.bookingPage, stay, { horizonDays });
    if (problem) {
      setDateProblem(problem);
      return;
    }
    setChecked(values);
    openPayment();
  });

  const pay = async (choice: PaymentChoice) => {
    setChoosing(false);
    setIssue(null);
    const result = await runBookingFlow({
      hotelId,
      // A new booking is made only after 'Book now' checked the form; a retry of the same booking sends none.
      payload: () => buildBookingPayload(checked!, stay, quote),
      bookingId,
      choice,
      send: sendJson,
      onStep: setStep,
      texts: {
        somethingWentWrong: tp('errors.somethingWentWrong'),
        initiationFailed: tp('errors.initiationFailed'),
        noPaymentUrl: tp('errors.noPaymentUrl'),
      },
    });
    if (result.ok) {
      setBookingId(result.bookingId);
      setStep('done');
      if (result.next.kind === 'confirmation' && result.next.message) {
        try {
          sessionStorage.setItem(FLASH_KEY, result.next.message);
        } catch {
          // Private mode: the confirmation page says it all anyway.
        }
      }
      navigateTo(result.next.href);
      return;
    }
    setStep(null);
    setBookingId(result.bookingId);
    if (result.code === 'contactConfirmationRequired' && result.bookingId) {
      setConfirmMounted(true);
      setConfirming(true);
      return;
    }
    raise({ message: result.message, created: result.bookingId !== null, payNow: choice === 'payNow' });
    if (result.payment) {
      const { toast } = await import('sonner');
      toast.error(result.message);
    }
  };

  const countryOptions = COUNTRIES.map((c) => ({ value: c.value, label: t(`countries.${c.value}` as 'countries.NG') }));
  const arrivalOptions = ARRIVAL_TIMES.map((v) => ({
    value: v,
    label: v === ARRIVAL_UNKNOWN ? t('arrivalUnknown') : v,
  }));
  const purposeOptions = PURPOSES.map((p) => ({ value: p, label: t(`purposes.${p}`) }));
  const progress =
    step && step !== 'done' ? tp(`progress.${step}`) : step === 'done' ? tp('progress.redirecting') : null;

  return (
    <Form {...form}>
      <form noValidate onSubmit={onBookNow} className="space-y-4">
        <section className={card} aria-labelledby="guest-form-title">
          <h2 id="guest-form-title" className={cardTitle}>
            {t('title')}
          </h2>
          {signedIn && <p className={`mt-1 ${muted}`}>{t('signedInNote')}</p>}
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <TextField name="firstName" label={t('firstName')} autoComplete="given-name" />
            <TextField name="lastName" label={t('lastName')} autoComplete="family-name" />
            <TextField
              name="email"
              label={t('email')}
              hint={t('emailHint')}
              type="email"
              inputMode="email"
              autoComplete="email"
              className="sm:col-span-2"
            />
            <TextField
              name="phoneNumber"
              label={t('phone')}
              hint={t('phoneHint')}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
            />
            <LabelledField name="country" label={t('country')}>
              {(field) => (
                <Select
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={field.value?.value ?? ''}
                  onChange={(e) => field.onChange(COUNTRIES.find((c) => c.value === e.target.value))}
                >
                  {countryOptions.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </Select>
              )}
            </LabelledField>
            <div className="sm:col-span-2">
              <CheckboxField name="paperlessConfirmation" label={t('paperless')} hint={t('paperlessHint')} />
            </div>
            <SelectField name="arrivalTime" label={t('arrivalTime')} options={arrivalOptions} />
            <SelectField name="purpose" label={t('purpose')} options={purposeOptions} />
          </div>
        </section>

        <section className={card} aria-labelledby="extra-guests-title">
          <h2 id="extra-guests-title" className={cardTitle}>
            {t('guests')}
          </h2>
          <p className={`mt-1 ${muted}`}>{t('guestsHint')}</p>
          {guests.fields.map((g, i) => (
            <fieldset key={g.id} className="mt-4 rounded-xl border border-gray-200 p-3 dark:border-night-700">
              <legend className="px-1 text-sm font-semibold">{t('guest', { index: i + 1 })}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField name={`guests.${i}.firstName`} label={t('firstName')} />
                <TextField name={`guests.${i}.lastName`} label={t('lastName')} />
                <TextField name={`guests.${i}.email`} label={t('email')} type="email" inputMode="email" />
                <TextField name={`guests.${i}.phoneNumber`} label={t('phone')} type="tel" inputMode="tel" dir="ltr" />
              </div>
              <Button variant="link" className="mt-1" onClick={() => guests.remove(i)}>
                {t('removeGuest', { index: i + 1 })}
              </Button>
            </fieldset>
          ))}
          <p
            id="extra-guests-fit"
            tabIndex={-1}
            aria-live="polite"
            className="mt-3 text-sm font-medium text-red-700 empty:hidden dark:text-red-400"
          >
            {overfull ?? ''}
          </p>
          {guests.fields.length < BOOKING_LIMITS.extraGuests && (
            <Button
              variant="secondary"
              size="sm"
              className="mt-4"
              onClick={() => guests.append({ firstName: '', lastName: '', email: '', phoneNumber: '' })}
            >
              {t('addGuest')}
            </Button>
          )}
        </section>

        {goodToKnow}

        <section className={card} aria-labelledby="special-requests-title">
          <h2 id="special-requests-title" className={cardTitle}>
            {t('request')}
          </h2>
          <p className={`mt-1 ${muted}`}>{t('requestHint')}</p>
          <TextAreaField name="request" label={t('requestLabel')} className="mt-3" />
        </section>

        <SubmitButton size="lg" className="w-full sm:w-auto sm:min-w-56" pending={step !== null}>
          {t('bookNow')}
        </SubmitButton>
      </form>

      {paymentMounted && (
        <PaymentDialog
          open={choosing}
          onOpenChange={setChoosing}
          amount={formatNaira(quote.amountToBePaid)}
          cardPayments={cardPayments}
          onChoose={(choice) => void pay(choice)}
        />
      )}
      {confirmMounted && bookingId && (
        <ConfirmContactDialog
          open={confirming}
          onOpenChange={setConfirming}
          bookingId={bookingId}
          email={checked?.email}
          phone={checked?.phoneNumber}
          onConfirmed={() => {
            setConfirming(false);
            void pay('payAtProperty');
          }}
        />
      )}
      {issueMounted && (
        <BookingIssueDialog
          issue={issue}
          onClose={() => setIssue(null)}
          onRetryPayment={() => void pay('payNow')}
          onRetryBooking={() => {
            setIssue(null);
            // Without checked details (back from the checkout), 'Book now' checks them before the dialog opens.
            if (checked || bookingId) openPayment();
            else void onBookNow();
          }}
        />
      )}
      {dateProblem && <InvalidDatesDialog open hotelHref={hotelHref} problem={dateProblem} />}
      <ProgressOverlay text={progress} />
    </Form>
  );
}
