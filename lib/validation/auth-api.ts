import { z } from 'zod';
import en from '@/messages/en.json';
import {
  emailCodeSchema,
  emailSchema,
  loginSchema,
  phoneCodeSchema,
  phoneSchema,
  resetPasswordPayloadSchema,
  signUpPayloadSchema,
} from './auth-forms';

const english: Record<string, string> = en.onboarding.validation;

/** The English text of a form rule's message key, as API answers carry it. */
export function authMessage(key: string): string {
  return english[key] ?? key;
}

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
