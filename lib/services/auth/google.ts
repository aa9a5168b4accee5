import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { createUser, findUserByEmail, findUserByGoogleSubject, linkGoogleAccount, type User } from '@/lib/data/users';
import type { Database } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';
import { log } from '@/lib/log';
import { deleteUserSessions } from './session';

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleConfig {
  clientId: string;
  jwksUrl: string;
}

/** What a verified Google ID token says about its holder. */
export interface GoogleIdentity {
  subject: string;
  /** Lower-cased. */
  email: string;
  name: string | null;
}

// One key set per address: jose caches the keys inside it and refetches at most every 30 s for an unknown key id,
// so a flood of forged tokens cannot turn into a flood of requests to Google.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySetFor(url: string): JWTVerifyGetKey {
  let keys = keySets.get(url);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url));
    keySets.set(url, keys);
  }
  return keys;
}

// Failures to obtain the keys are ours (or Google's) to fix, not the token's: the client should hear 503, not 401.
const KEY_SET_FAILURES = new Set([errors.JWKSTimeout.code, errors.JWKSInvalid.code, errors.JOSEError.code]);

function keySetUnavailable(err: unknown): boolean {
  if (!(err instanceof errors.JOSEError)) return true;
  return KEY_SET_FAILURES.has(err.code);
}

/** Checks a Google ID token's signature, issuer, audience and expiry; a 401 AppError when it is refused. */
export async function verifyGoogleIdToken(token: string, config: GoogleConfig): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySetFor(config.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: config.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (err) {
    if (keySetUnavailable(err)) {
      log.error('google key set unavailable', { err, url: config.jwksUrl });
      throw new AppError('googleKeysUnavailable', 503);
    }
    log.info('google token refused', { reason: err instanceof errors.JOSEError ? err.code : 'unknown' });
    throw new AppError('googleRefused', 401);
  }
  const { sub, email, email_verified: emailVerified, name } = payload as Record<string, unknown>;
  // Only an address Google has verified may open (or be linked to) an account here.
  if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@') || emailVerified !== true) {
    log.info('google token refused', { reason: 'unverified or missing e-mail' });
    throw new AppError('googleRefused', 401);
  }
  const fullName = typeof name === 'string' ? name.trim().slice(0, 200) : '';
  return { subject: sub, email: email.trim().toLowerCase(), name: fullName || null };
}

/** The configured Google client; a 404 AppError when Google sign-in is not set up. */
export function googleConfig(): GoogleConfig {
  if (!env.GOOGLE_CLIENT_ID) throw new AppError('googleUnavailable', 404);
  return { clientId: env.GOOGLE_CLIENT_ID, jwksUrl: env.GOOGLE_JWKS_URL };
}

/** The account of a Google identity: found by Google id, else linked by e-mail, else created (with no password). */
export async function googleAccountFor(db: Database, identity: GoogleIdentity, retried = false): Promise<User> {
  const known = await findUserByGoogleSubject(identity.subject, db);
  if (known) return known;

  const byEmail = await findUserByEmail(identity.email, db);
  if (byEmail) {
    const linked = await linkGoogleAccount(byEmail.id, identity.subject, db);
    if (!linked) throw new AppError('googleLinkedElsewhere', 409);
    // Whoever registered a never-verified address may still hold a session; the owner's sign-in ends it.
    if (!byEmail.emailVerifiedAt) await deleteUserSessions(db, byEmail.id);
    return linked;
  }

  const created = await createUser(
    {
      fullName: identity.name ?? (identity.email.split('@')[0] || identity.email),
      email: identity.email,
      phoneNumber: null,
      passwordHash: null,
      emailVerified: true,
      googleSubject: identity.subject,
    },
    db,
  );
  if (created) return created;
  // A parallel sign-in (or sign-up) with the same address won the insert: look again once.
  if (!retried) return googleAccountFor(db, identity, true);
  throw new AppError('googleRefused', 409);
}
