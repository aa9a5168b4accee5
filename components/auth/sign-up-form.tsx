'use client';

import { lazy, Suspense, useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { normalisePhone } from '@/lib/phone';
import { AuthField, PasswordField } from './auth-fields';
import { navigateWithNotice } from './navigate';
import { heading, subheading } from './styles';
import { loadAuthRules, useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

// The dialogs' code (Radix Dialog and its focus trap) loads when the visitor is about to need it.
const loadVerifyDialog = () => import('./verify-email-dialog');
const loadNoticeDialog = () => import('./verify-info-dialog');
const VerifyEmailDialog = lazy(loadVerifyDialog);
const VerifyInfoDialog = lazy(loadNoticeDialog);
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const empty = { first_name: '', last_name: '', email: '', phoneNumber: '', password: '', confirm_password: '' };

/** Guest registration; the e-mail address must be verified with a code first. */
export function SignUpForm() {
  const t = useTranslations('onboarding');
  const form = useAuthForm('signUpSchema', { defaultValues: empty });
  const [verified, setVerified] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeEmail, setCodeEmail] = useState('');
  const [codeOpenings, setCodeOpenings] = useState(0);
  const [codeOpen, setCodeOpen] = useState(false);
  // null until first opened: the dialog's code is not needed before.
  const [noticeOpen, setNoticeOpen] = useState<boolean | null>(null);
  const [signedUp, setSignedUp] = useState(false);
  const countdown = useCountdown();

  async function requestCode(email: string) {
    setSending(true);
    const answer = await submitJson(
      '/api/user_auth/get-email-code',
      { email },
      { loading: t('loading'), success: t('codeSent'), error: t('failedToSendCode'), form },
    );
    setSending(false);
    if (answer.ok) {
      setCodeEmail(email);
      countdown.start();
    }
    return answer.ok;
  }

  function openCodeDialog() {
    setCodeOpenings((n) => n + 1);
    setCodeOpen(true);
  }

  async function onVerifyEmail() {
    if (sending || verified) return;
    const email = form.getValues('email').trim();
    // The address is checked alone: the rest of the form may still be empty.
    const problem = !email
      ? 'emailRequiredToVerify'
      : !(await loadAuthRules()).signUpEmail.safeParse(email).success
        ? 'invalidEmailAddress'
        : null;
    if (problem) {
      form.setError('email', { type: 'verify', message: problem }, { shouldFocus: true });
      return;
    }
    form.clearErrors('email');
    // The code sent to this address a moment ago still works: reopen the dialog rather than send another.
    if (countdown.remaining > 0 && codeEmail === email) return openCodeDialog();
    if (await requestCode(email)) openCodeDialog();
  }

  const onValid = form.handleSubmit(async (data) => {
    if (!verified) {
      setNoticeOpen(true);
      return;
    }
    const answer = await submitJson(
      '/api/user_auth/signup',
      {
        email: data.email,
        password: data.password,
        fullName: `${data.first_name} ${data.last_name}`,
        phoneNumber: normalisePhone(data.phoneNumber),
      },
      { loading: t('loading'), success: t('signUpSuccessful'), error: t('somethingWentWrong'), form },
    );
    if (!answer.ok) return;
    setSignedUp(true);
    // A phone is not verified at sign-up: the notice offers the settings, where it can be, for signing in by code.
    navigateWithNotice('/', t('signUpSuccessful'), {
      description: t('verifyPhonePrompt'),
      action: { label: t('verifyPhoneAction'), href: '/hotel/settings?tab=My+Profile#phone' },
    });
  });

  return (
    <>
      <h1 className={heading}>{t('createGuestAccount')}</h1>
      <p className={subheading}>{t('signUpSubtitle')}</p>
      <Form {...form}>
        <form
          noValidate
          onSubmit={(e) => void onValid(e)}
          onFocus={preload(loadNoticeDialog)}
          className="mt-6 space-y-4"
        >
          <div className="grid gap-4 @sm:grid-cols-2">
            <AuthField
              control={form.control}
              name="first_name"
              label={t('fields.firstName')}
              autoComplete="given-name"
            />
            <AuthField
              control={form.control}
              name="last_name"
              label={t('fields.lastName')}
              autoComplete="family-name"
            />
          </div>
          <AuthField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            disabled={verified}
            action={
              <Button
                variant="secondary"
                onClick={() => void onVerifyEmail()}
                onFocus={preload(loadVerifyDialog)}
                onPointerEnter={preload(loadVerifyDialog)}
                // Not disabled while the code is sent: the button keeps the focus, which the dialog gives back to it.
                disabled={verified}
                aria-busy={sending || undefined}
                aria-haspopup="dialog"
                className={cn(
                  verified &&
                    'disabled:border-green-700 disabled:bg-green-700 disabled:text-white dark:disabled:border-green-600 dark:disabled:bg-green-700 dark:disabled:text-white',
                )}
              >
                {verified ? t('verified') : t('verify')}
              </Button>
            }
          />
          <AuthField
            control={form.control}
            name="phoneNumber"
            label={t('fields.phoneNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            dir="ltr"
            action={
              // Phone verification is not offered on this form; an account is verified by its e-mail address.
              <Button variant="secondary" disabled>
                {t('verify')}
              </Button>
            }
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="new-password"
          />
          <PasswordField
            control={form.control}
            name="confirm_password"
            label={t('fields.confirmPassword')}
            autoComplete="new-password"
          />
          <SubmitButton
            className="w-full"
            pending={form.formState.isSubmitting}
            pendingText={t('loadingShort')}
            disabled={signedUp}
          >
            {t('createAccount')}
          </SubmitButton>
        </form>
      </Form>
      <Suspense fallback={null}>
        {codeOpenings > 0 && (
          <VerifyEmailDialog
            key={codeOpenings}
            open={codeOpen}
            onOpenChange={setCodeOpen}
            email={codeEmail}
            remaining={countdown.remaining}
            sending={sending}
            onResend={() => void requestCode(codeEmail)}
            onVerified={() => {
              setVerified(true);
              setCodeOpen(false);
            }}
            afterVerified={() => form.setFocus('phoneNumber')}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {noticeOpen !== null && <VerifyInfoDialog open={noticeOpen} onOpenChange={setNoticeOpen} />}
      </Suspense>
    </>
  );
}

export default SignUpForm;
