'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normalisePhone } from '@/lib/phone';
import { signUpSchema } from '@/lib/validation/auth-forms';
import { cn } from '@/lib/cn';
import { AuthDialog } from './auth-dialog';
import { AuthField, PasswordField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { navigateTo } from './navigate';
import { postJson } from './post-json';
import { heading, primaryButton, secondaryButton, subheading } from './styles';
import { useCountdown } from './use-countdown';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';
import { VerifyEmailDialog } from './verify-email-dialog';

const empty = { first_name: '', last_name: '', email: '', phoneNumber: '', password: '', confirm_password: '' };
type Field = keyof typeof empty;

/** Guest registration; the e-mail address must be verified with a code first. */
export function SignUpForm({ texts }: { texts: AuthTexts }) {
  const [values, setValues] = useState(empty);
  const [verified, setVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeEmail, setCodeEmail] = useState('');
  const [codeOpenings, setCodeOpenings] = useState(0);
  const [codeOpen, setCodeOpen] = useState(false);
  const [noticeOpen, setNoticeOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [signedUp, setSignedUp] = useState(false);
  const form = useFormErrors(signUpSchema, texts.validation);
  const countdown = useCountdown();
  const toast = useToastRegion();
  const phoneInput = useRef<HTMLInputElement>(null);
  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const field = (name: Field) => ({ name, value: values[name], onValue: set(name), error: form.errorOf(name) });

  // After the dialog closes, the browser gives focus back to the Verify button, which is disabled once verified.
  useEffect(() => {
    if (verified) phoneInput.current?.focus();
  }, [verified]);

  async function requestCode() {
    const email = values.email.trim();
    setSending(true);
    const answer = await postJson('/api/user_auth/get-email-code', { email });
    setSending(false);
    if (answer.ok) {
      setCodeEmail(email);
      countdown.start();
    }
    return answer;
  }

  async function onVerifyEmail() {
    if (sending || verified) return;
    if (!values.email.trim()) {
      toast.show('error', texts.validation.emailRequiredToVerify);
      return;
    }
    if (!signUpSchema.shape.email.safeParse(values.email).success) {
      toast.show('error', texts.validation.invalidEmailAddress);
      return;
    }
    // The code sent to this address a moment ago still works: reopen the dialog rather than send another.
    if (countdown.remaining > 0 && codeEmail === values.email.trim()) {
      openCodeDialog();
      return;
    }
    toast.show('info', texts.loading);
    const answer = await requestCode();
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.failedToSendCode);
      return;
    }
    toast.show('success', texts.codeSent);
    openCodeDialog();
  }

  function openCodeDialog() {
    setCodeOpenings((n) => n + 1);
    setCodeOpen(true);
  }

  function onVerified() {
    setVerified(true);
    setCodeOpen(false);
    toast.show('success', texts.emailVerified);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending || signedUp) return;
    const data = form.submit(values);
    if (!data) return;
    if (!verified) {
      setNoticeOpen(true);
      return;
    }
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/signup', {
      email: data.email,
      password: data.password,
      fullName: `${data.first_name} ${data.last_name}`,
      phoneNumber: normalisePhone(data.phoneNumber),
    });
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.somethingWentWrong);
      return;
    }
    toast.show('success', texts.signUpSuccessful);
    setSignedUp(true);
    navigateTo('/');
  }

  return (
    <>
      {toast.region}
      <h1 className={heading}>{texts.createGuestAccount}</h1>
      <p className={subheading}>{texts.signUpSubtitle}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={onSubmit}
        onBlur={() => form.blur(values)}
        className="mt-6 space-y-4"
      >
        <div className="grid gap-4 @sm:grid-cols-2">
          <AuthField label={texts.fields.firstName} autoComplete="given-name" {...field('first_name')} />
          <AuthField label={texts.fields.lastName} autoComplete="family-name" {...field('last_name')} />
        </div>
        <AuthField
          label={texts.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          disabled={verified}
          {...field('email')}
          action={
            <button
              type="button"
              onClick={() => void onVerifyEmail()}
              disabled={verified || sending}
              className={cn(
                secondaryButton,
                'shrink-0',
                verified &&
                  'disabled:border-green-600 disabled:bg-green-600 disabled:text-white dark:disabled:border-green-500 dark:disabled:bg-green-600 dark:disabled:text-white',
              )}
            >
              {verified ? texts.verified : texts.verify}
            </button>
          }
        />
        <AuthField
          label={texts.fields.phoneNumber}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          dir="ltr"
          inputRef={phoneInput}
          {...field('phoneNumber')}
          action={
            // Phone verification is not offered on this form; an account is verified by its e-mail address.
            <button type="button" disabled className={cn(secondaryButton, 'shrink-0')}>
              {texts.verify}
            </button>
          }
        />
        <PasswordField
          label={texts.fields.password}
          autoComplete="new-password"
          showLabel={texts.fields.showPassword}
          hideLabel={texts.fields.hidePassword}
          {...field('password')}
        />
        <PasswordField
          label={texts.fields.confirmPassword}
          autoComplete="new-password"
          showLabel={texts.fields.showPassword}
          hideLabel={texts.fields.hidePassword}
          {...field('confirm_password')}
        />
        <button type="submit" disabled={pending || signedUp} className={primaryButton}>
          {pending ? texts.loadingShort : texts.createAccount}
        </button>
      </form>
      <VerifyEmailDialog
        key={codeOpenings}
        open={codeOpen}
        email={codeEmail}
        texts={texts}
        remaining={countdown.remaining}
        sending={sending}
        requestCode={requestCode}
        onClose={() => setCodeOpen(false)}
        onVerified={onVerified}
      />
      <AuthDialog open={noticeOpen} onClose={() => setNoticeOpen(false)} title={texts.dialog.verifyInfoTitle}>
        <p className="text-sm text-gray-700 dark:text-gray-300">{texts.dialog.verifyInfoText}</p>
        <button type="button" onClick={() => setNoticeOpen(false)} className={cn(primaryButton, 'mt-5')}>
          {texts.dialog.ok}
        </button>
      </AuthDialog>
    </>
  );
}
