'use client';

import { useState } from 'react';
import { emailSchema, phoneSchema } from '@/lib/validation/auth-forms';
import { formatPhoneDisplay, normalisePhone } from '@/lib/phone';
import { AuthField } from './auth-field';
import { fill } from '@/lib/format/fill';
import { isolate, type AuthTexts } from './auth-texts';
import { navigateTo } from './navigate';
import { postJson } from './post-json';
import { CodeStep } from './code-step';
import { heading, primaryButton, subheading } from './styles';
import { useCountdown } from './use-countdown';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

const channels = {
  whatsapp: {
    field: 'phoneNumber',
    schema: phoneSchema,
    send: '/api/agent_auth/get-otp',
    verify: '/api/agent_auth/verify-otp',
  },
  email: {
    field: 'email',
    schema: emailSchema,
    send: '/api/user_auth/get-email-otp',
    verify: '/api/user_auth/verify-email-otp',
  },
} as const;

export type CodeChannel = keyof typeof channels;

/** Sign-in with a 6-digit code sent by WhatsApp or by e-mail. */
export function CodeLoginForm({ channel, texts }: { channel: CodeChannel; texts: AuthTexts }) {
  const { field, schema, send, verify } = channels[channel];
  const [address, setAddress] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const addressForm = useFormErrors(schema, texts.validation);
  const countdown = useCountdown();
  const toast = useToastRegion();
  const isPhone = channel === 'whatsapp';
  const toPayload = (value: string) => ({ [field]: isPhone ? normalisePhone(value) : value.trim() });

  async function sendCode() {
    const data = addressForm.submit({ [field]: address });
    if (!data || pending) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson(send, toPayload(address));
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.failedToSendCode);
      return;
    }
    toast.show('success', texts.codeSent);
    setSentTo(address);
    countdown.start();
  }

  async function verifyCode(otp: string) {
    if (!sentTo) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson(verify, { ...toPayload(sentTo), otp });
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.invalidCode);
      return;
    }
    toast.show('success', texts.loginSuccessful);
    setSignedIn(true);
    navigateTo('/');
  }

  const shownAddress = sentTo && (isPhone ? formatPhoneDisplay(normalisePhone(sentTo)) : sentTo.trim());

  return (
    <>
      {toast.region}
      <h1 className={heading}>{isPhone ? texts.whatsappCode : texts.emailCode}</h1>
      <p className={subheading}>{isPhone ? texts.whatsappCodeSubtitle : texts.emailCodeSubtitle}</p>
      <form
        ref={addressForm.formRef}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void sendCode();
        }}
        onBlur={() => addressForm.blur({ [field]: address })}
        className="mt-6 space-y-4"
      >
        <AuthField
          label={isPhone ? texts.fields.phoneNumber : texts.fields.email}
          name={field}
          type={isPhone ? 'tel' : 'email'}
          autoComplete={isPhone ? 'tel' : 'email'}
          inputMode={isPhone ? 'tel' : 'email'}
          dir={isPhone ? 'ltr' : undefined}
          value={address}
          onValue={(value) => {
            setAddress(value);
            // A code belongs to the address it was sent to; a new address needs a new code.
            if (sentTo !== null && value !== sentTo) setSentTo(null);
          }}
          error={addressForm.errorOf(field)}
          disabled={signedIn}
        />
        {!sentTo && (
          <button type="submit" disabled={pending} className={primaryButton}>
            {pending ? texts.loading : texts.sendCode}
          </button>
        )}
      </form>
      {sentTo && shownAddress && (
        <CodeStep
          texts={texts}
          intro={
            <p className="text-sm text-gray-700 dark:text-gray-300">
              {fill(texts.templates.codeSentTo, { address: isolate(shownAddress) })}
            </p>
          }
          submitLabel={texts.signIn}
          pending={pending}
          locked={signedIn}
          remaining={countdown.remaining}
          onResend={() => void sendCode()}
          onCode={(otp) => void verifyCode(otp)}
        />
      )}
    </>
  );
}
