import { z } from './zod';
import { BOOKING_LIMITS as L } from '@/lib/booking/options';
import type { ValidationKey } from '@/lib/errors';
import { normalisePhone, PHONE_PATTERN } from '@/lib/phone';

// The fields of a person the booking, modify, account and contact schemas share: names, e-mail and phone.

/** A trimmed text that must be present, with its own message when missing and when too long. */
const requiredText = (required: ValidationKey, max: number, tooLong: ValidationKey) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/** A first or last name. */
export const personName = (required: ValidationKey) => requiredText(required, L.nameLength, 'nameTooLong');

/** A full name: a first and a last name with a space between. */
export const fullName = requiredText('fullNameRequired', L.nameLength * 2 + 1, 'nameTooLong');

// The spec's booking form says 'Invalid email' for a blank address as for a malformed one.
export const email = (required: ValidationKey = 'invalidEmail') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(L.emailLength, { error: 'emailTooLong' })
    .pipe(z.email({ error: 'invalidEmail' }));

// Spaces, dashes, dots and brackets are how people write numbers; the pattern applies to what is left.
export const phone = (required: ValidationKey = 'phoneMustBeValid') =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .transform((v) => v.replace(/[\s\-().]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, { error: 'phoneMustBeValid' }));

/** An e-mail address as an account or a guest record keeps it: lower-cased. */
export const storedEmail = email('emailRequired').transform((v) => v.toLowerCase());

/** A phone number as a guest record keeps it: in +234 form. */
export const storedPhone = phone('phoneRequired').transform(normalisePhone);
