import { z } from './zod';
import { isIsoDate } from '@/lib/dates';
import { rule } from './rule';

/** Bookings on one page of the reservations desk (and the most one CSV export holds: DESK_EXPORT_LIMIT). */
export const DESK_PAGE_SIZE = 25;
export const DESK_EXPORT_LIMIT = 20_000;

/** The booking statuses (booking_status in lib/db/schema.ts). */
export const DESK_STATUSES = ['pending_payment', 'confirmed', 'cancelled', 'expired', 'completed', 'no_show'] as const;
/**
 * Where a booking's money stands: paid (a successful payment), refunded (a refund was requested), at the property
 * (pay-at-property, nothing paid yet) or unpaid (a card booking with no successful payment).
 */
export const DESK_PAYMENT_STATES = ['paid', 'refunded', 'atProperty', 'unpaid'] as const;
export const DESK_SORTS = ['checkIn', 'created', 'amount', 'reference'] as const;

export type DeskStatus = (typeof DESK_STATUSES)[number];
export type DeskPaymentState = (typeof DESK_PAYMENT_STATES)[number];
export type DeskSort = (typeof DESK_SORTS)[number];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, rule('fieldTooLong'))
    .optional()
    .transform((v) => v || undefined);

const day = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .refine((v) => v === undefined || isIsoDate(v), rule('fieldInvalid'));

/** An empty choice (the form's "Any") is the same as none. */
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.enum(values, { error: rule('fieldInvalid') }).optional());

/**
 * The desk's bookings search, from the page's query string and the CSV export's: every filter optional, names as the
 * form sends them. A check-in "from" after the "to" is refused on the "to" field.
 */
export const deskBookingQuery = z
  .object({
    reference: text(40),
    name: text(100),
    email: text(254),
    phone: text(40),
    property: text(100),
    checkInFrom: day,
    checkInTo: day,
    status: choice(DESK_STATUSES),
    payment: choice(DESK_PAYMENT_STATES),
    sort: choice(DESK_SORTS).transform((v) => v ?? 'created'),
    dir: choice(['asc', 'desc'] as const),
    page: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.coerce
        .number({ error: rule('fieldInvalid') })
        .int(rule('fieldInvalid'))
        .min(1, rule('fieldTooSmall'))
        .max(100_000, rule('fieldTooLarge'))
        .default(1),
    ),
  })
  .superRefine((q, ctx) => {
    if (q.checkInFrom && q.checkInTo && q.checkInFrom > q.checkInTo) {
      ctx.addIssue({ code: 'custom', path: ['checkInTo'], message: rule('fieldInvalid') });
    }
  })
  .transform((q) => ({ ...q, dir: q.dir ?? (q.sort === 'reference' ? 'asc' : 'desc') }) as const);

export type DeskBookingQuery = z.infer<typeof deskBookingQuery>;
export type DeskBookingFilters = Omit<DeskBookingQuery, 'page'>;
