import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

/** A new 256-bit random token, base64url-encoded for cookies and links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 hex digest under which a token is stored; a 256-bit token needs no slow hash. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** False for values that cannot be a token, so they never reach the database. */
export function isPlausibleToken(token: string | null | undefined): token is string {
  return typeof token === 'string' && token.length > 0 && token.length <= 128;
}
