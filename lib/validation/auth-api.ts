import { z } from 'zod';
import en from '@/messages/en.json';
import { PHONE_PATTERN } from '@/lib/phone';

const m = en.onboarding.validation;

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(254, m.emailInvalid)
  .pipe(z.email({ error: m.emailInvalid }))
  .transform((v) => v.toLowerCase());
const password = z.string({ error: m.passwordRequired }).min(1, m.passwordRequired).max(200, 'Password is too long');
const newPassword = password.pipe(z.string().min(6, m.passwordMin));
const phone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(PHONE_PATTERN, m.phoneInvalid));
const otp = z
  .union([z.number(), z.string()], { error: m.otpRequired })
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .min(1, m.otpRequired)
      .regex(/^\d{1,6}$/, m.otpLength),
  )
  .transform((v) => v.padStart(6, '0'));

export const loginBody = z.object({ email, password });
export const signupBody = z.object({
  email,
  password: newPassword,
  fullName: z.string({ error: m.firstNameRequired }).trim().min(1, m.firstNameRequired).max(120),
  phoneNumber: phone,
});
export const emailBody = z.object({ email: email.refine(Boolean, m.emailRequiredToVerify) });
export const emailCodeBody = z.object({ email, otp });
export const phoneBody = z.object({ phoneNumber: phone });
export const phoneCodeBody = z.object({ phoneNumber: phone, otp });
export const resetBody = z.object({ data: z.object({ password: newPassword }, { error: m.passwordRequired }) });
