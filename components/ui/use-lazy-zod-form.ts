'use client';

import { useEffect, useRef } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
// The core types: both classic zod and zod/mini schemas are accepted.
import type * as z from 'zod/v4/core';

/** The first signs that the visitor is about to use a form. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * useZodForm for a schema that loads apart from the page: zod, its resolver and the rules stay out of the page's first
 * load, and the same schema still checks the form as it checks the server's input. They are fetched when the visitor
 * first touches, clicks or types anywhere on the page, and at the latest by the first check (submit): a page that is
 * only read never spends a phone's main thread on compiling them.
 */
export function useLazyZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  load: () => Promise<z.$ZodType<TOutput, TInput>>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  const loader = useRef(load);
  useEffect(() => {
    const fetchRules = () => {
      stop();
      void Promise.all([import('@hookform/resolvers/zod'), loader.current()]).catch(() => undefined);
    };
    const stop = () => FIRST_TOUCH.forEach((type) => document.removeEventListener(type, fetchRules, true));
    FIRST_TOUCH.forEach((type) => document.addEventListener(type, fetchRules, { capture: true, passive: true }));
    return stop;
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
