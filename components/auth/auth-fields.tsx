'use client';

import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './auth-icons';

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'>;

export interface AuthFieldProps<T extends FieldValues, TOut extends FieldValues> extends InputProps {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** A button beside the input, such as Verify. */
  action?: ReactNode;
  /** Content inside the input's end edge, such as the show-password toggle. */
  adornment?: ReactNode;
  /** Cleans what is typed before it is stored (the code field keeps digits only). */
  clean?: (value: string) => string;
}

/** A labelled input of a react-hook-form form, with its error as helper text underneath. */
export function AuthField<T extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  action,
  adornment,
  clean,
  className,
  disabled,
  ...input
}: AuthFieldProps<T, TOut>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="flex items-start gap-2">
            <div className="relative min-w-0 flex-1">
              <FormControl>
                <Input
                  {...input}
                  name={field.name}
                  ref={field.ref}
                  value={(field.value as string | undefined) ?? ''}
                  onChange={(e) => field.onChange(clean ? clean(e.target.value) : e.target.value)}
                  onBlur={field.onBlur}
                  // Only the input is disabled: react-hook-form would drop a disabled field's value from the submit.
                  disabled={disabled}
                  className={cn(adornment && 'pe-12')}
                />
              </FormControl>
              {adornment}
            </div>
            {action}
          </div>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField<T extends FieldValues, TOut extends FieldValues>(
  props: Omit<AuthFieldProps<T, TOut>, 'type' | 'adornment' | 'action'>,
) {
  const t = useTranslations('onboarding.fields');
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          aria-label={shown ? t('hidePassword') : t('showPassword')}
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-xl text-gray-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-gray-300 dark:hover:text-brand-300"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

const digits = (value: string) => value.replace(/\D/g, '').slice(0, 6);

/** The 6-digit code input: digits only, offered by the phone's keyboard and SMS autofill. */
export function CodeField<T extends FieldValues, TOut extends FieldValues>(
  props: Omit<AuthFieldProps<T, TOut>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'clean'>,
) {
  return (
    <AuthField
      {...props}
      clean={digits}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      className={cn('[&_input]:tracking-[0.3em]', props.className)}
    />
  );
}
