'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { CodeStep } from '@/components/auth/code-step';
import { isolate } from '@/components/auth/isolate';
import { useCountdown } from '@/components/auth/use-countdown';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { ContactChannel } from '@/lib/validation/booking';

/**
 * Confirms the booking's e-mail or phone with a code before a big stay is held for payment at the property: the
 * guest picks where the code goes, then types it. `onConfirmed` runs once the server accepted the code.
 */
export function ConfirmContactDialog({
  open,
  onOpenChange,
  bookingId,
  email,
  phone,
  onConfirmed,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bookingId: string;
  /** The booking's contact as the form sent it, shown on the buttons when known. */
  email?: string;
  phone?: string;
  onConfirmed: () => void;
}) {
  const t = useTranslations('booking.payment.confirmContact');
  const to = useTranslations('onboarding');
  const tm = useTranslations('modal_texts');
  const [channel, setChannel] = useState<ContactChannel | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const path = `/api/bookings/${encodeURIComponent(bookingId)}/contact-code`;

  const send = async (via: ContactChannel) => {
    setSending(true);
    const answer = await submitJson(path, { channel: via }, { loading: to('loading'), error: to('failedToSendCode') });
    setSending(false);
    if (!answer.ok) return;
    setChannel(via);
    countdown.start();
  };

  const address = channel === 'email' ? email : phone;
  const choice = (via: ContactChannel, label: string, shown?: string) => (
    <Button variant="secondary" className="h-auto w-full flex-col py-2" pending={sending} onClick={() => void send(via)}>
      <span>{label}</span>
      {shown && (
        <span dir="ltr" className="text-sm font-normal">
          {shown}
        </span>
      )}
    </Button>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={tm('close')} className="max-w-sm">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>
            {channel && address ? to('codeSentTo', { address: isolate(address) }) : t('text')}
          </DialogDescription>
        </DialogHeader>
        {channel ? (
          <>
            <CodeStep
              focusOnMount={false}
              submitLabel={to('verify')}
              sending={sending}
              remaining={countdown.remaining}
              onResend={() => void send(channel)}
              onCode={async (otp, form) => {
                const answer = await submitJson(
                  `${path}/verify`,
                  { channel, otp },
                  { loading: to('loading'), error: to('invalidCode'), form },
                );
                if (answer.ok) onConfirmed();
                else if (!form.getFieldState('otp').error) {
                  form.setError('otp', { type: 'server', message: answer.data.message ?? to('invalidCode') });
                }
              }}
            />
            <Button variant="link" onClick={() => setChannel(null)}>
              {t('otherWay')}
            </Button>
          </>
        ) : (
          <div className="mt-2 grid gap-2">
            {choice('email', t('byEmail'), email)}
            {choice('sms', t('byPhone'), phone)}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
