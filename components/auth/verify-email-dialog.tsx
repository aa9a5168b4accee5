'use client';

import { useState, type FormEvent } from 'react';
import { otpSchema } from '@/lib/validation/auth-forms';
import { AuthDialog } from './auth-dialog';
import { CodeField } from './auth-field';
import { fill, isolate, type AuthTexts } from './auth-texts';
import { postJson, type JsonAnswer } from './post-json';
import { ResendButton } from './resend-button';
import { primaryButton } from './styles';
import { useFormErrors } from './use-form-errors';
import { useToastRegion } from './use-toast-region';

interface VerifyEmailDialogProps {
  open: boolean;
  email: string;
  texts: AuthTexts;
  /** Seconds before another code may be sent. */
  remaining: number;
  sending: boolean;
  requestCode: () => Promise<JsonAnswer>;
  onClose: () => void;
  onVerified: () => void;
}

/**
 * Asks for the code sent to the e-mail address. Its messages show inside the dialog: the page behind a modal
 * dialog is inert, so the form's own message region would be neither seen nor announced. Mount it afresh for
 * each opening.
 */
export function VerifyEmailDialog(props: VerifyEmailDialogProps) {
  const { open, email, texts, remaining, sending, requestCode, onClose, onVerified } = props;
  const [otp, setOtp] = useState('');
  const [pending, setPending] = useState(false);
  const form = useFormErrors(otpSchema, texts.validation);
  const toast = useToastRegion();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const data = form.submit({ otp });
    if (!data) return;
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/verify-email', { email, otp: Number(data.otp) });
    setPending(false);
    if (!answer.ok) {
      toast.show('error', answer.data.message ?? texts.invalidCode);
      return;
    }
    onVerified();
  }

  async function resend() {
    toast.show('info', texts.loading);
    const answer = await requestCode();
    if (answer.ok) toast.show('success', texts.codeSent);
    else toast.show('error', answer.data.message ?? texts.failedToSendCode);
  }

  return (
    <AuthDialog open={open} onClose={onClose} title={texts.verifyEmailTitle} closeLabel={texts.dialog.close}>
      {toast.region}
      <form ref={form.formRef} noValidate onSubmit={onSubmit} onBlur={() => form.blur({ otp })} className="space-y-4">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {fill(texts.templates.codeSentTo, { address: isolate(email) })}
        </p>
        <CodeField
          data-autofocus
          label={texts.fields.otp}
          name="otp"
          value={otp}
          onValue={setOtp}
          error={form.errorOf('otp')}
        />
        <ResendButton
          remaining={remaining}
          pending={sending}
          label={texts.resendCode}
          waitTemplate={texts.templates.resendIn}
          onResend={() => void resend()}
        />
        <button type="submit" disabled={pending} className={primaryButton}>
          {pending ? texts.loading : texts.verify}
        </button>
      </form>
    </AuthDialog>
  );
}
