'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form } from '@/components/ui/form';
import type { useZodForm } from '@/components/ui/use-zod-form';
import { formatPhoneDisplay, normalisePhone } from '@/lib/phone';
import type { emailSchema, phoneSchema } from '@/lib/validation/auth-forms';
import { AuthField } from './auth-fields';
import { CodeStep } from './code-step';
import { isolate } from './isolate';
import { navigateWithNotice } from './navigate';
import { heading, subheading } from './styles';
import { useAuthForm } from './use-auth-form';
import { useCountdown } from './use-countdown';

const channels = {
  whatsapp: { send: '/api/agent_auth/get-otp', verify: '/api/agent_auth/verify-otp' },
  email: { send: '/api/user_auth/get-email-otp', verify: '/api/user_auth/verify-email-otp' },
} as const;

export type CodeChannel = keyof typeof channels;

/** Sign-in with a 6-digit code sent by WhatsApp or by e-mail. */
export function CodeLoginForm({ channel }: { channel: CodeChannel }) {
  return channel === 'whatsapp' ? <PhoneCodeLogin /> : <EmailCodeLogin />;
}

function EmailCodeLogin() {
  const form = useAuthForm('emailSchema', { defaultValues: { email: '' } });
  return <CodeLogin channel="email" form={form} field="email" />;
}

function PhoneCodeLogin() {
  const form = useAuthForm('phoneSchema', { defaultValues: { phoneNumber: '' } });
  return <CodeLogin channel="whatsapp" form={form} field="phoneNumber" />;
}

type AddressForm =
  ReturnType<typeof useZodForm<typeof emailSchema>> | ReturnType<typeof useZodForm<typeof phoneSchema>>;

function CodeLogin({
  channel,
  form,
  field,
}: {
  channel: CodeChannel;
  form: AddressForm;
  field: 'email' | 'phoneNumber';
}) {
  const t = useTranslations('onboarding');
  const { send, verify } = channels[channel];
  const isPhone = channel === 'whatsapp';
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const countdown = useCountdown();
  // Loosely typed here: both channel forms have one string field, named by `field`.
  const loose = form as unknown as ReturnType<typeof useZodForm<typeof emailSchema>>;
  const payload = (value: string) => ({ [field]: isPhone ? normalisePhone(value) : value.trim() });

  async function sendCode(address: string) {
    const answer = await submitJson(send, payload(address), {
      loading: t('loading'),
      // A phone gets a code only when an account has verified it: the notice promises no more than that.
      success: isPhone ? t('phoneCodeMaybeSent') : t('codeSent'),
      error: t('failedToSendCode'),
      form: loose,
    });
    if (!answer.ok) return;
    setSentTo(address);
    countdown.start();
  }

  const onValid = loose.handleSubmit(async (data) => {
    await sendCode((data as Record<string, string>)[field] ?? '');
  });

  const shownAddress = sentTo && (isPhone ? formatPhoneDisplay(normalisePhone(sentTo)) : sentTo.trim());

  return (
    <>
      <h1 className={heading}>{isPhone ? t('whatsappCode') : t('emailCode')}</h1>
      <p className={subheading}>{isPhone ? t('whatsappCodeSubtitle') : t('emailCodeSubtitle')}</p>
      {isPhone && <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('whatsappCodeNote')}</p>}
      <Form {...loose}>
        <form noValidate onSubmit={(e) => void onValid(e)} className="mt-6 space-y-4">
          <AuthField
            control={loose.control}
            name={field as 'email'}
            label={isPhone ? t('fields.phoneNumber') : t('fields.email')}
            type={isPhone ? 'tel' : 'email'}
            autoComplete={isPhone ? 'tel' : 'email'}
            inputMode={isPhone ? 'tel' : 'email'}
            dir={isPhone ? 'ltr' : undefined}
            disabled={signedIn}
            onInput={(e) => {
              // A code belongs to the address it was sent to; a new address needs a new code.
              if (sentTo !== null && e.currentTarget.value !== sentTo) setSentTo(null);
            }}
          />
          {!sentTo && (
            <SubmitButton className="w-full" pending={loose.formState.isSubmitting} pendingText={t('loading')}>
              {t('sendCode')}
            </SubmitButton>
          )}
        </form>
      </Form>
      {sentTo && shownAddress && (
        <CodeStep
          intro={
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {t(isPhone ? 'phoneCodeSentTo' : 'codeSentTo', { address: isolate(shownAddress) })}
            </p>
          }
          submitLabel={t('signIn')}
          sending={loose.formState.isSubmitting}
          locked={signedIn}
          remaining={countdown.remaining}
          onResend={() => void sendCode(sentTo)}
          onCode={async (otp, codeForm) => {
            const answer = await submitJson(
              verify,
              { ...payload(sentTo), otp },
              { loading: t('loading'), success: t('loginSuccessful'), error: t('invalidCode'), form: codeForm },
            );
            if (!answer.ok) return;
            setSignedIn(true);
            navigateWithNotice('/', t('loginSuccessful'));
          }}
        />
      )}
    </>
  );
}

export default CodeLoginForm;
