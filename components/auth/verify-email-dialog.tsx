'use client';

import { useRef } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CodeStep } from './code-step';
import { isolate } from './isolate';
import { useReturnFocus } from './use-return-focus';

interface VerifyEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  /** Seconds before another code may be sent. */
  remaining: number;
  sending: boolean;
  onResend: () => void;
  onVerified: () => void;
  /** Where the focus goes once the dialog has closed after a success (its Verify button is then disabled). */
  afterVerified: () => void;
}

/**
 * Asks for the code sent to the e-mail address (the Verify dialog of the sign-up form). Mount it afresh for each
 * opening. A failure is also written under the code field: the page behind a modal dialog is hidden from screen
 * readers, toasts included.
 */
export default function VerifyEmailDialog(props: VerifyEmailDialogProps) {
  const { open, onOpenChange, email, remaining, sending, onResend, onVerified, afterVerified } = props;
  const t = useTranslations('onboarding');
  const tm = useTranslations('modal_texts');
  const verified = useRef(false);
  const returnFocus = useReturnFocus();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={tm('close')}
        className="max-w-sm"
        onCloseAutoFocus={(event) => {
          if (!verified.current) return returnFocus(event);
          event.preventDefault();
          afterVerified();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('verifyEmailTitle')}</DialogTitle>
          <DialogDescription>{t('codeSentTo', { address: isolate(email) })}</DialogDescription>
        </DialogHeader>
        <CodeStep
          focusOnMount={false}
          submitLabel={t('verify')}
          sending={sending}
          remaining={remaining}
          onResend={onResend}
          onCode={async (otp, form) => {
            const answer = await submitJson(
              '/api/user_auth/verify-email',
              { email, otp: Number(otp) },
              { loading: t('loading'), success: t('emailVerified'), error: t('invalidCode'), form },
            );
            if (answer.ok) {
              verified.current = true;
              onVerified();
            } else if (!form.getFieldState('otp').error) {
              form.setError('otp', { type: 'server', message: answer.data.message ?? t('invalidCode') });
            }
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
