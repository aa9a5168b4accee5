import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { AppError } from '@/lib/errors';
import { toErrorResponse } from './respond';

type Params = Record<string, string>;
type Handler<P extends Params> = (request: Request, params: P) => Promise<Response | unknown>;

/** Wraps a route handler: plain results become JSON, AppErrors their status, anything else a logged 500. */
export function route<P extends Params = Params>(handler: Handler<P>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    try {
      const result = await handler(request, await context.params);
      return result instanceof Response ? result : NextResponse.json(result);
    } catch (err) {
      return toErrorResponse(err, { method: request.method, url: new URL(request.url).pathname });
    }
  };
}

/** Parses the query string with a zod schema; a failure is a 400 with the first message and every field's. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  throw new AppError(parsed.error.issues[0]?.message ?? 'Invalid request', 400, fieldErrors);
}
