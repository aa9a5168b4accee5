'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { emailSchema, otpSchema, phoneSchema } from '@/lib/validation/auth-forms';
import { formatPhoneDisplay, normalisePhone } from '@/lib/phone';
import { AuthField, CodeField } from './auth-field';
import { fill, isolate, type AuthTexts } from './auth-texts';
import { navigateTo } from './navigate';
import { postJson } from './post-json';
import { ResendButton } from './resend-button';
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
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const [signedIn, setSignedIn] = useState(false);
  const addressForm = useFormErrors(schema, texts.validation);
  const codeForm = useFormErrors(otpSchema, texts.validation);
  const countdown = useCountdown();
  const toast = useToastRegion();
  const codeInput = useRef<HTMLInputElement>(null);
  const isPhone = channel === 'whatsapp';
  const toPayload = (value: string) => ({ [field]: isPhone ? normalisePhone(value) : value.trim() });

  useEffect(() => {
    if (sentTo) codeInput.current?.focus();
  }, [sentTo]);

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

  async function onVerify(e: FormEvent) {
    e.preventDefault();
    if (!sentTo || pending || signedIn) return;
    const data = codeForm.submit({ otp });
    if (!data) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson(verify, { ...toPayload(sentTo), otp: data.otp });
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
        <form
          ref={codeForm.formRef}
          noValidate
          onSubmit={onVerify}
          onBlur={() => codeForm.blur({ otp })}
          className="mt-4 space-y-4"
        >
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {fill(texts.templates.codeSentTo, { address: isolate(shownAddress) })}
          </p>
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
          <button type="submit" disabled={pending || signedIn} className={primaryButton}>
            {pending ? texts.loading : texts.signIn}
          </button>
        </form>
      )}
    </>
  );
}
