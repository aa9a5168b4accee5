'use client';

import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { EyeIcon, EyeOffIcon } from './auth-icons';

interface AuthFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  /** Helper text; marks the field invalid. */
  error?: string;
  /** A button beside the input, such as Verify. */
  action?: ReactNode;
  /** Content inside the input's end edge, such as the show-password toggle. */
  adornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

const inputClass =
  'h-11 w-full min-w-0 rounded-xl border bg-white px-3 text-base text-gray-900 placeholder:text-gray-400 disabled:cursor-not-allowed disabled:bg-gray-100 disabled:text-gray-600 dark:bg-night-850 dark:text-gray-100 dark:disabled:bg-night-800 dark:disabled:text-gray-400';

/** A labelled input with its error as helper text underneath. */
export function AuthField({
  label,
  error,
  action,
  adornment,
  inputRef,
  onValue,
  className,
  id,
  ...input
}: AuthFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <div className="flex items-start gap-2">
        <div className="relative min-w-0 flex-1">
          <input
            ref={inputRef}
            id={inputId}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => onValue(e.target.value)}
            className={cn(
              inputClass,
              adornment && 'pe-12',
              error
                ? 'border-red-600 dark:border-red-400'
                : 'border-gray-300 hover:border-brand-500 dark:border-night-600 dark:hover:border-brand-400',
            )}
            {...input}
          />
          {adornment}
        </div>
        {action}
      </div>
      {error && (
        <p id={errorId} className="mt-1 px-1 text-xs font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

interface PasswordFieldProps extends Omit<AuthFieldProps, 'type' | 'adornment' | 'action'> {
  showLabel: string;
  hideLabel: string;
}

/** A password input with a show/hide toggle. */
export function PasswordField({ showLabel, hideLabel, ...field }: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  return (
    <AuthField
      {...field}
      type={shown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          aria-label={shown ? hideLabel : showLabel}
          onClick={() => setShown((s) => !s)}
          className="absolute inset-y-0 end-0 inline-flex w-11 items-center justify-center rounded-e-xl text-gray-500 hover:text-brand-700 dark:text-gray-400 dark:hover:text-brand-300"
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      }
    />
  );
}

/** The 6-digit code input: digits only, offered by the phone's keyboard and SMS autofill. */
export function CodeField(props: Omit<AuthFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <AuthField
      {...props}
      onValue={(v) => props.onValue(v.replace(/\D/g, '').slice(0, 6))}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      dir="ltr"
      className={cn('[&_input]:tracking-[0.3em]', props.className)}
    />
  );
}
