'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { buttonVariants } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { PasswordField } from './auth-fields';
import { heading, subheading } from './styles';
import { useAuthForm } from './use-auth-form';

type Outcome = 'reset' | 'expired' | null;

/** Step two of a password reset: a new password, authorised by the token from the e-mailed code. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const t = useTranslations('onboarding');
  const form = useAuthForm('resetPasswordSchema', { defaultValues: { password: '', confirm_password: '' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onValid = form.handleSubmit(async (data) => {
    if (!token) return;
    const answer = await submitJson(
      '/api/user_auth/reset-password',
      { data: { password: data.password } },
      {
        loading: t('loading'),
        success: t('passwordResetDone'),
        error: t('somethingWentWrong'),
        form,
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    if (answer.ok) {
      setOutcome('reset');
      form.reset();
    } else if (answer.status === 401) setOutcome('expired');
  });

  const requestNew = (
    <Link href="/forgot-password" className={buttonVariants({ variant: 'link' })}>
      {t('requestNewCode')}
    </Link>
  );

  return (
    <>
      <h1 className={heading}>{t('resetPassword')}</h1>
      {!token ? (
        <>
          <p className={subheading}>{t('resetLinkMissing')}</p>
          {requestNew}
        </>
      ) : outcome === 'reset' ? (
        <Link href="/login" className={cn(buttonVariants(), 'mt-6 w-full')}>
          {t('signIn')}
        </Link>
      ) : (
        <>
          <p className={subheading}>{t('resetPasswordSubtitle')}</p>
          <Form {...form}>
            <form noValidate onSubmit={(e) => void onValid(e)} className="mt-6 space-y-4">
              <PasswordField
                control={form.control}
                name="password"
                label={t('fields.newPassword')}
                autoComplete="new-password"
              />
              <PasswordField
                control={form.control}
                name="confirm_password"
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
              />
              <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingText={t('loading')}>
                {t('resetPassword')}
              </SubmitButton>
            </form>
          </Form>
          {outcome === 'expired' && <div className="mt-2">{requestNew}</div>}
        </>
      )}
    </>
  );
}

export default ResetPasswordForm;
