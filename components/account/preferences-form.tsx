'use client';

import { useTheme } from 'next-themes';
import { useLocale, useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { SubmitButton } from '@/components/ui/submit-button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useZodForm } from '@/components/ui/use-zod-form';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/config';
import { dataSaverCookie } from '@/lib/data-saver';
import type { UserPreferences } from '@/lib/db/schema';
import type { preferencesForm } from '@/lib/validation/account';
import type { z } from 'zod';

const card = 'rounded-2xl border border-gray-200 p-5 dark:border-night-700';

/**
 * Preferences: language, theme and data saver (applied on this device at once and stored with the account), paperless
 * and marketing.
 */
export function PreferencesForm({ preferences }: { preferences: UserPreferences }) {
  const t = useTranslations('account.preferences');
  const l = useTranslations('common.language');
  const current = useLocale() as Locale;
  const { resolvedTheme, setTheme } = useTheme();
  const form = useZodForm(() => import('@/lib/validation/account').then((m) => m.preferencesForm), {
    defaultValues: {
      language: current,
      theme: preferences.theme ?? (resolvedTheme === 'dark' ? 'dark' : 'light'),
      paperlessConfirmations: preferences.paperlessConfirmations ?? true,
      marketingEmails: preferences.marketingEmails ?? false,
      dataSaver: preferences.dataSaver ?? false,
    },
  });

  const save = form.handleSubmit(async (values) => {
    const answer = await submitJson('/api/user/preferences', values, {
      method: 'PATCH',
      loading: t('saving'),
      error: t('saveFailed'),
    });
    if (!answer.ok) return;
    setTheme(values.theme);
    rememberOnDevice(values, current);
  });

  /** One yes-or-no preference: its box, its name and what it does. */
  const choice = (name: 'paperlessConfirmations' | 'marketingEmails' | 'dataSaver', label: Toggle) => (
    <div className="flex items-start gap-3">
      <Checkbox id={`pref-${label}`} {...form.register(name)} className="mt-0.5" />
      <label htmlFor={`pref-${label}`}>
        <span className="block text-sm font-semibold">{t(label)}</span>
        <span className="block text-xs text-gray-600 dark:text-gray-400">{t(`${label}Help`)}</span>
      </label>
    </div>
  );

  return (
    <form onSubmit={save} className="grid gap-5" noValidate>
      <div className={`${card} grid gap-4 sm:grid-cols-2`}>
        <div className="grid gap-1.5">
          <Label htmlFor="pref-language">{t('language')}</Label>
          <Select id="pref-language" {...form.register('language')}>
            {locales.map((code) => (
              <option key={code} value={code} lang={code}>
                {l(code)}
              </option>
            ))}
          </Select>
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t('theme')}</legend>
          <div className="flex gap-3">
            {(['light', 'dark'] as const).map((value) => (
              <label
                key={value}
                className="flex h-11 flex-1 cursor-pointer items-center gap-2 rounded-xl border border-gray-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 dark:border-night-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-night-800"
              >
                <input type="radio" value={value} {...form.register('theme')} className="accent-brand-700" />
                {t(value)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={`${card} grid gap-4`}>
        {choice('paperlessConfirmations', 'paperless')}
        {choice('marketingEmails', 'marketing')}
        {choice('dataSaver', 'dataSaver')}
      </div>
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingText={t('saving')}>
          {t('save')}
        </SubmitButton>
      </div>
    </form>
  );
}

type Toggle = 'paperless' | 'marketing' | 'dataSaver';

/**
 * The device keeps the data saver choice (the picture route and the slideshows read it without an account) and a new
 * language, then loads the page again in it: a full load renders the page in the new language and direction.
 */
function rememberOnDevice(values: z.output<typeof preferencesForm>, current: Locale) {
  document.cookie = dataSaverCookie(values.dataSaver);
  if (values.language === current) return;
  document.cookie = `${LOCALE_COOKIE}=${values.language}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', values.language);
  } catch {
    // Storage can be unavailable; the cookie is what the server reads.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('lng');
  window.location.assign(url.toString());
}
