'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { emailSchema } from '@/lib/validation/auth-forms';
import { AuthField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { postJson } from './post-json';
import { CodeStep } from './code-step';
import { heading, primaryButton, subheading } from './styles';
import { useCountdown } from './use-countdown';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

/** Step one of a password reset: a code by e-mail, exchanged for the token the reset page needs. */
export function ForgotPasswordForm({ texts }: { texts: AuthTexts }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const emailForm = useFormErrors(emailSchema, texts.validation);
  const countdown = useCountdown();
  const toast = useToastRegion();

  async function sendCode() {
    const data = emailForm.submit({ email });
    if (!data || pending) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/forgot-password', data);
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.failedToSendCode);
      return;
    }
    toast.show('success', answer.data.message ?? texts.codeSent);
    setSentTo(data.email);
    countdown.start();
  }

  async function verifyCode(otp: string) {
    if (!sentTo) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/verify-request', { email: sentTo, otp });
    setPending(false);
    const token = answer.data.token;
    if (!answer.ok || typeof token !== 'string' || !token) {
      toast.show('error', answer.data.message ?? (answer.ok ? texts.somethingWentWrong : texts.invalidCode));
      return;
    }
    toast.clear();
    setDone(true);
    router.push(`/reset-password?token=${encodeURIComponent(token)}`);
  }

  return (
    <>
      {toast.region}
      <h1 className={heading}>{texts.forgotPassword}</h1>
      <p className={subheading}>{texts.forgotPasswordSubtitle}</p>
      <form
        ref={emailForm.formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sendCode();
        }}
        onBlur={() => emailForm.blur({ email })}
        className="mt-6 space-y-4"
      >
        <AuthField
          label={texts.fields.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onValue={(value) => {
            setEmail(value);
            if (sentTo !== null && value.trim() !== sentTo) setSentTo(null);
          }}
          error={emailForm.errorOf('email')}
        />
        {!sentTo && (
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? texts.loading : texts.sendCode}
          </button>
        )}
      </form>
      {sentTo && (
        <CodeStep
          texts={texts}
          submitLabel={texts.verify}
          pending={pending}
          locked={done}
          remaining={countdown.remaining}
          onResend={() => void sendCode()}
          onCode={(otp) => void verifyCode(otp)}
        />
      )}
    </>
  );
}
