'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailSchema, otpSchema } from '@/lib/validation/auth-forms';
import { AuthField, CodeField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { postJson } from './post-json';
import { ResendButton } from './resend-button';
import { heading, primaryButton, subheading } from './styles';
import { useCountdown } from './use-countdown';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

/** Step one of a password reset: a code by e-mail, exchanged for the token the reset page needs. */
export function ForgotPasswordForm({ texts }: { texts: AuthTexts }) {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const emailForm = useFormErrors(emailSchema, texts.validation);
  const codeForm = useFormErrors(otpSchema, texts.validation);
  const countdown = useCountdown();
  const toast = useToastRegion();
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

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

  async function onVerify(e: FormEvent) {
    e.preventDefault();
    if (!sentTo || pending || done) return;
    const data = codeForm.submit({ otp });
    if (!data) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/verify-request', { email: sentTo, otp: data.otp });
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
        <form
          ref={codeForm.formRef}
          noValidate
          onSubmit={onVerify}
          onBlur={() => codeForm.blur({ otp })}
          className="mt-4 space-y-4"
        >
          <CodeField
            inputRef={codeInput}
            label={texts.fields.otp}
            name="otp"
            value={otp}
            onValue={setOtp}
            error={codeForm.errorOf('otp')}
          />
          <ResendButton
            remaining={countdown.remaining}
            pending={pending}
            label={texts.resendCode}
            waitTemplate={texts.templates.resendIn}
            onResend={() => void sendCode()}
          />
          <button type="submit" disabled={pending || done} className={primaryButton}>
            {pending ? texts.loading : texts.verify}
          </button>
        </form>
      )}
    </>
  );
}
