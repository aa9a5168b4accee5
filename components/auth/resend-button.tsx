'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

/** Asks for a new code, once the wait after the last one is over. */
export function ResendButton({
  remaining,
  pending,
  onResend,
}: {
  remaining: number;
  pending: boolean;
  onResend: () => void;
}) {
  const t = useTranslations('onboarding');
  return (
    <Button variant="link" disabled={remaining > 0 || pending} onClick={onResend}>
      {remaining > 0 ? t('resendIn', { seconds: remaining }) : t('resendCode')}
    </Button>
  );
}
