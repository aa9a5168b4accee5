'use client';

import { createContext, useCallback, useContext, useEffect, useId, useState, type ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Label } from './label';
import { useErrorText } from './use-error-text';

interface FormProps<TValues extends FieldValues, TContext, TTransformed extends FieldValues> extends UseFormReturn<
  TValues,
  TContext,
  TTransformed
> {
  children: React.ReactNode;
}

/** The controls of a form by field name, as its FormControls mount them. */
const ControlsContext = createContext<Map<string, Element> | null>(null);

/**
 * Hands a react-hook-form instance to the Form* parts below it. Once the form
 * has started, what its controls hold in the page becomes the form's values: a visitor on a slow phone types before
 * the page's scripts run, and React keeps that text in the page while it hydrates, but the form would otherwise put
 * its empty defaults back at its first render after that. (This effect runs after those of the fields below it, so
 * each field already follows the form's values.)
 */
export function Form<TValues extends FieldValues, TContext = unknown, TTransformed extends FieldValues = TValues>({
  children,
  ...form
}: FormProps<TValues, TContext, TTransformed>) {
  const [controls] = useState(() => new Map<string, Element>());
  const { getValues, setValue } = form;
  useEffect(() => {
    for (const [name, control] of controls) {
      const inPage = valueInPage(control);
      if (inPage === undefined) continue;
      const path = name as FieldPath<TValues>;
      const current: unknown = getValues(path);
      // A field the form keeps as something else than the control's text (a chosen country object) is its own.
      if (current !== null && typeof current === 'object') continue;
      const same = typeof inPage === 'boolean' ? Boolean(current) === inPage : String(current ?? '') === inPage;
      if (!same) setValue(path, inPage as never, { shouldDirty: true });
    }
    // Once, when the form starts: later changes come through the fields themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs at the start only
  }, []);
  return (
    <ControlsContext.Provider value={controls}>
      <FormProvider {...form}>{children}</FormProvider>
    </ControlsContext.Provider>
  );
}

const FieldNameContext = createContext<string | null>(null);

/** One field of the form: react-hook-form's Controller, whose name the FormItem parts read. */
export function FormField<
  TValues extends FieldValues = FieldValues,
  TName extends FieldPath<TValues> = FieldPath<TValues>,
  TTransformed = TValues,
>(props: ControllerProps<TValues, TName, TTransformed>) {
  return (
    <FieldNameContext.Provider value={props.name}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

const ItemIdContext = createContext<string | null>(null);

/** The ids, error and description links of the field around the caller; for custom field parts. */
export function useFormField() {
  const name = useContext(FieldNameContext);
  const id = useContext(ItemIdContext);
  const translate = useErrorText();
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: name ?? '' });
  if (!name || !id) throw new Error('useFormField must be used inside <FormField> and <FormItem>');
  const state = getFieldState(name, formState);
  const raw = state.error?.message;
  // Errors put by the server (setError with type 'server') are already in the visitor's language.
  const message = raw && state.error?.type !== 'server' ? translate(raw) : raw;
  return {
    name,
    id,
    controlId: `${id}-control`,
    descriptionId: `${id}-description`,
    messageId: `${id}-message`,
    invalid: state.invalid,
    message,
  };
}

/** The block of one field: label, control, description and error, with shared ids. */
export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  return (
    <ItemIdContext.Provider value={id}>
      <div className={cn('grid content-start gap-1.5', className)} {...props} />
    </ItemIdContext.Provider>
  );
}

/** The field's label, tied to its control; red when the field is invalid. */
export function FormLabel({ className, ...props }: ComponentProps<typeof Label>) {
  const { controlId, invalid } = useFormField();
  return <Label htmlFor={controlId} data-error={invalid} className={className} {...props} />;
}

/**
 * What a control holds in the page itself, which is what a visitor typed or chose there before the page's scripts
 * ran (React keeps it while it hydrates); undefined for a control whose value the form keeps elsewhere.
 */
export function valueInPage(control: Element): string | boolean | undefined {
  if (control instanceof HTMLInputElement) {
    if (control.type === 'checkbox') return control.checked;
    return control.type === 'radio' || control.type === 'file' ? undefined : control.value;
  }
  if (control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) return control.value;
  return undefined;
}

/**
 * Wraps the single control (Input, Select…): gives it its id, aria-invalid and aria-describedby (the description,
 * then the error) so that a screen reader reads the error as the field's help text, and keeps what was typed into it
 * before the page started.
 */
export function FormControl({
  hasDescription = false,
  ...props
}: ComponentProps<typeof Slot> & {
  /** A FormDescription accompanies the control. */
  hasDescription?: boolean;
}) {
  const { name, controlId, descriptionId, messageId, invalid, message } = useFormField();
  const controls = useContext(ControlsContext);
  const keepEarlyInput = useCallback(
    (control: Element | null) => {
      if (control) controls?.set(name, control);
      else controls?.delete(name);
    },
    [controls, name],
  );
  const describedBy = [hasDescription && descriptionId, invalid && message && messageId].filter(Boolean).join(' ');
  return (
    <Slot
      ref={keepEarlyInput}
      id={controlId}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy || undefined}
      {...props}
    />
  );
}

/** Help text under the field; pass hasDescription to FormControl so that it is linked. */
export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { descriptionId } = useFormField();
  return <p id={descriptionId} className={cn('px-1 text-xs text-gray-600 dark:text-gray-400', className)} {...props} />;
}

/** The field's error (translated by useErrorText unless the server sent it), or its children when there is none. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { messageId, message } = useFormField();
  const body = message ?? children;
  if (!body) return null;
  return (
    <p id={messageId} className={cn('px-1 text-xs font-medium text-red-700 dark:text-red-400', className)} {...props}>
      {body}
    </p>
  );
}
