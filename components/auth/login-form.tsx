'use client';

import { useState, type FormEvent } from 'react';
import { Link } from '@/components/ui/link';
import { loginSchema } from '@/lib/validation/auth-forms';
import { AuthField, PasswordField } from './auth-field';
import type { AuthTexts } from './auth-texts';
import { navigateTo } from './navigate';
import { postJson } from './post-json';
import { heading, primaryButton, secondaryButton, subheading, textLink } from './styles';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

const empty = { email: '', password: '' };

/** Sign-in with e-mail and password. */
export function LoginForm({ texts }: { texts: AuthTexts }) {
  const [values, setValues] = useState(empty);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const form = useFormErrors(loginSchema, texts.validation);
  const toast = useToastRegion();
  const set = (field: keyof typeof empty) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending || signedIn) return;
    const data = form.submit(values);
    if (!data) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/login', data);
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.somethingWentWrong);
      return;
    }
    toast.show('success', texts.loginSuccessful);
    setSignedIn(true);
    setValues(empty);
    navigateTo('/');
  }

  return (
    <>
      {toast.region}
      <h1 className={heading}>{texts.guestLoginTitle}</h1>
      <p className={subheading}>{texts.guestLoginSubtitle}</p>
      <form
        ref={form.formRef}
        noValidate
        onSubmit={onSubmit}
        onBlur={() => form.blur(values)}
        className="mt-6 space-y-4"
      >
        <AuthField
          label={texts.fields.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          value={values.email}
          onValue={set('email')}
          error={form.errorOf('email')}
        />
        <div>
          <PasswordField
            label={texts.fields.password}
            name="password"
            autoComplete="current-password"
            value={values.password}
            onValue={set('password')}
            error={form.errorOf('password')}
            showLabel={texts.fields.showPassword}
            hideLabel={texts.fields.hidePassword}
          />
          <div className="flex justify-end">
            <Link href="/forgot-password" className={textLink}>
              {texts.forgotPassword}
            </Link>
          </div>
        </div>
        <button type="submit" disabled={pending || signedIn} className={primaryButton}>
          {pending ? texts.loading : texts.signIn}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-300">{texts.orSignInWithCode}</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Link href="/login/sms" className={secondaryButton}>
          {texts.whatsappCode}
        </Link>
        <Link href="/login/email" className={secondaryButton}>
          {texts.emailCode}
        </Link>
      </div>
    </>
  );
}
