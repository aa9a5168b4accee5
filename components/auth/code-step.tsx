'use client';

import { useEffect, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import type { otpSchema } from '@/lib/validation/auth-forms';
import { CodeField } from './auth-fields';
import { ResendButton } from './resend-button';
import { useAuthForm } from './use-auth-form';

export type CodeForm = UseFormReturn<z.input<typeof otpSchema>, unknown, z.output<typeof otpSchema>>;

interface CodeStepProps {
  /** Shown above the field, such as where the code went. */
  intro?: ReactNode;
  submitLabel: string;
  /** A code is being sent: no submit meanwhile. */
  sending?: boolean;
  /** The step has succeeded: no second submit. */
  locked?: boolean;
  /** Seconds until a new code may be asked for. */
  remaining: number;
  onResend: () => void;
  /** Called with a well-formed code and the step's form (for the server's field errors). */
  onCode: (otp: string, form: CodeForm) => Promise<unknown>;
  /** The field takes the focus when the step appears (not inside a dialog, which focuses it itself). */
  focusOnMount?: boolean;
}

/** The second step of a code flow: the 6-digit field, the resend countdown and the submit button. */
export function CodeStep({
  intro,
  submitLabel,
  sending = false,
  locked = false,
  remaining,
  onResend,
  onCode,
  focusOnMount = true,
}: CodeStepProps) {
  const t = useTranslations('onboarding');
  const form = useAuthForm('otpSchema', { defaultValues: { otp: '' } });
  const pending = form.formState.isSubmitting || sending;

  // The step appears once a code is on its way; the visitor types it next.
  // (react-hook-form's form object keeps its identity, so this runs once.)
  useEffect(() => {
    if (focusOnMount) form.setFocus('otp');
  }, [focusOnMount, form]);

  const onValid = form.handleSubmit(async (data) => {
    if (!locked) await onCode(data.otp, form);
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(e) => void onValid(e)} className="mt-4 space-y-4">
        {intro}
        <CodeField control={form.control} name="otp" label={t('fields.otp')} />
        <ResendButton remaining={remaining} pending={pending} onResend={onResend} />
        <SubmitButton className="w-full" pending={pending} pendingText={t('loading')} disabled={locked}>
          {submitLabel}
        </SubmitButton>
      </form>
    </Form>
  );
}
