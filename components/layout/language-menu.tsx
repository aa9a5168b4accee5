'use client';

import { useTranslations } from 'next-intl';
import { useKeyboardOpenFocus, type DeferredPartProps } from '@/components/ui/deferred';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { isLocale, LOCALE_COOKIE, locales, type Locale } from '@/i18n/config';
import { localePath, splitLocale } from '@/i18n/paths';

function choose(locale: Locale) {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', locale);
  } catch {
    // Storage can be unavailable (private mode); the cookie is what the server reads.
  }
  const url = new URL(window.location.href);
  url.searchParams.delete('lng');
  // The same page at the chosen language's address; a full load brings its text direction too.
  url.pathname = localePath(splitLocale(url.pathname)?.rest ?? url.pathname, locale);
  window.location.assign(url.toString());
}

/** The four languages, the current one checked; choosing another remembers it and opens the page at its address. */
function LanguageMenu({ trigger, openedBy, current }: DeferredPartProps & { current: Locale }) {
  const t = useTranslations('common.language');
  const onOpenAutoFocus = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu defaultOpen modal={false}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44" onOpenAutoFocus={onOpenAutoFocus}>
        <DropdownMenuRadioGroup
          value={current}
          onValueChange={(value) => {
            if (isLocale(value) && value !== current) choose(value);
          }}
        >
          {locales.map((locale) => (
            <DropdownMenuRadioItem key={locale} value={locale} lang={locale}>
              {t(locale)}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export default LanguageMenu;
