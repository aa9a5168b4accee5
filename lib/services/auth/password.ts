import 'server-only';
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '@/lib/errors';
import { passwordHashQueue } from './hash-queue';

// OWASP password storage cheat sheet: N=2^17, r=8, p=1 needs 128 MiB, above Node's 32 MiB default maxmem.
const PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const MAXMEM = 256 * 1024 * 1024;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
// Spent on accounts without a password so that a missing account answers as slowly as a wrong password.
const DUMMY_SALT = randomBytes(SALT_BYTES);

/** One scrypt run, in turn with every other (see hash-queue.ts): a full queue refuses with a 503 at once. */
function derive(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return passwordHashQueue.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(plain.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAXMEM }, (err, key) =>
          err ? reject(err) : resolve(key),
        );
      }),
  );
}

/** Hashes a password as `scrypt$N$r$p$saltB64$hashB64` with a fresh random salt. */
export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(plain, salt, KEY_BYTES, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Bounds keep a tampered value from making one verification cost seconds of CPU.
const within = (v: string | undefined, max: number) => (v && /^\d{1,7}$/.test(v) && +v >= 1 && +v <= max ? +v : 0);

function parse(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !salt || !hash || !BASE64.test(salt) || !BASE64.test(hash)) return null;
  const options = { N: within(n, 2 ** 20), r: within(r, 32), p: within(p, 16) };
  const key = Buffer.from(hash, 'base64');
  if (!options.N || !options.r || !options.p || key.length < 16) return null;
  return { options, salt: Buffer.from(salt, 'base64'), key };
}

/** True when `plain` matches a value made by hashPassword; false for a wrong password or a malformed value. */
export async function verifyPassword(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    await derive(plain, DUMMY_SALT, KEY_BYTES, PARAMS);
    return false;
  }
  const parsed = parse(stored);
  if (!parsed) return false;
  let key: Buffer;
  try {
    key = await derive(plain, parsed.salt, parsed.key.length, parsed.options);
  } catch (err) {
    // A busy server says so (503); a value scrypt cannot use is simply not a match.
    if (err instanceof AppError) throw err;
    return false;
  }
  return timingSafeEqual(key, parsed.key);
}
