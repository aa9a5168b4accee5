import type * as core from 'zod/v4/core';
import { z } from './zod';
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

// The forms' schemas (zod/mini, shared with the browser) as the handlers' classic schemas.
const body = <S extends core.$ZodType>(schema: S) => z.unknown().pipe(schema);

// Addresses are stored lower-cased; codes, proofs and accounts are looked up by that form.
const lowerEmail = <S extends core.$ZodType<{ email: string }>>(schema: S) =>
  body(schema).transform((value) => ({ ...value, email: value.email.toLowerCase() }));

export const loginBody = lowerEmail(loginSchema);
export const signupBody = lowerEmail(signUpPayloadSchema);
export const emailBody = lowerEmail(emailSchema);
export const emailCodeBody = lowerEmail(emailCodeSchema);
export const phoneBody = body(phoneSchema);
export const phoneCodeBody = body(phoneCodeSchema);
export const resetBody = body(resetPasswordPayloadSchema);

/** POST /api/user/phone-code: the number, and the channel its code goes by. */
export const phoneChannelBody = z.object({
  phoneNumber: phoneSchema.shape.phoneNumber,
  channel: z.enum(['sms', 'whatsapp']).default('sms'),
});

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
