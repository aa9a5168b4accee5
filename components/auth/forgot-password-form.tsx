'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import { localePath } from '@/i18n/paths';
import { AuthField } from './auth-fields';
import { CodeStep } from './code-step';
import { heading, subheading } from './styles';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

/** Step one of a password reset: a code by e-mail, exchanged for the token the reset page needs. */
export function ForgotPasswordForm() {
  const t = useTranslations('onboarding');
  const router = useRouter();
  const form = useAuthForm('emailSchema', { defaultValues: { email: '' } });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const countdown = useCountdown();

  async function sendCode(email: string) {
    // The server's answer is the same whether or not the account exists; it is the success toast.
    const answer = await submitJson(
      '/api/user_auth/forgot-password',
      { email },
      { loading: t('loading'), error: t('failedToSendCode'), form },
    );
    if (!answer.ok) return;
    setSentTo(email);
    countdown.start();
  }

  const onValid = form.handleSubmit((data) => sendCode(data.email));

  return (
    <>
      <h1 className={heading}>{t('forgotPassword')}</h1>
      <p className={subheading}>{t('forgotPasswordSubtitle')}</p>
      <Form {...form}>
        <form noValidate onSubmit={(e) => void onValid(e)} className="mt-6 space-y-4">
          <AuthField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            onInput={(e) => {
              if (sentTo !== null && e.currentTarget.value.trim() !== sentTo) setSentTo(null);
            }}
          />
          {!sentTo && (
            <SubmitButton className="w-full" pending={form.formState.isSubmitting} pendingText={t('loading')}>
              {t('sendCode')}
            </SubmitButton>
          )}
        </form>
      </Form>
      {sentTo && (
        <CodeStep
          submitLabel={t('verify')}
          sending={form.formState.isSubmitting}
          locked={done}
          remaining={countdown.remaining}
          onResend={() => void sendCode(sentTo)}
          onCode={async (otp, codeForm) => {
            const answer = await submitJson(
              '/api/user_auth/verify-request',
              { email: sentTo, otp },
              { loading: t('loading'), error: t('invalidCode'), form: codeForm },
            );
            const token = answer.data.token;
            if (!answer.ok) return;
            if (typeof token !== 'string' || !token) {
              const { toast } = await import('sonner');
              toast.error(t('somethingWentWrong'));
              return;
            }
            setDone(true);
            router.push(
              localePath(`/reset-password?token=${encodeURIComponent(token)}`, document.documentElement.lang),
            );
          }}
        />
      )}
    </>
  );
}

export default ForgotPasswordForm;
