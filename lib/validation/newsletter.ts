import { z } from './zod';
import { rule } from './rule';

/** The newsletter form and POST /api/subscribers/new, with the spec's messages. */
export const newsletterBody = z.object({
  email: z
    .string({ error: rule('emailAddressRequired') })
    .trim()
    .min(1, rule('emailAddressRequired'))
    .max(254, rule('invalidEmailAddress'))
    .pipe(z.email({ error: rule('invalidEmailAddress') }))
    .transform((v) => v.toLowerCase()),
});
