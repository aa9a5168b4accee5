'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { postJson } from '@/components/forms/post-json';
import { Button } from '@/components/ui/button';

/** Ends the newsletter subscription of the link's token and says so. */
export function UnsubscribeButton({ token }: { token: string }) {
  const t = useTranslations('account.unsubscribe');
  const [state, setState] = useState<'idle' | 'pending' | 'done' | 'failed'>('idle');
  const [message, setMessage] = useState<string | null>(null);
  async function press() {
    setState('pending');
    const answer = await postJson('/api/subscribers/unsubscribe', { token });
    setState(answer.ok ? 'done' : 'failed');
    setMessage(answer.ok ? t('done') : (answer.data.message ?? t('failed')));
  }
  return (
    <div className="mt-6 grid justify-items-center gap-3">
      {state !== 'done' && (
        <Button type="button" pending={state === 'pending'} onClick={press}>
          {t('button')}
        </Button>
      )}
      <p role="status" className={state === 'failed' ? 'text-sm text-red-700 dark:text-red-400' : 'text-sm'}>
        {message}
      </p>
    </div>
  );
}
