'use client';

import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { cn } from '@/lib/cn';
import { PinIcon } from './search-icons';

/** The bordered box of a search field; red when invalid. */
export function fieldBox(invalid: boolean, compact: boolean): string {
  return cn(
    'flex w-full min-w-0 items-center gap-2 rounded-xl border bg-white text-start dark:bg-night-850',
    compact ? 'h-11 px-3' : 'h-14 px-3',
    invalid
      ? 'border-red-600 dark:border-red-400'
      : 'border-gray-300 hover:border-brand-500 dark:border-night-600 dark:hover:border-brand-400',
  );
}

export interface FieldError {
  id: string;
  text: string;
}

/** Helper texts under a field; their ids go into the field's aria-describedby. */
export function FieldErrors({ errors }: { errors: FieldError[] }) {
  return errors.map((e) => (
    <p key={e.id} id={e.id} className="mt-1 px-1 text-xs font-medium text-red-700 dark:text-red-400">
      {e.text}
    </p>
  ));
}

interface DialogFieldProps {
  label: string;
  value: string;
  icon: ReactNode;
  compact: boolean;
  doneLabel: string;
  /** Helper texts; any marks the field invalid. The compact bar shows them below its row instead. */
  errors: FieldError[];
  triggerRef?: Ref<HTMLButtonElement>;
  /** Extra footer actions beside Done. */
  actions?: ReactNode;
  className?: string;
  /** Rendered only while open, so lazy content loads on first opening. */
  children: ReactNode;
}

/**
 * A field whose button opens its editor in a modal <dialog>: the top layer escapes the hero's clipping, the browser
 * traps focus and closes it on Escape. A bottom sheet on phones, a centred card from 768px.
 */
export function DialogField({
  label,
  value,
  icon,
  compact,
  doneLabel,
  errors,
  triggerRef,
  actions,
  className,
  children,
}: DialogFieldProps) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const titleId = useId();
  const describedBy = errors.map((e) => e.id).join(' ') || undefined;

  useModalDialog(dialog, open);

  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };

  const setTrigger = (node: HTMLButtonElement | null) => {
    trigger.current = node;
    if (typeof triggerRef === 'function') triggerRef(node);
    else if (triggerRef) triggerRef.current = node;
  };

  return (
    <div className={cn('min-w-0', className)}>
      <button
        ref={setTrigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
        className={fieldBox(errors.length > 0, compact)}
      >
        <span className="shrink-0 text-brand-700 dark:text-brand-300">{icon}</span>
        <span className="min-w-0 flex-1">
          <span className={compact ? 'sr-only' : 'block text-xs font-semibold text-gray-600 dark:text-gray-300'}>
            {label}{' '}
          </span>
          <span className={cn('block truncate text-sm', compact && 'max-sm:sr-only')}>{value}</span>
        </span>
      </button>
      {!compact && <FieldErrors errors={errors} />}
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={close}
        onClick={(e) => {
          if (e.target === e.currentTarget) close();
        }}
        className="mx-0 mb-0 mt-auto max-h-[90dvh] w-full max-w-none rounded-t-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 md:m-auto md:w-fit md:max-w-[calc(100vw-2rem)] md:rounded-2xl dark:bg-night-850 dark:text-gray-100"
      >
        {open && (
          <div className="p-4">
            <h2 id={titleId} className="mb-3 text-base font-bold">
              {label}
            </h2>
            {children}
            <div className="mt-4 flex items-center justify-end gap-2">
              {actions}
              <button
                type="button"
                onClick={close}
                className="h-11 rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 dark:bg-brand-600"
              >
                {doneLabel}
              </button>
            </div>
          </div>
        )}
      </dialog>
    </div>
  );
}

interface LocationFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  compact: boolean;
  errors: FieldError[];
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/** The destination text input; named 'location' so the form also works without JavaScript. */
export function LocationField({
  label,
  placeholder,
  value,
  onChange,
  compact,
  errors,
  inputRef,
  className,
}: LocationFieldProps) {
  const id = useId();
  const describedBy = errors.map((e) => e.id).join(' ') || undefined;
  return (
    <div className={cn('min-w-0', className)}>
      <div
        className={cn(
          fieldBox(errors.length > 0, compact),
          'focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500/40',
        )}
      >
        <PinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <span className="min-w-0 flex-1">
          <label
            htmlFor={id}
            className={compact ? 'sr-only' : 'block text-xs font-semibold text-gray-600 dark:text-gray-300'}
          >
            {label}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="location"
            type="text"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            className="block w-full bg-transparent text-base outline-none placeholder:text-gray-500 md:text-sm dark:placeholder:text-gray-400"
          />
        </span>
      </div>
      {!compact && <FieldErrors errors={errors} />}
    </div>
  );
}
