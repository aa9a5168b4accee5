import 'server-only';
import { createTranslator } from 'use-intl/core';
import ar from '@/messages/ar';
import en from '@/messages/en';
import fr from '@/messages/fr';
import zh from '@/messages/zh';
import type { Locale } from './config';
import type { Messages } from './messages';

const catalogues: Record<Locale, Messages> = { en, fr, zh, ar };

/** A translator over every namespace of a language, for texts built outside a page render (API answers, messages). */
export function translatorFor(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], timeZone: 'Africa/Lagos' });
}

export type Translator = ReturnType<typeof translatorFor>;
