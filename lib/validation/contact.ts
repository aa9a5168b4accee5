import { z } from './zod';
import { fullName, personName, storedEmail } from './person';

/** The contact form's phone rule: 10-11 digits, optionally after a country prefix such as +234. */
export const CONTACT_PHONE_PATTERN = /^(\+\d{1,3})?\d{10,11}$/;
/** The two examples of the contact phone message: a local number and the same with +234. */
export const CONTACT_PHONE_EXAMPLES = { local: '08012345678', international: '+2348012345678' } as const;

const contactPhone = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s\-().]/g, ''))
  .pipe(z.string().regex(CONTACT_PHONE_PATTERN, { error: 'contactPhoneInvalid' }).or(z.literal('')))
  .nullish()
  .transform((v) => v || null);

const message = z
  .string({ error: 'messageRequired' })
  .trim()
  .min(1, { error: 'messageRequired' })
  .max(2_000, { error: 'messageTooLong' });

/** The contact form's fields. */
export const contactFormSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email: storedEmail,
  phoneNumber: contactPhone,
  message,
});
export type ContactFormValues = z.input<typeof contactFormSchema>;

/** POST /api/forms/new: the contact payload of spec section 3. */
export const contactBody = z.object({
  fullName,
  email: storedEmail,
  phoneNumber: contactPhone,
  message,
});
