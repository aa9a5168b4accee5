import 'server-only';
import { z } from 'zod';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '@/lib/validation/stay';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** PostgreSQL: how long a connection attempt, and each statement, may take before the answer is 503. */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(1_500),
  /** Folder of the embedded database. */
  PGLITE_DATA_DIR: z.string().trim().min(1).default('./.data/pglite'),
  /** The port the server listens on (server.mjs sets it from -p as well). */
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /**
   * Public address of the site, used for canonical links, sitemaps and links in messages and payments; unset, the
   * server's own address on this machine (http://localhost:{PORT}).
   */
  SITE_URL: z
    .string()
    .trim()
    .url()
    .optional()
    .transform((v) => v?.replace(/\/+$/, '')),
  /** Seed the demo catalogue into an empty database at start. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** smtp:// or smtps:// address of the mail server; when unset e-mails go to the server log and the outbox table. */
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().trim().min(3).default('StayNaija <no-reply@staynaija.com>'),
  /** Termii API key; when unset SMS and WhatsApp messages go to the server log and the outbox table. */
  TERMII_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  TERMII_SENDER_ID: z.string().trim().min(2).max(11).default('StayNaija'),
  TERMII_BASE_URL: z
    .string()
    .trim()
    .url()
    .default('https://api.ng.termii.com')
    .transform((v) => v.replace(/\/+$/, '')),
  /** Time limit of one delivery to the mail server or Termii; a message that takes longer is retried later. */
  NOTIFY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Wait before the first retry of a failed delivery; it doubles with every attempt (5 attempts in all). */
  NOTIFY_RETRY_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** Google OAuth client id; when set the one-tap prompt shows on home and /api/user_auth/google-auth2 accepts its ID tokens. */
  GOOGLE_CLIENT_ID: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** Where Google's signing keys are published (a local JWKS in tests). */
  GOOGLE_JWKS_URL: z.string().trim().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** redis:// address; when set rate-limit counters live in Redis instead of the database. */
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  /**
   * Set by server.mjs (npm start) to the header it writes each connection's own address into; unset when something
   * else serves the site, whose client addresses then come from X-Forwarded-For alone.
   */
  STAYNAIJA_SOCKET_ADDRESS: z.string().optional(),
  /** Proxies in front of the site that append to X-Forwarded-For; the client's address is counted back from the right. */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  /** Flutterwave secret key; when unset card payments go through the sandbox checkout (PAYMENTS_SANDBOX) or none. */
  FLUTTERWAVE_SECRET_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /** The secret hash set in Flutterwave's dashboard, sent back as the webhook's verif-hash header. */
  FLUTTERWAVE_WEBHOOK_HASH: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  /**
   * Card payments through the site's own sandbox checkout (no money moves) when no Flutterwave key is set. On by default
   * outside production; a production server without a key offers no card payment unless this is set on purpose.
   */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? process.env.NODE_ENV !== 'production' : v === 'true')),
  /** Flutterwave API address (a fake in tests). */
  FLUTTERWAVE_BASE_URL: z
    .string()
    .trim()
    .url()
    .default('https://api.flutterwave.com')
    .transform((v) => v.replace(/\/+$/, '')),
  /** How many days ahead of today (in Lagos) a check-in may be: later check-ins are refused everywhere. */
  BOOKING_HORIZON_DAYS: z.coerce.number().int().min(1).max(3_650).default(DEFAULT_BOOKING_HORIZON_DAYS),
  /** Serve /api/dev/outbox (the codes and links that were sent). Never on a public site. */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? process.env.NODE_ENV !== 'production' : v === 'true')),
});

// Webhooks are the backstop for browsers that never come back from the checkout: with a real key they must be on.
const refined = schema.refine((e) => !e.FLUTTERWAVE_SECRET_KEY || e.FLUTTERWAVE_WEBHOOK_HASH, {
  path: ['FLUTTERWAVE_WEBHOOK_HASH'],
  message: 'required when FLUTTERWAVE_SECRET_KEY is set',
});

export type Env = Omit<z.infer<typeof schema>, 'SITE_URL'> & { SITE_URL: string };

function load(): Env {
  const parsed = refined.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return { ...parsed.data, SITE_URL: parsed.data.SITE_URL ?? `http://localhost:${parsed.data.PORT}` };
}

/** The validated server environment; the only place process.env is read. */
export const env: Env = load();
