import { z } from 'zod';
import { rule } from './rule';
import {
  emailCodeSchema,
  emailSchema,
  loginSchema,
  phoneCodeSchema,
  phoneSchema,
  resetPasswordPayloadSchema,
  signUpPayloadSchema,
} from './auth-forms';

// Addresses are stored lower-cased; codes, proofs and accounts are looked up by that form.
const lowerEmail = <T extends { email: string }>(schema: z.ZodType<T>) =>
  schema.transform((value) => ({ ...value, email: value.email.toLowerCase() }));

export const loginBody = lowerEmail(loginSchema);
export const signupBody = lowerEmail(signUpPayloadSchema);
export const emailBody = lowerEmail(emailSchema);
export const emailCodeBody = lowerEmail(emailCodeSchema);
export const phoneBody = phoneSchema;
export const phoneCodeBody = phoneCodeSchema;
export const resetBody = resetPasswordPayloadSchema;

// Google ID tokens are about 1 KB; the cap keeps junk from reaching the signature check.
const googleIdToken = z.string().trim().min(1).max(8_192);

/** POST /api/user_auth/google-auth2: `token`, or `credential` as Google's one-tap callback names it. */
export const googleAuthBody = z
  .object({ token: googleIdToken.optional(), credential: googleIdToken.optional() })
  .transform((value, ctx) => {
    const token = value.token ?? value.credential;
    if (!token) {
      ctx.addIssue({ code: 'custom', path: ['token'], message: rule('googleTokenRequired') });
      return z.NEVER;
    }
    return { token };
  });
