'use client';

import { useEffect, useRef } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
// The core types: both classic zod and zod/mini schemas are accepted.
import type * as z from 'zod/v4/core';

/**
 * useZodForm for a schema that loads apart from the page: zod, its resolver and the rules stay out of the page's first
 * load, and the same schema still checks the form as it checks the server's input. They are fetched once the browser
 * is idle after the page has loaded, and at the latest by the first check (submit).
 */
export function useLazyZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<z.$ZodType<TOutput, TInput>>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  const loader = useRef(load);
  useEffect(() => {
    const fetchRules = () => void Promise.all([import('@hookform/resolvers/zod'), loader.current()]).catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(fetchRules, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(fetchRules, 2000);
    return () => clearTimeout(timer);
  }, []);
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, resolverOptions) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
    const resolve = zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>;
    return resolve(values, context, resolverOptions);
  };
  return useForm<TInput, unknown, TOutput>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver,
  });
}
