import 'server-only';
import { NextResponse } from 'next/server';
import { CatalogueError } from '@/lib/catalogue/import';
import { recordPartnerCall, type PartnerAuditEntry } from '@/lib/data/partner-audit';
import { authenticatePartnerKey, type PartnerCaller } from '@/lib/data/partner-keys';
import { getDb, type Database } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { PARTNER_CALLS_PER_KEY } from '@/lib/services/limits';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { isJsonType, route, textsFor } from './handler';

type Params = Record<string, string>;

/** What a partner handler is given: who calls, the database, and a place to note what the audit row keeps. */
export interface PartnerCall {
  caller: PartnerCaller;
  db: Database;
  audit: PartnerAuditEntry;
}

function statusOf(err: unknown): number {
  if (err instanceof AppError) return err.status;
  return err instanceof CatalogueError ? 400 : 500;
}

/** A catalogue that cannot be imported: 400 `invalidCatalogue` with every error, one line each naming record and field. */
function catalogueErrorResponse(request: Request, err: CatalogueError): Response {
  const message = textsFor(request)('errors.invalidCatalogue', { count: err.errors.length });
  return NextResponse.json({ code: 'invalidCatalogue', message, errors: err.errors }, { status: 400 });
}

/**
 * Wraps a partner API handler (docs/partner-api.md): the bearer key is checked (401 `invalidApiKey` alike for a
 * missing, malformed, unknown or revoked key), the key's calls are limited (429 with Retry-After), bodies must be
 * JSON, and every authenticated call that is not refused by the limit is audited with its status. No cookies are read
 * and no origin is checked: a key, not a browser, makes these calls. Answers are private, no-store (route()).
 */
export function partnerRoute<P extends Params = Params>(
  action: string,
  handler: (request: Request, params: P, call: PartnerCall) => Promise<Response | unknown>,
) {
  return route<P>(async (request, params) => {
    const db = await getDb();
    const caller = await authenticatePartnerKey(request.headers.get('authorization'), db);
    if (!caller) throw new AppError('invalidApiKey', 401);
    const limit = await consumeRateLimit(db, `partner:key:${caller.keyId}`, PARTNER_CALLS_PER_KEY);
    if (!limit.allowed) throw new AppError('tooManyRequests', 429, { retryAfterSeconds: limit.retryAfterMs / 1000 });
    const audit: PartnerAuditEntry = {};
    let status = 500;
    try {
      if (request.method !== 'GET' && !isJsonType(request.headers.get('content-type'))) {
        throw new AppError('notJson', 415);
      }
      const result = await handler(request, params, { caller, db, audit });
      const response = result instanceof Response ? result : NextResponse.json(result);
      status = response.status;
      return response;
    } catch (err) {
      status = statusOf(err);
      if (err instanceof CatalogueError) {
        audit.after ??= { errors: err.errors };
        return catalogueErrorResponse(request, err);
      }
      throw err;
    } finally {
      await recordPartnerCall(caller, action, status, audit, db).catch((err: unknown) =>
        log.error('partner call not audited', { action, key: caller.keyPrefix, status, err }),
      );
    }
  });
}
