'use client';

import { useState } from 'react';
import { AuthDialog } from './auth-dialog';
import { fill } from '@/lib/format/fill';
import { isolate, type AuthTexts } from './auth-texts';
import { CodeStep } from './code-step';
import { postJson, type JsonAnswer } from './post-json';
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
  const [pending, setPending] = useState(false);
  const toast = useToastRegion();

  async function verify(otp: string) {
    setPending(true);
    toast.show('info', texts.loading);
    const answer = await postJson('/api/user_auth/verify-email', { email, otp: Number(otp) });
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
      <CodeStep
        texts={texts}
        intro={
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {fill(texts.templates.codeSentTo, { address: isolate(email) })}
          </p>
        }
        submitLabel={texts.verify}
        pending={pending || sending}
        remaining={remaining}
        onResend={() => void resend()}
        onCode={(otp) => void verify(otp)}
      />
    </AuthDialog>
  );
}
