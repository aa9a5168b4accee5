import 'server-only';
import { getLocale, getMessages } from 'next-intl/server';
import type { Locale } from './config';
import type { PartIntl } from './part-intl';
import { pickMessages, type MessagePath } from './pick-messages';

/** The language and the messages under `paths`, for a client part that loads its own provider (withIntl). */
export async function intlFor(paths: readonly MessagePath[]): Promise<PartIntl> {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return { locale: locale as Locale, messages: pickMessages(messages, paths) };
}
