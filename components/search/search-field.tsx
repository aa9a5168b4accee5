'use client';

import { useId, type ComponentProps, type FocusEvent, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { clsx } from 'clsx';
import { PinIcon } from './search-icons';

/** The bordered box of a search field; red when invalid. */
export function fieldBox(invalid: boolean, compact: boolean): string {
  return clsx('search-box', compact ? 'h-11' : 'h-14', invalid && 'border-red-600 dark:border-red-400');
}

/**
 * The layout of a search bar, the same in its plain form (SearchBarShell) and its full one (SearchBarForm): the hero's
 * card with a column of fields that becomes a row from 768 px, or the compact bar's single row.
 */
export function barLayout(compact: boolean) {
  return {
    form: clsx(
      'relative text-gray-900 dark:text-gray-100',
      !compact && 'rounded-2xl bg-white p-3 shadow-xl md:p-4 dark:bg-night-900',
    ),
    row: compact ? 'flex items-center gap-2' : 'flex flex-col gap-2 md:flex-row md:items-start',
    location: compact ? 'flex-[2]' : 'md:flex-[1.3]',
    picker: clsx('min-w-0', compact ? 'shrink-0 sm:flex-1' : 'md:flex-1'),
    submit: clsx('search-submit', compact ? 'size-11 sm:w-auto sm:px-5' : 'h-14 w-full px-8 md:w-auto'),
    submitText: compact ? 'max-sm:sr-only' : undefined,
  };
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

export interface PickerButtonProps extends Omit<ComponentProps<'button'>, 'value'> {
  label: string;
  value: string;
  icon: ReactNode;
  compact: boolean;
  /** Helper texts of the field; any marks it invalid. They are shown by the bar (FieldErrors). */
  errors: FieldError[];
}

/**
 * The button of a field whose editor opens over the page (dates, guests): its name is the field's label and value,
 * its description the field's errors (aria-invalid is not for buttons). Extra props (the picker's aria-expanded,
 * handlers, ref) go to the button.
 */
export function PickerButton({ label, value, icon, compact, errors, className, ...props }: PickerButtonProps) {
  const describedBy = errors.map((e) => e.id).join(' ') || undefined;
  return (
    <button
      type="button"
      aria-describedby={describedBy}
      className={clsx(fieldBox(errors.length > 0, compact), className)}
      {...props}
    >
      <span className="shrink-0 text-brand-700 dark:text-brand-300">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className={compact ? 'sr-only' : 'search-label'}>{label} </span>
        <span className={clsx('block truncate text-sm', compact && 'max-sm:sr-only')}>{value}</span>
      </span>
    </button>
  );
}

/** The destination field's combobox state: whether its suggestion list is shown, and which option is active. */
export interface ComboboxState {
  expanded: boolean;
  /** The id of the active option, while the list is shown. */
  activeId?: string;
  /** What the polite live region says (how many suggestions there are). */
  status: string;
}

export interface LocationFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  compact: boolean;
  errors: FieldError[];
  inputRef?: Ref<HTMLInputElement>;
  /** The bordered box, where the suggestion list is placed. */
  boxRef?: Ref<HTMLDivElement>;
  className?: string;
  /** The id of the suggestion list the input controls. */
  listboxId: string;
  combobox: ComboboxState;
  onFocus?: () => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The destination text input, named 'location' so the form also works without JavaScript: a combobox whose list of
 * suggested destinations (see destination-suggestions) opens as the traveller types.
 */
export function LocationField({
  label,
  placeholder,
  value,
  onChange,
  compact,
  errors,
  inputRef,
  boxRef,
  className,
  listboxId,
  combobox,
  onFocus,
  onBlur,
  onKeyDown,
}: LocationFieldProps) {
  const id = useId();
  const describedBy = errors.map((e) => e.id).join(' ') || undefined;
  return (
    <div className={clsx('min-w-0', className)}>
      <div
        ref={boxRef}
        className={clsx(
          fieldBox(errors.length > 0, compact),
          'focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500/40',
        )}
      >
        <PinIcon className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <span className="min-w-0 flex-1">
          <label htmlFor={id} className={compact ? 'sr-only' : 'search-label'}>
            {label}
          </label>
          <input
            ref={inputRef}
            id={id}
            name="location"
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={combobox.expanded}
            aria-controls={combobox.expanded ? listboxId : undefined}
            aria-activedescendant={combobox.expanded ? combobox.activeId : undefined}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onFocus={onFocus}
            onBlur={onBlur}
            onKeyDown={onKeyDown}
            placeholder={placeholder}
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            aria-invalid={describedBy ? true : undefined}
            aria-describedby={describedBy}
            className="search-input"
          />
        </span>
      </div>
      <span aria-live="polite" aria-atomic="true" className="sr-only">
        {combobox.status}
      </span>
      {!compact && <FieldErrors errors={errors} />}
    </div>
  );
}
