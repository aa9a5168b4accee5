'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { useLocalePath } from '@/i18n/use-locale-path';

/** Ends this browser's access to the booking at once (on a shared computer, say), back to the manage page. */
export function LeaveBookingButton() {
  const t = useTranslations('manage');
  const router = useRouter();
  const toPath = useLocalePath();
  const [pending, setPending] = useState(false);
  async function leave() {
    setPending(true);
    const answer = await submitJson('/api/manage-booking', {}, { error: t('failed'), method: 'DELETE' });
    setPending(false);
    if (answer.ok) router.push(toPath('/manage-booking'));
  }
  return (
    <Button type="button" variant="ghost" pending={pending} onClick={() => void leave()}>
      {t('leave')}
    </Button>
  );
}
