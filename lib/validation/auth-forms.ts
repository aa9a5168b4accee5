// zod/mini: these schemas run in the browser on every auth page, where classic zod would add about 25 KB (gzipped).
import * as z from 'zod/mini';
import './zod-mini';
import type { ValidationKey } from '@/lib/errors';
import { PHONE_PATTERN } from '@/lib/phone';

/**
 * The keys of the `validation` namespace the auth forms use. The schemas carry these keys as their messages, so the
 * API can answer with them and each client shows them in its own language.
 */
export const AUTH_MESSAGE_KEYS = [
  'emailRequired',
  'emailInvalid',
  'passwordRequired',
  'firstNameRequired',
  'lastNameRequired',
  'invalidEmailAddress',
  'passwordMin',
  'passwordsMustMatch',
  'confirmPasswordRequired',
  'phoneInvalid',
  'phoneRequired',
  'otpRequired',
  'otpLength',
  'emailRequiredToVerify',
  'phoneRequiredToVerify',
  'nameTooLong',
  'emailTooLong',
  'passwordTooLong',
] as const satisfies readonly ValidationKey[];
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];

export const PASSWORD_MIN = 6;
export const OTP_LENGTH = 6;
/** Longest name, e-mail address and password accepted: every text a person types has a limit. */
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

// Later rules sit behind .pipe() so an empty field reports only 'required'; `abort: true` would also skip the
// password match check.
const required = (key: AuthMessageKey) => z.string({ error: key }).check(z.trim(), z.minLength(1, { error: key }));

const email = (invalid: AuthMessageKey) =>
  z.pipe(
    z.pipe(required('emailRequired'), z.string().check(z.maxLength(EMAIL_MAX, { error: 'emailTooLong' }))),
    z.email({ error: invalid }),
  );

const name = (key: AuthMessageKey, max = NAME_MAX) =>
  z.pipe(required(key), z.string().check(z.maxLength(max, { error: 'nameTooLong' })));

// Spaces, dashes, dots and brackets are how people write numbers; the pattern applies to what is left.
const phone = z.pipe(
  z.pipe(
    z.pipe(required('phoneRequired'), z.string().check(z.maxLength(40, { error: 'phoneInvalid' }))),
    z.transform((v: string) => v.replace(/[\s\-().]/g, '')),
  ),
  z.string().check(z.regex(PHONE_PATTERN, { error: 'phoneInvalid' })),
);

const newPassword = z.pipe(
  z.string({ error: 'passwordRequired' }).check(z.minLength(1, { error: 'passwordRequired' })),
  z
    .string()
    .check(
      z.minLength(PASSWORD_MIN, { error: 'passwordMin' }),
      z.maxLength(PASSWORD_MAX, { error: 'passwordTooLong' }),
    ),
);

// The e-mail verification call sends the code as a number, which drops leading zeros.
const otp = z.pipe(
  z.pipe(
    z.pipe(
      z.union([z.string(), z.int().check(z.nonnegative())], { error: 'otpRequired' }),
      z.transform((v: string | number) => (typeof v === 'number' ? String(v).padStart(OTP_LENGTH, '0') : v.trim())),
    ),
    z.string().check(z.minLength(1, { error: 'otpRequired' })),
  ),
  z.string().check(z.regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'otpLength' })),
);

const confirmPassword = z
  .string({ error: 'confirmPasswordRequired' })
  .check(z.minLength(1, { error: 'confirmPasswordRequired' }));

const confirmed = <T extends { password: string; confirm_password: string }>(values: T) =>
  !values.confirm_password || values.password === values.confirm_password;
// Runs even when other fields failed, so the mismatch shows together with them.
const matchIssue = {
  error: 'passwordsMustMatch',
  path: ['confirm_password'],
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

export const loginSchema = z.object({
  email: email('emailInvalid'),
  // No upper limit of its own: a password chosen before limits existed still signs in (the body's size bounds it).
  password: z.string({ error: 'passwordRequired' }).check(z.minLength(1, { error: 'passwordRequired' })),
});

/** The sign-up form's e-mail rule alone: the Verify button checks it before a code is sent. */
export const signUpEmail = email('invalidEmailAddress');

export const signUpSchema = z
  .object({
    first_name: name('firstNameRequired'),
    last_name: name('lastNameRequired'),
    email: signUpEmail,
    phoneNumber: phone,
    password: newPassword,
    confirm_password: confirmPassword,
  })
  .check(z.refine(confirmed, matchIssue));

/** What POST /api/user_auth/signup receives. */
export const signUpPayloadSchema = z.object({
  email: email('invalidEmailAddress'),
  password: newPassword,
  // The form sends 'first last': two names of at most NAME_MAX each.
  fullName: name('firstNameRequired', NAME_MAX * 2 + 1),
  phoneNumber: phone,
});

export const otpSchema = z.object({ otp });
export const emailSchema = z.object({ email: email('emailInvalid') });
export const phoneSchema = z.object({ phoneNumber: phone });
export const emailCodeSchema = z.object({ email: email('emailInvalid'), otp });
export const phoneCodeSchema = z.object({ phoneNumber: phone, otp });

export const resetPasswordSchema = z
  .object({ password: newPassword, confirm_password: confirmPassword })
  .check(z.refine(confirmed, matchIssue));

/** What POST /api/user_auth/reset-password receives. */
export const resetPasswordPayloadSchema = z.object({ data: z.object({ password: newPassword }) });

export type FieldErrorKeys = Partial<Record<string, AuthMessageKey>>;

function isMessageKey(value: string): value is AuthMessageKey {
  return (AUTH_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The first message key per top-level field. */
export function errorKeysOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): FieldErrorKeys {
  const keys: FieldErrorKeys = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (keys[field] === undefined && isMessageKey(issue.message)) keys[field] = issue.message;
  }
  return keys;
}

/** Parsed values, or the message key of each invalid field. */
export function checkForm<S extends z.ZodMiniType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrorKeys } {
  const result = z.safeParse(schema, values);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: errorKeysOf(result.error) };
}
