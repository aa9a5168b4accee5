import 'server-only';
import { NextResponse } from 'next/server';
import { defaultLocale, type Locale } from '@/i18n/config';
import { translatorFor } from '@/i18n/translator';
import { databaseFailure, doubtDatabase, RETRY_AFTER_SECONDS } from '@/lib/db/availability';
import { AppError, type ErrorCode, type FieldError } from '@/lib/errors';
import { log } from '@/lib/log';

/** The API's error shape: { code, message } (+ fieldErrors), the message and field errors in the client's language. */
export function errorResponse(
  status: number,
  body: { code: ErrorCode; message: string; fieldErrors?: Record<string, string[]> },
  headers?: HeadersInit,
) {
  return NextResponse.json(body, { status, headers });
}

function translateFieldErrors(fieldErrors: Record<string, FieldError[]>, locale: Locale): Record<string, string[]> {
  const t = translatorFor(locale);
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, errors]) => [
      field,
      errors.map(({ key, values }) => t(`validation.${key}`, values)),
    ]),
  );
}

/** The answer while the database cannot be reached: 503 `serviceUnavailable`, try again in a few seconds. */
export function databaseUnavailable(): AppError {
  return new AppError('serviceUnavailable', 503, { retryAfterSeconds: RETRY_AFTER_SECONDS });
}

/**
 * Maps any thrown value to an answer a client can read, in the client's language; unexpected errors are logged,
 * never exposed. A validation failure's message is its first field's, the most useful line to show alone.
 */
export function toErrorResponse(err: unknown, context: Record<string, unknown> = {}, locale: Locale = defaultLocale) {
  const t = translatorFor(locale);
  if (err instanceof AppError) {
    const fieldErrors = err.fieldErrors && translateFieldErrors(err.fieldErrors, locale);
    const first = fieldErrors && Object.values(fieldErrors)[0]?.[0];
    const message = first ?? t(`errors.${err.code}`, err.values);
    const retry = err.retryAfterSeconds;
    const headers = retry !== undefined ? { 'Retry-After': String(Math.max(1, Math.ceil(retry))) } : undefined;
    return errorResponse(err.status, { code: err.code, message, ...(fieldErrors && { fieldErrors }) }, headers);
  }
  const failure = databaseFailure(err);
  if (failure) {
    // Not the request's fault: PostgreSQL is unreachable (checked again now) or cancelled a statement that ran too long.
    if (failure === 'down') doubtDatabase();
    log.warn('database unavailable for a request', { ...context, failure, err });
    return toErrorResponse(databaseUnavailable(), context, locale);
  }
  log.error('request failed', { ...context, err });
  return errorResponse(500, { code: 'somethingWentWrong', message: t('errors.somethingWentWrong') });
}
