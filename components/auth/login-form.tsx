'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { buttonVariants } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import { Link } from '@/components/ui/link';
import { cn } from '@/lib/cn';
import { AuthField, PasswordField } from './auth-fields';
import { navigateWithNotice } from './navigate';
import { heading, subheading } from './styles';
import { useAuthForm } from './use-auth-form';

/** Sign-in with e-mail and password. */
// Two side by side on a phone: longer names (Arabic, French) wrap inside the button instead of running out of it.
const codeLink = cn(
  buttonVariants({ variant: 'secondary' }),
  'h-auto min-h-11 whitespace-normal px-3 py-2 text-center',
);

export function LoginForm() {
  const t = useTranslations('onboarding');
  const form = useAuthForm('loginSchema', { defaultValues: { email: '', password: '' } });
  const [signedIn, setSignedIn] = useState(false);

  const onValid = form.handleSubmit(async (data) => {
    const answer = await submitJson('/api/user_auth/login', data, {
      loading: t('loading'),
      success: t('loginSuccessful'),
      error: t('somethingWentWrong'),
      form,
    });
    if (!answer.ok) return;
    setSignedIn(true);
    form.reset();
    navigateWithNotice('/', t('loginSuccessful'));
  });

  return (
    <>
      <h1 className={heading}>{t('guestLoginTitle')}</h1>
      <p className={subheading}>{t('guestLoginSubtitle')}</p>
      <Form {...form}>
        <form noValidate onSubmit={(e) => void onValid(e)} className="mt-6 space-y-4">
          <AuthField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            inputMode="email"
          />
          <div>
            <PasswordField
              control={form.control}
              name="password"
              label={t('fields.password')}
              autoComplete="current-password"
            />
            <div className="flex justify-end">
              <Link href="/forgot-password" className={buttonVariants({ variant: 'link' })}>
                {t('forgotPassword')}
              </Link>
            </div>
          </div>
          <SubmitButton
            className="w-full"
            pending={form.formState.isSubmitting}
            pendingText={t('loading')}
            disabled={signedIn}
          >
            {t('signIn')}
          </SubmitButton>
        </form>
      </Form>
      <p className="mt-6 text-center text-sm text-gray-600 dark:text-gray-300">{t('orSignInWithCode')}</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <Link href="/login/sms" className={codeLink}>
          {t('whatsappCode')}
        </Link>
        <Link href="/login/email" className={codeLink}>
          {t('emailCode')}
        </Link>
      </div>
      <p className="mt-6 text-center text-sm">
        <Link href="/manage-booking" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('manageBookingLink')}
        </Link>
      </p>
    </>
  );
}

export default LoginForm;
