import { z } from './zod';
import { rule } from './rule';

/** The most characters a desk reason or a reply to a contact message may have. */
export const DESK_REASON_MAX = 500;
export const DESK_REPLY_MAX = 5_000;

/** Why staff changed what a booking costs or what was paid: kept in the desk record and never shown to the guest. */
export const deskReason = z
  .string({ error: rule('reasonRequired') })
  .trim()
  .min(3, rule('reasonRequired'))
  .max(DESK_REASON_MAX, rule('reasonTooLong'));

/** The charge staff were shown; a different one now (the free window closed meanwhile) changes nothing. */
const expectedFee = z.number().int().nonnegative().optional();

/**
 * POST /api/desk/bookings/{id}/actions: one desk action on a booking. Every action that changes money takes a reason;
 * resending the confirmation does not.
 */
export const deskActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('markPaid'), reason: deskReason }),
    z.object({ action: z.literal('noShow'), reason: deskReason, expectedFee }),
    z.object({ action: z.literal('cancel'), reason: deskReason, waive: z.boolean().default(false), expectedFee }),
    z.object({ action: z.literal('resendConfirmation') }),
    z.object({ action: z.literal('resolveFlag'), reason: deskReason }),
  ],
  { error: rule('fieldInvalid') },
);

export type DeskActionBody = z.infer<typeof deskActionBody>;

/** The reason field of a desk action's dialog. */
export const deskReasonForm = z.object({ reason: deskReason });
export type DeskReasonValues = z.infer<typeof deskReasonForm>;

/** The desk's reply to a contact message; it goes to the sender by e-mail. */
export const contactReplyForm = z.object({
  body: z
    .string({ error: rule('replyRequired') })
    .trim()
    .min(1, rule('replyRequired'))
    .max(DESK_REPLY_MAX, rule('replyTooLong')),
});
export type ContactReplyValues = z.infer<typeof contactReplyForm>;

/** POST /api/desk/messages/{id}: reply to a contact message, close it, or open it again. */
export const contactActionBody = z.discriminatedUnion(
  'action',
  [
    contactReplyForm.extend({ action: z.literal('reply') }),
    z.object({ action: z.literal('close') }),
    z.object({ action: z.literal('reopen') }),
  ],
  { error: rule('fieldInvalid') },
);

/** The statuses of contact messages (contact_status in lib/db/schema.ts). */
export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** The desk's messages list: by status (all by default), 25 to a page. */
export const contactListQuery = z.object({
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CONTACT_STATUSES).optional()),
  page: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.coerce.number().int().min(1).max(100_000).default(1),
  ),
});
