'use client';

import { useState, type FormEvent } from 'react';
import { useTheme } from 'next-themes';
import { useLocale, useTranslations } from 'next-intl';
import { submitJson } from '@/components/forms/submit-json';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { LOCALE_COOKIE, locales, type Locale } from '@/i18n/config';
import { dataSaverCookie } from '@/lib/data-saver';
import type { UserPreferences } from '@/lib/db/schema';

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
  const [language, setLanguage] = useState<Locale>(current);
  const [theme, setThemeChoice] = useState<'light' | 'dark'>(
    preferences.theme ?? (resolvedTheme === 'dark' ? 'dark' : 'light'),
  );
  const [paperless, setPaperless] = useState(preferences.paperlessConfirmations ?? true);
  const [marketing, setMarketing] = useState(preferences.marketingEmails ?? false);
  const [dataSaver, setDataSaver] = useState(preferences.dataSaver ?? false);
  const [pending, setPending] = useState(false);

  async function save(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    const answer = await submitJson(
      '/api/user/preferences',
      { language, theme, paperlessConfirmations: paperless, marketingEmails: marketing, dataSaver },
      { method: 'PATCH', loading: t('saving'), error: t('saveFailed') },
    );
    setPending(false);
    if (!answer.ok) return;
    setTheme(theme);
    // The device keeps the choice: the picture route and the slideshows read it without an account.
    document.cookie = dataSaverCookie(dataSaver);
    if (language !== current) {
      document.cookie = `${LOCALE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
      try {
        localStorage.setItem('i18nextLng', language);
      } catch {
        // Storage can be unavailable; the cookie is what the server reads.
      }
      const url = new URL(window.location.href);
      url.searchParams.delete('lng');
      // A full load renders the page in the new language and direction.
      window.location.assign(url.toString());
    }
  }

  return (
    <form onSubmit={save} className="grid gap-5">
      <div className={`${card} grid gap-4 sm:grid-cols-2`}>
        <div className="grid gap-1.5">
          <Label htmlFor="pref-language">{t('language')}</Label>
          <Select id="pref-language" value={language} onChange={(e) => setLanguage(e.target.value as Locale)}>
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
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setThemeChoice(value)}
                  className="accent-brand-700"
                />
                {t(value)}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div className={`${card} grid gap-4`}>
        <div className="flex items-start gap-3">
          <Checkbox
            id="pref-paperless"
            checked={paperless}
            onChange={(e) => setPaperless(e.target.checked)}
            className="mt-0.5"
          />
          <label htmlFor="pref-paperless">
            <span className="block text-sm font-semibold">{t('paperless')}</span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{t('paperlessHelp')}</span>
          </label>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id="pref-marketing"
            checked={marketing}
            onChange={(e) => setMarketing(e.target.checked)}
            className="mt-0.5"
          />
          <label htmlFor="pref-marketing">
            <span className="block text-sm font-semibold">{t('marketing')}</span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{t('marketingHelp')}</span>
          </label>
        </div>
        <div className="flex items-start gap-3">
          <Checkbox
            id="pref-data-saver"
            checked={dataSaver}
            onChange={(e) => setDataSaver(e.target.checked)}
            className="mt-0.5"
          />
          <label htmlFor="pref-data-saver">
            <span className="block text-sm font-semibold">{t('dataSaver')}</span>
            <span className="block text-xs text-gray-600 dark:text-gray-400">{t('dataSaverHelp')}</span>
          </label>
        </div>
      </div>
      <div>
        <Button type="submit" pending={pending} pendingText={t('saving')}>
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
