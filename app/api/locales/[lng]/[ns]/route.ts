import { NextResponse } from 'next/server';
import { isLocale, namespaces } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import { route } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';

type Namespace = (typeof namespaces)[number];

function toNamespace(file: string): Namespace | undefined {
  const name = file.endsWith('.json') ? file.slice(0, -5) : undefined;
  return (namespaces as readonly string[]).includes(name ?? '') ? (name as Namespace) : undefined;
}

/** Translation JSON of one namespace: GET /api/locales/{lng}/{ns}.json */
export const GET = route<{ lng: string; ns: string }>(async (_request, { lng, ns }) => {
  const namespace = toNamespace(ns);
  if (!isLocale(lng)) throw new AppError('unknownLanguage', 404);
  if (!namespace) throw new AppError('unknownNamespace', 404);
  const messages = await loadMessages(lng);
  return NextResponse.json(messages[namespace], {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
});
