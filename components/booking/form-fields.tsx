'use client';

import type { ComponentProps, ReactNode } from 'react';
import { useFormContext, type ControllerRenderProps, type FieldPath } from 'react-hook-form';
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

type BookingField<N extends Name = Name> = ControllerRenderProps<BookingFormValues, N>;

/** The label, the control, the hint and the error of one field of the booking form. */
export function LabelledField<N extends Name>({
  name,
  label,
  hint,
  className,
  children,
}: Omit<FieldProps, 'name'> & { name: N; children: (field: BookingField<N>) => ReactNode }) {
  const { control } = useFormContext<BookingFormValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl hasDescription={Boolean(hint)}>{children(field)}</FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

const text = (field: BookingField) => (typeof field.value === 'string' ? field.value : '');

/** A labelled text input of the booking form with its hint and error. */
export function TextField({
  name,
  label,
  hint,
  className,
  ...input
}: FieldProps & Omit<ComponentProps<'input'>, 'name'>) {
  return (
    <LabelledField name={name} label={label} hint={hint} className={className}>
      {(field) => <Input {...input} {...field} value={text(field)} />}
    </LabelledField>
  );
}

/** A labelled multi-line input. */
export function TextAreaField(props: FieldProps) {
  return <LabelledField {...props}>{(field) => <Textarea {...field} value={text(field)} />}</LabelledField>;
}

/** A labelled native select of plain string values. */
export function SelectField({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  return (
    <LabelledField {...props}>
      {(field) => (
        <Select
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={text(field)}
          onChange={(e) => field.onChange(e.target.value)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </LabelledField>
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
