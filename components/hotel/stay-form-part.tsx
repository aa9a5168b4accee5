'use client';

import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useZodForm } from '@/components/ui/use-zod-form';
import { useBookingHorizon } from '@/components/search/booking-horizon';
import { partyCount, type StayQuery } from './initial-stay';
import {
  countInputProps,
  movedCheckOut,
  PARTY_FIELDS,
  PartyCounter,
  stayDateBounds,
  StayFormFrame,
  stayItemClasses,
  steppedCount,
} from './stay-fields';

/** What the traveller did in the page's plain stay form (./stay-form) that made this one take over. */
export type StayFormStart = 'submit';

export interface StayFormProps {
  /** Where a browser without JavaScript sends the form (a plain GET): the hotel's page that prices the rooms itself. */
  action: string;
  /** The stay shown; a new value (a stored search, a normalised submit) replaces what the form holds. */
  value: StayQuery;
  /** What the form starts with when it is not `value`: what the traveller put in the plain form. */
  defaultValues?: StayQuery;
  today: string;
  busy: boolean;
  /** Called with the checked values. */
  onSearch: (stay: StayQuery) => void;
  startWith?: StayFormStart;
}

/**
 * Dates and party of the stay, checked by the stay schema (react-hook-form); each error is helper text under its field
 * and the first invalid field takes the focus.
 */
export function StayForm({ action, value, defaultValues, today, busy, onSearch, startWith }: StayFormProps) {
  const t = useTranslations('search');
  const horizonDays = useBookingHorizon();
  const form = useZodForm(() => import('@/lib/validation/stay-schema').then((m) => m.stayForm(horizonDays)), {
    defaultValues: defaultValues ?? value,
  });
  const { reset, setValue, watch } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // A new stay from outside (a stored search, a normalised submit) replaces the form's; not the first one, which the
  // form already holds.
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    reset(value);
  }, [reset, value]);

  // Taking over from the plain form: the stay is checked and searched as the traveller asked.
  const startRef = useRef(startWith);
  useEffect(() => {
    if (startRef.current === 'submit') formRef.current?.requestSubmit();
  }, [form]);

  const draft = watch();
  const bounds = stayDateBounds(draft, today, horizonDays);
  const revalidate = form.formState.submitCount > 0;

  return (
    <Form {...form}>
      <StayFormFrame
        action={action}
        formRef={formRef}
        onSubmit={form.handleSubmit(() => onSearch(form.getValues()))}
        busy={busy}
        dates={
          <>
            <FormField
              control={form.control}
              name="checkIn"
              render={({ field }) => (
                <FormItem className={stayItemClasses.date}>
                  <FormLabel className="font-medium">{t('checkIn')}</FormLabel>
                  <FormControl>
                    <Input
                      type="date"
                      required
                      {...bounds.checkIn}
                      {...field}
                      onChange={(e) => {
                        const checkIn = e.target.value;
                        field.onChange(checkIn);
                        const checkOut = movedCheckOut(checkIn, draft.checkOut);
                        if (checkOut) setValue('checkOut', checkOut, { shouldValidate: revalidate });
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
                <FormItem className={stayItemClasses.date}>
                  <FormLabel className="font-medium">{t('checkOut')}</FormLabel>
                  <FormControl>
                    <Input type="date" required {...bounds.checkOut} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          </>
        }
        party={PARTY_FIELDS.map(({ key, name }) => (
          <FormField
            key={key}
            control={form.control}
            name={name}
            render={({ field }) => {
              const count = partyCount(key, field.value);
              return (
                <FormItem className={stayItemClasses.count}>
                  <PartyCounter
                    field={key}
                    label={<FormLabel className="font-medium">{t(key)}</FormLabel>}
                    count={count}
                    onStep={(by) => setValue(name, steppedCount(key, count, by), { shouldValidate: revalidate })}
                  >
                    <FormControl>
                      <Input {...countInputProps(key)} {...field} />
                    </FormControl>
                  </PartyCounter>
                  <FormMessage />
                </FormItem>
              );
            }}
          />
        ))}
      />
    </Form>
  );
}

export default StayForm;
