import type { ReactNode } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguagePicker } from '@/components/layout/language-picker';
import { Link } from '@/components/ui/link';
import type { Locale } from '@/i18n/config';
import { cn } from '@/lib/cn';
import { site } from '@/lib/site';

interface AuthShellProps {
  /** Sign-in pages offer registration in the header; the sign-up page offers sign-in. */
  mode: 'signIn' | 'signUp';
  /** The privacy statement note on sign-in and sign-up pages; a way back to sign-in on recovery pages. */
  note: 'privacy' | 'backToLogin';
  /** Shown beside the card on wide screens. */
  aside?: ReactNode;
  children: ReactNode;
}

/** The purple header band and the white card around an auth form. */
export async function AuthShell({ mode, note, aside, children }: AuthShellProps) {
  const [t, tc, locale] = await Promise.all([getTranslations('onboarding'), getTranslations('common'), getLocale()]);
  const switchTo =
    mode === 'signIn' ? { href: '/register', label: tc('nav.signUp') } : { href: '/login', label: tc('nav.login') };

  return (
    <div className="min-h-full bg-gray-50 pb-12 dark:bg-night-950">
      <div className="bg-brand-700 text-white dark:bg-brand-900 [&_:focus-visible]:outline-white">
        <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4">
          <p className="me-auto text-lg font-bold">{t(mode)}</p>
          <LanguagePicker
            locale={locale as Locale}
            label={tc('language.choose')}
            className="hover:bg-white/15 data-[state=open]:bg-white/15 dark:hover:bg-white/15 dark:data-[state=open]:bg-white/15"
          />
          <Link
            href={switchTo.href}
            className="inline-flex h-11 items-center rounded-full bg-white px-4 text-sm font-semibold text-brand-700 hover:bg-brand-50 dark:bg-night-900 dark:text-brand-300 dark:hover:bg-night-800"
          >
            {switchTo.label}
          </Link>
        </div>
      </div>
      <div
        className={cn(
          'mx-auto mt-6 px-4 sm:mt-10',
          aside ? 'grid max-w-5xl gap-6 min-[730px]:grid-cols-2' : 'max-w-md',
        )}
      >
        <section className="@container rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-8 dark:bg-night-900 dark:ring-night-700">
          {children}
          <div className="mt-8 border-t border-gray-200 pt-4 text-sm text-gray-600 dark:border-night-700 dark:text-gray-300">
            {note === 'privacy' ? (
              <PrivacyNote note={t('privacyNote')} link={t('privacyLink')} newTab={tc('nav.opensNewTab')} />
            ) : (
              <Link
                href="/login"
                className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
              >
                {t('backToLogin')}
              </Link>
            )}
          </div>
        </section>
        {aside}
      </div>
    </div>
  );
}

/**
 * The note with its mention of the statement turned into the link; the link follows the note when a translation
 * words the statement differently.
 */
function PrivacyNote({ note, link, newTab }: { note: string; link: string; newTab: string }) {
  const at = note.indexOf(link);
  const anchor = (
    <a
      href={site.privacyStatementUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
    >
      {link}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
  if (at < 0) {
    return (
      <p>
        {note} {anchor}
      </p>
    );
  }
  return (
    <p>
      {note.slice(0, at)}
      {anchor}
      {note.slice(at + link.length)}
    </p>
  );
}
