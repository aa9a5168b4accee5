'use client';

import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { checkForm, type AuthMessageKey, type FieldErrorKeys } from '@/lib/validation/auth-forms';

/**
 * Field errors of a small controlled form: checked on submit, then again on every blur. After a failed submit the
 * first invalid field takes focus, once it carries aria-invalid, so screen readers read its helper text.
 */
export function useFormErrors<S extends z.ZodType>(schema: S, validation: Record<AuthMessageKey, string>) {
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const [attempt, setAttempt] = useState(0);
  const submitted = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  return {
    formRef,
    /** The translated error of a field. */
    errorOf: (field: string): string | undefined => {
      const key = errors[field];
      return key ? validation[key] : undefined;
    },
    /** Parsed values, or null after showing the errors. */
    submit(values: unknown): z.output<S> | null {
      submitted.current = true;
      const result = checkForm(schema, values);
      setErrors(result.errors ?? {});
      if (result.errors) setAttempt((a) => a + 1);
      return result.data;
    },
    blur(values: unknown) {
      if (submitted.current) setErrors(checkForm(schema, values).errors ?? {});
    },
  };
}
