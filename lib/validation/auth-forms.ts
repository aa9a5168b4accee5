import { z } from 'zod';
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
] as const satisfies readonly ValidationKey[];
export type AuthMessageKey = (typeof AUTH_MESSAGE_KEYS)[number];

export const PASSWORD_MIN = 6;
export const OTP_LENGTH = 6;

// Later rules sit behind .pipe() so an empty field reports only 'required'; `abort: true` would also skip the
// password match check.
const required = (key: AuthMessageKey) => z.string({ error: key }).trim().min(1, { error: key });

const email = (invalid: AuthMessageKey) => required('emailRequired').pipe(z.email({ error: invalid }));

// Spaces, dashes, dots and brackets are how people write numbers; the pattern applies to what is left.
const phone = required('phoneRequired')
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, { error: 'phoneInvalid' }));

const newPassword = z
  .string({ error: 'passwordRequired' })
  .min(1, { error: 'passwordRequired' })
  .pipe(z.string().min(PASSWORD_MIN, { error: 'passwordMin' }));

// The e-mail verification call sends the code as a number, which drops leading zeros.
const otp = z
  .union([z.string(), z.number().int().nonnegative()], { error: 'otpRequired' })
  .transform((v) => (typeof v === 'number' ? String(v).padStart(OTP_LENGTH, '0') : v.trim()))
  .pipe(z.string().min(1, { error: 'otpRequired' }))
  .pipe(z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: 'otpLength' }));

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
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
});

export const signUpSchema = z
  .object({
    first_name: required('firstNameRequired'),
    last_name: required('lastNameRequired'),
    email: email('invalidEmailAddress'),
    phoneNumber: phone,
    password: newPassword,
    confirm_password: z.string({ error: 'confirmPasswordRequired' }).min(1, { error: 'confirmPasswordRequired' }),
  })
  .refine(confirmed, matchIssue);

/** What POST /api/user_auth/signup receives. */
export const signUpPayloadSchema = z.object({
  email: email('invalidEmailAddress'),
  password: newPassword,
  fullName: required('firstNameRequired'),
  phoneNumber: phone,
});

export const otpSchema = z.object({ otp });
export const emailSchema = z.object({ email: email('emailInvalid') });
export const phoneSchema = z.object({ phoneNumber: phone });
export const emailCodeSchema = z.object({ email: email('emailInvalid'), otp });
export const phoneCodeSchema = z.object({ phoneNumber: phone, otp });

export const resetPasswordSchema = z
  .object({
    password: newPassword,
    confirm_password: z.string({ error: 'confirmPasswordRequired' }).min(1, { error: 'confirmPasswordRequired' }),
  })
  .refine(confirmed, matchIssue);

/** What POST /api/user_auth/reset-password receives. */
export const resetPasswordPayloadSchema = z.object({ data: z.object({ password: newPassword }) });

export type FieldErrorKeys = Partial<Record<string, AuthMessageKey>>;

function isMessageKey(value: string): value is AuthMessageKey {
  return (AUTH_MESSAGE_KEYS as readonly string[]).includes(value);
}

/** The first message key per top-level field. */
export function errorKeysOf(error: z.ZodError): FieldErrorKeys {
  const keys: FieldErrorKeys = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (keys[field] === undefined && isMessageKey(issue.message)) keys[field] = issue.message;
  }
  return keys;
}

/** Parsed values, or the message key of each invalid field. */
export function checkForm<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrorKeys } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: errorKeysOf(result.error) };
}
