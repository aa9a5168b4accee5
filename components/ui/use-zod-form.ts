'use client';

// The core types: both classic zod and zod/mini schemas (the auth forms') are accepted.
import type * as z from 'zod/v4/core';
import type { UseFormProps } from 'react-hook-form';
import { useLazyZodForm } from './use-lazy-zod-form';

/**
 * react-hook-form checked by a zod schema: errors appear on submit, then follow each change; the first invalid field
 * takes the focus. The resolver's own code loads with the first check, out of the page's first load.
 */
export function useZodForm<TSchema extends z.$ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: TSchema,
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  // The schema is the one given; only its type is widened to the input and output it was declared with.
  const load = async () => schema as unknown as z.$ZodType<z.output<TSchema>, z.input<TSchema>>;
  return useLazyZodForm<z.input<TSchema>, z.output<TSchema>>(load, options);
}
