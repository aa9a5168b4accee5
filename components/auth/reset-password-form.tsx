'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { resetPasswordSchema } from '@/lib/validation/auth-forms';
import { PasswordField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { postJson } from './post-json';
import { heading, primaryButton, subheading, textLink } from './styles';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

type Outcome = 'reset' | 'expired' | null;

/** Step two of a password reset: a new password, authorised by the token from the e-mailed code. */
export function ResetPasswordForm({ token, texts }: { token: string | null; texts: AuthTexts }) {
  const [values, setValues] = useState({ password: '', confirm_password: '' });
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const form = useFormErrors(resetPasswordSchema, texts.validation);
  const toast = useToastRegion();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!token || pending || outcome === 'reset') return;
    const data = form.submit(values);
    if (!data) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson(
      '/api/user_auth/reset-password',
      { data: { password: data.password } },
      { Authorization: `Bearer ${token}` },
    );
    setPending(false);
    if (answer.ok) {
      toast.show('success', answer.data.message ?? texts.resetPassword);
      setOutcome('reset');
      setValues({ password: '', confirm_password: '' });
      return;
    }
    toast.show('error', answer.data.message ?? texts.somethingWentWrong);
    if (answer.status === 401) setOutcome('expired');
  }

  const requestNew = (
    <Link href="/forgot-password" className={textLink}>
      {texts.requestNewCode}
    </Link>
  );

  return (
    <>
      {toast.region}
      <h1 className={heading}>{texts.resetPassword}</h1>
      {!token ? (
        <>
          <p className={subheading}>{texts.resetLinkMissing}</p>
          {requestNew}
        </>
      ) : outcome === 'reset' ? (
        <Link href="/login" className={`${primaryButton} mt-6`}>
          {texts.signIn}
        </Link>
      ) : (
        <>
          <p className={subheading}>{texts.resetPasswordSubtitle}</p>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={onSubmit}
            onBlur={() => form.blur(values)}
            className="mt-6 space-y-4"
          >
            <PasswordField
              label={texts.fields.newPassword}
              name="password"
              autoComplete="new-password"
              value={values.password}
              onValue={(password) => setValues((v) => ({ ...v, password }))}
              error={form.errorOf('password')}
              showLabel={texts.fields.showPassword}
              hideLabel={texts.fields.hidePassword}
            />
            <PasswordField
              label={texts.fields.confirmPassword}
              name="confirm_password"
              autoComplete="new-password"
              value={values.confirm_password}
              onValue={(confirm_password) => setValues((v) => ({ ...v, confirm_password }))}
              error={form.errorOf('confirm_password')}
              showLabel={texts.fields.showPassword}
              hideLabel={texts.fields.hidePassword}
            />
            <button type="submit" disabled={pending} className={primaryButton}>
              {pending ? texts.loading : texts.resetPassword}
            </button>
          </form>
          {outcome === 'expired' && <div className="mt-2">{requestNew}</div>}
        </>
      )}
    </>
  );
}
