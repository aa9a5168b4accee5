'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { otpSchema } from '@/lib/validation/auth-forms';
import { CodeField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { ResendButton } from './resend-button';
import { primaryButton } from './styles';
import { useFormErrors } from './use-form-errors';

type Otp = z.infer<typeof otpSchema>['otp'];

interface CodeStepProps {
  texts: AuthTexts;
  /** Shown above the field, such as where the code went. */
  intro?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** The step has succeeded: no second submit. */
  locked?: boolean;
  /** Seconds until a new code may be asked for. */
  remaining: number;
  onResend: () => void;
  /** Called with a well-formed code. */
  onCode: (otp: Otp) => void;
}

/** The second step of a code flow: the 6-digit field, the resend countdown and the submit button. */
export function CodeStep({
  texts,
  intro,
  submitLabel,
  pending,
  locked = false,
  remaining,
  onResend,
  onCode,
}: CodeStepProps) {
  const [otp, setOtp] = useState('');
  const form = useFormErrors(otpSchema, texts.validation);
  const input = useRef<HTMLInputElement>(null);

  // The step appears once a code is on its way; the visitor types it next.
  useEffect(() => input.current?.focus(), []);

  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (pending || locked) return;
        const data = form.submit({ otp });
        if (data) onCode(data.otp);
      }}
      onBlur={() => form.blur({ otp })}
      className="mt-4 space-y-4"
    >
      {intro}
      <CodeField
        inputRef={input}
        // Inside a modal dialog, the dialog moves focus here once it is shown.
        data-autofocus
        label={texts.fields.otp}
        name="otp"
        value={otp}
        onValue={setOtp}
        error={form.errorOf('otp')}
      />
      <ResendButton
        remaining={remaining}
        pending={pending}
        label={texts.resendCode}
        waitTemplate={texts.templates.resendIn}
        onResend={onResend}
      />
      <button type="submit" disabled={pending || locked} className={primaryButton}>
        {pending ? texts.loading : submitLabel}
      </button>
    </form>
  );
}
