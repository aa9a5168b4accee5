'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { addDays, isIsoDate } from '@/lib/dates';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import { isBookableCheckIn, lastCheckIn, normaliseCheckOut, STAY_LIMITS } from '@/lib/validation/stay';
import { PARTY, partyCount, type PartyField, type StayQuery } from './initial-stay';

interface StayFormProps {
  /** Where a browser without JavaScript sends the form (a plain GET): the hotel's page that prices the rooms itself. */
  action: string;
  /** The stay shown; a new value (a stored search, a normalised submit) replaces what the form holds. */
  value: StayQuery;
  today: string;
  busy: boolean;
  /** Called with the checked values. */
  onSearch: (stay: StayQuery) => void;
}

const QUERY_NAME: Record<PartyField, keyof StayQuery> = { adults: 'adults', children: 'children', rooms: 'room' };

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-gray-300 text-lg font-bold hover:bg-gray-50 disabled:opacity-40 dark:border-night-600 dark:hover:bg-night-800';

/**
 * Dates and party of the stay: native date inputs and small counters, checked by the stay schema (react-hook-form);
 * each error is helper text under its field and the first invalid field takes the focus.
 */
export function StayForm({ action, value, today, busy, onSearch }: StayFormProps) {
  const t = useTranslations('search');
  const th = useTranslations('hotel');
  const horizonDays = useBookingHorizon();
  const form = useZodForm(() => import('@/lib/validation/stay-schema').then((m) => m.stayForm(horizonDays)), {
    defaultValues: value,
  });
  const { reset, setValue, watch } = form;

  // A new stay from outside (a stored search, a normalised submit) replaces the form's; not the first one, which the
  // form already holds, along with anything typed before the page started.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    reset(value);
  }, [reset, value]);

  const draft = watch();
  const lastDay = lastCheckIn(horizonDays, today);
  const validCheckIn = isBookableCheckIn(draft.checkIn, today) && draft.checkIn <= lastDay;
  const revalidate = form.formState.submitCount > 0;

  const submit = form.handleSubmit(() => onSearch(form.getValues()));

  return (
    <Form {...form}>
      <form
        method="get"
        action={action}
        noValidate
        onSubmit={submit}
        className="space-y-3 rounded-2xl border border-gray-200 p-4 dark:border-night-700"
      >
        <div className="grid grid-cols-2 gap-3">
          <FormField
            control={form.control}
            name="checkIn"
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormLabel className="font-medium">{t('checkIn')}</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    required
                    min={today}
                    max={lastDay}
                    {...field}
                    onChange={(e) => {
                      const checkIn = e.target.value;
                      field.onChange(checkIn);
                      // A check-out not after the new check-in moves to the next day, as the spec's normalisation.
                      const checkOut = isIsoDate(checkIn) && normaliseCheckOut(checkIn, draft.checkOut);
                      if (checkOut && checkOut !== draft.checkOut)
                        setValue('checkOut', checkOut, { shouldValidate: revalidate });
                    }}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="checkOut"
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormLabel className="font-medium">{t('checkOut')}</FormLabel>
                <FormControl>
                  <Input
                    type="date"
                    required
                    min={addDays(validCheckIn ? draft.checkIn : today, STAY_LIMITS.minNights)}
                    max={addDays(validCheckIn ? draft.checkIn : lastDay, STAY_LIMITS.maxNights)}
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <div className="grid gap-2 sm:grid-cols-3 sm:gap-3">
          {(Object.keys(QUERY_NAME) as PartyField[]).map((key) => {
            const name = QUERY_NAME[key] as 'adults' | 'children' | 'room';
            const { min, max } = PARTY[key];
            const label = t(key);
            return (
              <FormField
                key={key}
                control={form.control}
                name={name}
                render={({ field }) => {
                  const count = partyCount(key, field.value);
                  const step = (by: number) =>
                    setValue(name, String(Math.min(max, Math.max(min, count + by))), {
                      shouldValidate: revalidate,
                    });
                  return (
                    <FormItem className="gap-1 text-sm font-medium">
                      <div className="flex items-center justify-between gap-2 sm:block">
                        <FormLabel className="font-medium">{label}</FormLabel>
                        <div className="flex items-center gap-1 sm:mt-1">
                          <button
                            type="button"
                            aria-label={t('decrease', { label })}
                            disabled={count <= min}
                            onClick={() => step(-1)}
                            className={stepButton}
                          >
                            −
                          </button>
                          <FormControl>
                            <Input
                              type="number"
                              inputMode="numeric"
                              min={min}
                              max={max}
                              required
                              {...field}
                              className="w-14 px-1 text-center"
                            />
                          </FormControl>
                          <button
                            type="button"
                            aria-label={t('increase', { label })}
                            disabled={count >= max}
                            onClick={() => step(1)}
                            className={stepButton}
                          >
                            +
                          </button>
                        </div>
                      </div>
                      <FormMessage />
                    </FormItem>
                  );
                }}
              />
            );
          })}
        </div>
        <Button type="submit" size="lg" pending={busy} className="w-full rounded-full sm:w-auto">
          {th('changeSearch')}
        </Button>
      </form>
    </Form>
  );
}
