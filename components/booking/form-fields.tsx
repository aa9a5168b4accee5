'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type FieldPath } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { BookingFormValues } from '@/lib/validation/booking';

type Name = FieldPath<BookingFormValues>;

interface FieldProps {
  name: Name;
  label: string;
  hint?: string;
  className?: string;
}

/** A labelled text input of the booking form with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'name'>) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl hasDescription={Boolean(hint)}>
            <Input {...input} {...field} value={typeof field.value === 'string' ? field.value : ''} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ name, label, hint, className }: FieldProps) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl hasDescription={Boolean(hint)}>
            <Textarea {...field} value={typeof field.value === 'string' ? field.value : ''} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A labelled native select of plain string values. */
export function SelectField({
  name,
  label,
  options,
  className,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Select
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(e) => field.onChange(e.target.value)}
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A checkbox with its label beside it and a hint under it. */
export function CheckboxField({ name, label, hint }: { name: Name; label: ReactNode; hint?: string }) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <FormControl hasDescription={Boolean(hint)}>
            <Checkbox
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.target.checked)}
              className="mt-0.5"
            />
          </FormControl>
          <div className="grid min-w-0 flex-1 gap-0.5">
            <FormLabel className="font-medium">{label}</FormLabel>
            {hint && <FormDescription className="px-0">{hint}</FormDescription>}
          </div>
        </FormItem>
      )}
    />
  );
}
