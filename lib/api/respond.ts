import 'server-only';
import { NextResponse } from 'next/server';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';

/** The API's error shape: { message } (+ fieldErrors) with the given status. */
export function errorResponse(status: number, message: string, fieldErrors?: Record<string, string[]>) {
  return NextResponse.json(fieldErrors ? { message, fieldErrors } : { message }, { status });
}

/** Maps any thrown value to an answer a client can read; unexpected errors are logged, never exposed. */
export function toErrorResponse(err: unknown, context: Record<string, unknown> = {}) {
  if (err instanceof AppError) return errorResponse(err.status, err.message, err.fieldErrors);
  log.error('request failed', { ...context, err });
  return errorResponse(500, 'Something went wrong');
}
