'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { useStarted } from '@/components/ui/use-started';

/**
 * Closes a contact message, or opens a closed one again. Only the page's scripts can send it, so it is disabled until
 * they have run: a press before then is visibly not taken, rather than lost.
 */
export function ContactStatusButton({ messageId, action }: { messageId: string; action: 'close' | 'reopen' }) {
  const t = useTranslations('desk.messages');
  const router = useRouter();
  const started = useStarted();
  const [pending, setPending] = useState(false);

  async function send() {
    setPending(true);
    const answer = await submitJson(`/api/desk/messages/${messageId}`, { action }, { error: t('failed') });
    setPending(false);
    if (answer.ok) router.refresh();
  }

  return (
    <Button type="button" variant="secondary" pending={pending} disabled={!started} onClick={send}>
      {t(action)}
    </Button>
  );
}
