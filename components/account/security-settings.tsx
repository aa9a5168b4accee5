'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { navigateTo } from '@/components/auth/navigate';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { SubmitButton } from '@/components/ui/submit-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { ActiveSession } from '@/lib/data/account';
import { TIME_ZONE } from '@/lib/dates';
import type { ChangePasswordValues } from '@/lib/validation/account';

const card = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';

function ChangePassword() {
  const t = useTranslations('account.security');
  const router = useRouter();
  const form = useZodForm(() => import('@/lib/validation/account').then((m) => m.changePasswordBody), {
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  async function save(values: ChangePasswordValues) {
    const answer = await submitJson('/api/user/password', values, { loading: t('saving'), error: t('failed'), form });
    if (answer.ok) {
      form.reset();
      router.refresh();
    }
  }
  const fields = [
    ['currentPassword', 'currentPassword', 'current-password'],
    ['newPassword', 'newPassword', 'new-password'],
    ['confirmPassword', 'confirmPassword', 'new-password'],
  ] as const;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate className={`${card} grid gap-4`}>
        <h3 className="font-bold">{t('changePassword')}</h3>
        {fields.map(([name, label, autoComplete]) => (
          <FormField
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <FormItem className="max-w-sm">
                <FormLabel>{t(label)}</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete={autoComplete} {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <p className="text-xs text-gray-600 dark:text-gray-400">{t('otherSessionsEnd')}</p>
        <div>
          <SubmitButton pending={form.formState.isSubmitting} pendingText={t('saving')}>
            {t('updatePassword')}
          </SubmitButton>
        </div>
      </form>
    </Form>
  );
}

function Sessions({ sessions }: { sessions: ActiveSession[] }) {
  const t = useTranslations('account.security');
  const locale = useLocale();
  const router = useRouter();
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE });
  async function end(session: ActiveSession) {
    const answer = await submitJson(`/api/user/sessions/${session.id}`, undefined, {
      method: 'DELETE',
      error: t('failed'),
    });
    if (!answer.ok) return;
    if (session.current) navigateTo('/login');
    else router.refresh();
  }
  return (
    <div className={card}>
      <h3 className="font-bold">{t('sessions')}</h3>
      <ul className="mt-3 grid gap-3">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-gray-50 p-3 dark:bg-night-800"
          >
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold" dir="ltr">
                {s.userAgent ?? t('unknownDevice')}
              </p>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                {t('lastActive', { date: when.format(new Date(s.lastSeenAt)) })}
                {s.ipAddress ? ` · ${s.ipAddress}` : ''}
                {s.current ? ` · ${t('thisDevice')}` : ''}
              </p>
            </div>
            <Button type="button" variant="secondary" size="sm" onClick={() => end(s)}>
              {t('signOut')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DeleteAccount({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const t = useTranslations('account.security');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  async function remove() {
    setPending(true);
    const answer = await submitJson(
      '/api/user/delete-account',
      { email: typed, password: hasPassword ? password : undefined },
      { loading: t('deleting'), error: t('failed') },
    );
    setPending(false);
    if (answer.ok) navigateTo('/');
  }
  return (
    <div className={`${card} border-red-200 dark:border-red-900`}>
      <h3 className="font-bold text-red-700 dark:text-red-400">{t('deleteTitle')}</h3>
      <p className="mt-1 text-sm">{t('deleteText')}</p>
      <Button type="button" variant="destructive" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('deleteButton')}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t('close')}>
          <DialogHeader>
            <DialogTitle>{t('deleteTitle')}</DialogTitle>
            <DialogDescription>{t('deleteConfirm', { email })}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="delete-email">{t('typeEmail')}</Label>
            <Input id="delete-email" type="email" dir="ltr" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </div>
          {hasPassword && (
            <div className="grid gap-1.5">
              <Label htmlFor="delete-password">{t('currentPassword')}</Label>
              <Input
                id="delete-password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </div>
          )}
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('keepAccount')}
            </Button>
            <Button type="button" variant="destructive" pending={pending} disabled={!typed} onClick={remove}>
              {t('deleteForever')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** Security Settings: password, active sessions, account deletion. */
export function SecuritySettings({
  email,
  hasPassword,
  sessions,
}: {
  email: string;
  hasPassword: boolean;
  sessions: ActiveSession[];
}) {
  const t = useTranslations('account.security');
  return (
    <div className="grid gap-5">
      {hasPassword ? <ChangePassword /> : <p className={`${card} text-sm`}>{t('noPassword')}</p>}
      <Sessions sessions={sessions} />
      <DeleteAccount email={email} hasPassword={hasPassword} />
    </div>
  );
}
