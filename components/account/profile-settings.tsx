'use client';

import { useState, type ChangeEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useZodForm } from '@/components/ui/use-zod-form';
import type { AccountOverview } from '@/lib/data/account';
import { LOYALTY_DISCOUNT } from '@/lib/pricing';
import { PhoneChange } from './phone-change';

const MAX_PICTURE = 5 * 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const card = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';

function splitName(fullName: string) {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** My Profile: picture, name, e-mail, phone (changed through a code) and the membership tier with what it gives. */
export function ProfileSettings({ account }: { account: AccountOverview }) {
  const t = useTranslations('account.profile');
  const m = useTranslations('account.membership');
  const router = useRouter();
  const form = useZodForm(() => import('@/lib/validation/account').then((m) => m.profileBody), {
    defaultValues: splitName(account.fullName),
  });
  const [uploading, setUploading] = useState(false);

  async function save(values: { firstName: string; lastName: string }) {
    const answer = await submitJson('/api/user/profile', values, {
      method: 'PATCH',
      loading: t('saving'),
      error: t('saveFailed'),
      form,
    });
    if (answer.ok) router.refresh();
  }

  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const { toast } = await import('sonner');
    if (!PICTURE_TYPES.includes(file.type)) return void toast.error(t('pictureType'));
    if (file.size > MAX_PICTURE) return void toast.error(t('pictureSize'));
    setUploading(true);
    const pending = toast.loading(t('uploading'));
    const body = new FormData();
    body.append('picture', file);
    try {
      const res = await fetch('/api/user/profile-picture', { method: 'POST', body, credentials: 'same-origin' });
      const data = (await res.json().catch(() => ({}))) as { message?: string };
      toast.dismiss(pending);
      if (res.ok) {
        toast.success(data.message ?? t('pictureSaved'));
        router.refresh();
      } else toast.error(data.message ?? t('saveFailed'));
    } catch {
      toast.dismiss(pending);
      toast.error(t('saveFailed'));
    } finally {
      setUploading(false);
    }
  }

  const tier = account.membershipStatus;
  const initials = account.fullName
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <div className="grid gap-5">
      <div className={`${card} flex flex-wrap items-center gap-4`}>
        {account.profilePicture ? (
          // eslint-disable-next-line @next/next/no-img-element -- a private, already resized picture of the account
          <img
            src={account.profilePicture}
            alt={t('pictureAlt')}
            width={80}
            height={80}
            className="size-20 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-20 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 dark:bg-night-700 dark:text-brand-200"
          >
            {initials}
          </span>
        )}
        <div className="grid gap-1">
          <p className="font-semibold">{t('picture')}</p>
          <p className="text-xs text-gray-600 dark:text-gray-400">{t('pictureHelp')}</p>
          {/* The native picker's own words ('Choose File') are the browser's language, not the page's: a label speaks instead. */}
          <input
            id="profile-picture"
            type="file"
            accept={PICTURE_TYPES.join(',')}
            disabled={uploading}
            onChange={upload}
            className="peer sr-only"
          />
          <label
            htmlFor="profile-picture"
            className="inline-flex h-9 w-fit cursor-pointer items-center rounded-lg bg-brand-700 px-3 text-sm font-semibold text-white hover:bg-brand-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 dark:bg-brand-600"
          >
            {t('choosePicture')}
          </label>
        </div>
      </div>

      <Form {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate className={`${card} grid gap-4 sm:grid-cols-2`}>
          <FormField
            control={form.control}
            name="firstName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('firstName')}</FormLabel>
                <FormControl>
                  <Input autoComplete="given-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="lastName"
            render={({ field }) => (
              <FormItem>
                <FormLabel>{t('lastName')}</FormLabel>
                <FormControl>
                  <Input autoComplete="family-name" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <div className="grid gap-1.5 sm:col-span-2">
            <Label htmlFor="profile-email">{t('email')}</Label>
            <Input
              id="profile-email"
              value={account.email}
              readOnly
              dir="ltr"
              className="bg-gray-50 dark:bg-night-800"
            />
          </div>
          <div className="sm:col-span-2">
            <SubmitButton pending={form.formState.isSubmitting} pendingText={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </form>
      </Form>

      <PhoneChange phoneNumber={account.phoneNumber} verified={account.phoneVerified} />

      <div className={card}>
        <h3 className="font-bold">{m('title')}</h3>
        <p className="mt-1 text-lg font-semibold text-brand-700 dark:text-brand-300">
          {m('member', { tier: m(`tiers.${tier}`) })}
        </p>
        <p className="mt-1 text-sm">
          {tier === 'Basic' ? m('basicGives') : m('gives', { percent: Math.round(LOYALTY_DISCOUNT[tier] * 100) })}
        </p>
        <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{m('stays', { count: account.completedStays })}</p>
        {account.nextTier && (
          <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">
            {m('next', { count: account.nextTier.staysToGo, tier: m(`tiers.${account.nextTier.tier}`) })}
          </p>
        )}
        <ul className="mt-3 list-disc ps-5 text-sm text-gray-700 dark:text-gray-200">
          <li>{m('silverRule')}</li>
          <li>{m('goldRule')}</li>
        </ul>
      </div>
    </div>
  );
}
