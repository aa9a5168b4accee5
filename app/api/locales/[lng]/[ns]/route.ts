import { NextResponse } from 'next/server';
import { isLocale, namespaces } from '@/i18n/config';
import { loadMessages } from '@/i18n/messages';
import { errorResponse } from '@/lib/api/respond';

type Namespace = (typeof namespaces)[number];

function toNamespace(file: string): Namespace | undefined {
  const name = file.endsWith('.json') ? file.slice(0, -5) : undefined;
  return (namespaces as readonly string[]).includes(name ?? '') ? (name as Namespace) : undefined;
}

/** Translation JSON of one namespace: GET /api/locales/{lng}/{ns}.json */
export async function GET(_request: Request, { params }: { params: Promise<{ lng: string; ns: string }> }) {
  const { lng, ns } = await params;
  const namespace = toNamespace(ns);
  if (!isLocale(lng)) return errorResponse(404, 'Unknown language');
  if (!namespace) return errorResponse(404, 'Unknown namespace');
  const messages = await loadMessages(lng);
  return NextResponse.json(messages[namespace], {
    headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=86400' },
  });
}
