'use client';

// The core types: both classic zod and zod/mini schemas (the auth forms') are accepted.
import type * as z from 'zod/v4/core';
import type { UseFormProps } from 'react-hook-form';
import { useLazyZodForm } from './use-lazy-zod-form';

type AnySchema = z.$ZodType<Record<string, unknown>, Record<string, unknown>>;

/**
 * react-hook-form checked by a zod schema: errors appear on submit, then follow each change; the first invalid field
 * takes the focus. The resolver's own code loads with the first check, out of the page's first load. Given a loader
 * (`() => import('@/lib/validation/…').then((m) => m.schema)`) instead of the schema, zod and the rules stay out of the
 * page's scripts too and arrive with the resolver.
 */
export function useZodForm<TSchema extends AnySchema>(
  schema: TSchema | (() => Promise<TSchema>),
  options: Omit<UseFormProps<z.input<TSchema>, unknown, z.output<TSchema>>, 'resolver'> = {},
) {
  // The schema is the one given; only its type is widened to the input and output it was declared with.
  const load = async () =>
    (typeof schema === 'function' ? await schema() : schema) as unknown as z.$ZodType<
      z.output<TSchema>,
      z.input<TSchema>
    >;
  return useLazyZodForm<z.input<TSchema>, z.output<TSchema>>(load, options);
}
