import 'server-only';
import { NextResponse } from 'next/server';
import { defaultLocale, type Locale } from '@/i18n/config';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { localiseMessage } from './localise';

/** The API's error shape: { message } (+ fieldErrors) with the given status. */
export function errorResponse(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return NextResponse.json(fieldErrors ? { message, fieldErrors } : { message }, { status });
}

function localiseFieldErrors(fieldErrors: Record<string, string[]>, locale: Locale): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, texts]) => [field, texts.map((text) => localiseMessage(text, locale))]),
  );
}

/**
 * Maps any thrown value to an answer a client can read, in the client's language; unexpected errors are logged,
 * never exposed.
 */
export function toErrorResponse(err: unknown, context: Record<string, unknown> = {}, locale: Locale = defaultLocale) {
  if (err instanceof AppError) {
    const fieldErrors = err.fieldErrors && localiseFieldErrors(err.fieldErrors, locale);
    return errorResponse(err.status, localiseMessage(err.message, locale), fieldErrors);
  }
  log.error('request failed', { ...context, err });
  return errorResponse(500, localiseMessage('Something went wrong', locale));
}
