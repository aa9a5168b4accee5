'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormProps } from 'react-hook-form';
// The core types: both classic zod and zod/mini schemas (the auth forms') are accepted.
import type * as z from 'zod/v4/core';

/**
 * react-hook-form checked by a zod schema: errors appear on submit, then follow each change; the first invalid field
 * takes the focus.
 */
export function useZodForm<TSchema extends z.$ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema),
  });
}
