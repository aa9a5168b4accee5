'use client';

import type { UseFormProps } from 'react-hook-form';
import type * as z from 'zod/mini';
import { useLazyZodForm } from '@/components/ui/use-lazy-zod-form';
import type * as rules from '@/lib/validation/auth-forms';

type Rules = typeof rules;
type SchemaName = 'loginSchema' | 'emailSchema' | 'phoneSchema' | 'otpSchema' | 'resetPasswordSchema' | 'signUpSchema';

/** The auth rules (zod/mini and zod's core, about 30 KB) load apart from the auth pages' first scripts. */
export const loadAuthRules = () => import('@/lib/validation/auth-forms');

/**
 * An auth form checked by one of the auth rules (lib/validation/auth-forms.ts, the same the handlers use). The rules
 * are fetched when the visitor first interacts with the page, and at the latest by the first check.
 */
export function useAuthForm<N extends SchemaName>(
  name: N,
  options: Omit<UseFormProps<z.input<Rules[N]>, unknown, z.output<Rules[N]>>, 'resolver'>,
) {
  type Input = z.input<Rules[N]>;
  type Output = z.output<Rules[N]>;
  // The rule of that name; its type, one of a union for TypeScript here, is the one `N` names.
  const load = async () => (await loadAuthRules())[name] as unknown as z.ZodMiniType<Output, Input>;
  return useLazyZodForm<Input, Output>(load, options);
}
