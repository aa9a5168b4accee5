import { z } from 'zod';

/** The newsletter form and POST /api/subscribers/new, with the spec's messages. */
export const newsletterBody = z.object({
  email: z
    .string({ error: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(254, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }))
    .transform((v) => v.toLowerCase()),
});
