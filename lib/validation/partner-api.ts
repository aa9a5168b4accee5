import { z } from 'zod';
import { ariUpdate, MAX_UPDATES } from '@/lib/ari/format';
import { isIsoDate, nightsBetween } from '@/lib/dates';

/** Most nights one read of rates and availability returns per room type: a year and a day. */
export const MAX_READ_NIGHTS = 366;
/** Most bookings one page of the bookings pull holds. */
export const MAX_BOOKINGS_PAGE = 500;

/** One room type's rates and availability, the room type named by the partner's own id (docs/partner-api.md). */
export const partnerAriBatch = z
  .object({
    roomType: z.string({ error: 'roomUnknown' }).min(1, { error: 'roomUnknown' }).max(100, { error: 'roomUnknown' }),
    updates: z.array(ariUpdate).min(1, { error: 'ariNoChange' }).max(MAX_UPDATES, { error: 'ariNoChange' }),
  })
  .strict();

/** One batch or a list of them (up to 50 room types), read as a list so that every error names its batch. */
export const partnerAriRequest = z.preprocess(
  (body) => (Array.isArray(body) ? body : [body]),
  z.array(partnerAriBatch).min(1).max(50),
);
export type PartnerAriBatch = z.infer<typeof partnerAriBatch>;

const isoDate = z.string().refine(isIsoDate, { error: 'ariDateInvalid' });

/** `?from=&to=` of a read: real dates, in order, at most MAX_READ_NIGHTS nights. */
export const ariReadQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((q) => !(isIsoDate(q.from) && isIsoDate(q.to)) || q.from <= q.to, { error: 'ariRangeOrder', path: ['to'] })
  .refine((q) => !(isIsoDate(q.from) && isIsoDate(q.to)) || nightsBetween(q.from, q.to) < MAX_READ_NIGHTS, {
    error: 'ariReadRange',
    path: ['to'],
    params: { nights: MAX_READ_NIGHTS },
  });

/** `?since=ISO&limit=&cursor=` of the bookings pull. */
export const bookingsSinceQuery = z.object({
  since: z.iso.datetime({ offset: true }),
  limit: z.coerce.number().int().min(1).max(MAX_BOOKINGS_PAGE).default(100),
  cursor: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,200}$/)
    .optional(),
});
