import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { requestLocale } from '@/i18n/request-locale';
import { translatorFor } from '@/i18n/translator';
import { databaseAvailable, databaseKnownDown } from '@/lib/db/availability';
import { env } from '@/lib/env';
import { AppError, type FieldError, type TextValues, type ValidationKey } from '@/lib/errors';
import { isValidationKey } from '@/lib/validation/rule';
import { clientIpFrom, SOCKET_ADDRESS_HEADER } from './client-ip';
import { databaseUnavailable, toErrorResponse } from './respond';

type Params = Record<string, string>;

/** Characters of a JSON body: far above any form here. */
const MAX_BODY = 20_000;
type Handler<P extends Params> = (request: Request, params: P) => Promise<Response | unknown>;

/** What an API answer may be kept as unless its handler says otherwise: nothing, anywhere (it may be personal). */
export const PRIVATE_NO_STORE = 'private, no-store';

function privateByDefault(response: Response): Response {
  if (!response.headers.has('cache-control')) {
    try {
      response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    } catch {
      // A response with immutable headers (a redirect built by Response.redirect) is copied.
      const copy = new Response(response.body, response);
      copy.headers.set('Cache-Control', PRIVATE_NO_STORE);
      return copy;
    }
  }
  return response;
}

/**
 * Wraps a route handler: plain results become JSON, AppErrors their status and translated message, a database that
 * cannot be reached (or took too long) a 503 with Retry-After, anything else a logged 500. Responses a handler builds itself keep their body and status. Every answer, errors included, is
 * `Cache-Control: private, no-store` unless the handler chose a policy itself (public catalogue reads).
 */
export function route<P extends Params = Params>(handler: Handler<P>) {
  return async (request: Request, context: { params: Promise<P> }) => {
    const locale = requestLocale(request);
    try {
      // PostgreSQL text cannot hold a NUL character: refuse it here rather than fail in a query.
      if (/%00/.test(request.url)) throw new AppError('requestNotValid', 400);
      // While the database is known to be down, answer 503 at once (checking again once a second) instead of waiting.
      if (databaseKnownDown() && !(await databaseAvailable())) throw databaseUnavailable();
      const result = await handler(request, await context.params);
      return privateByDefault(result instanceof Response ? result : NextResponse.json(result));
    } catch (err) {
      return privateByDefault(
        toErrorResponse(err, { method: request.method, url: new URL(request.url).pathname }, locale),
      );
    }
  };
}

/** The texts of the request's language (?lng=, the i18next cookie, Accept-Language), for the messages answers carry. */
export function textsFor(request: Request) {
  return translatorFor(requestLocale(request));
}

/** Parses the query string with a zod schema; a failure is a 400 with the first message and every field's. */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params, { error: fieldIssue });
  if (parsed.success) return parsed.data;
  throw validationError(parsed.error);
}

/** The request's own origin as the browser sees it (behind a proxy, from the forwarded host). */
function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const proto = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return new Set([`${proto}://${host}`, url.origin, env.SITE_URL]);
}

/** Refuses state changes that another site's page sent (Origin / Sec-Fetch-Site). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const site = request.headers.get('sec-fetch-site');
  if ((origin && !ownOrigins(request).has(origin)) || site === 'cross-site' || site === 'same-site') {
    throw new AppError('crossSite', 403);
  }
}

/**
 * Whether a Content-Type header names JSON: its media type (before any parameter) is exactly application/json, in any
 * case. `text/plain; charset=application/json` is not JSON: a cross-site form could send it without a preflight.
 */
export function isJsonType(header: string | null): boolean {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  return mediaType === 'application/json';
}

/** Refuses state changes from other sites and bodies that are not JSON. */
export function assertSameOriginJson(request: Request): void {
  assertSameOrigin(request);
  const hasBody = Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding');
  if (hasBody && !isJsonType(request.headers.get('content-type'))) {
    throw new AppError('notJson', 415);
  }
}

/**
 * The message key for rules that carry none of their own, naming the field (filled in as {field}) so an API client
 * knows what to fix; zod's default names nothing. Rules with their own key keep it.
 */
const fieldIssue = (issue: z.core.$ZodRawIssue): ValidationKey => {
  if (!issue.path?.length) return 'requestNotValid';
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'fieldRequired';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'fieldTooLong' : 'fieldTooLarge';
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'fieldTooShort' : 'fieldTooSmall';
  return 'fieldInvalid';
};

function validationError(error: z.ZodError): AppError {
  const fieldErrors: Record<string, FieldError[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    const key = isValidationKey(issue.message) ? issue.message : 'fieldInvalid';
    // A rule's own values (such as the booking horizon a date rule names) fill its message in too.
    const own = issue.code === 'custom' ? (issue.params as TextValues | undefined) : undefined;
    (fieldErrors[field || '_'] ??= []).push({ key, values: { ...own, field } });
  }
  return new AppError('invalidRequest', 400, { fieldErrors });
}

/**
 * Reads and validates a JSON body; an unreadable body or a failed rule is a 400 with every field's message. `maxChars`
 * raises the size limit for the few bodies that are files (a partner's catalogue).
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  { maxChars = MAX_BODY }: { maxChars?: number } = {},
): Promise<z.infer<S>> {
  let body: unknown = {};
  // A declared size is refused before the body is read; a chunked body is measured once read.
  if (Number(request.headers.get('content-length') ?? 0) > maxChars) throw new AppError('tooLarge', 413);
  const text = await request.text();
  if (text.length > maxChars) throw new AppError('tooLarge', 413);
  if (/\u0000|\\u0000/i.test(text)) throw new AppError('requestNotValid', 400);
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new AppError('invalidJson', 400);
    }
  }
  const parsed = schema.safeParse(body, { error: fieldIssue });
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** A state-changing handler: same-origin JSON only, then the same error mapping as route(). */
export function mutation<P extends Params = Params>(handler: Handler<P>) {
  return route<P>(async (request, params) => {
    assertSameOriginJson(request);
    return handler(request, params);
  });
}

/**
 * The client's address for rate limits and session records: the connection's (server.mjs) unless TRUSTED_PROXY_COUNT
 * names proxies in front, then as the nearest of them reports it.
 */
export function clientIp(request: Request): string {
  const socketHeaderTrusted = env.STAYNAIJA_SOCKET_ADDRESS === SOCKET_ADDRESS_HEADER;
  return clientIpFrom(request.headers, env.TRUSTED_PROXY_COUNT, socketHeaderTrusted);
}
