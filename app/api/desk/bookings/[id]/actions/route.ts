import { requireStaff } from '@/lib/api/desk';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { cancelAtDesk, markPaidAtProperty, recordNoShow, resendConfirmation, resolveFlag } from '@/lib/data/desk-actions';
import { getDb } from '@/lib/db';
import { configuredRefundProvider } from '@/lib/services/payments';
import { deskActionBody } from '@/lib/validation/desk-actions';

/**
 * One desk action on a booking (staff only; anyone else 403): mark paid at the property, no-show, cancel (by the rule
 * or waived), resend the confirmation,
 * close a flag after looking into it. Each one tells the guest and is kept in the desk record.
 */
export const POST = mutation<{ id: string }>(async (request, { id }) => {
  const db = await getDb();
  const staff = await requireStaff(request, db);
  const body = await parseBody(request, deskActionBody);
  const t = textsFor(request);
  switch (body.action) {
    case 'markPaid':
      return {
        ...(await markPaidAtProperty({ bookingId: id, staff, reason: body.reason }, db)),
        message: t('desk.actions.markPaid.done'),
      };
    case 'noShow':
      return {
        ...(await recordNoShow({ bookingId: id, staff, reason: body.reason, expectedFee: body.expectedFee }, db)),
        message: t('desk.actions.noShow.done'),
      };
    case 'cancel': {
      const args = { bookingId: id, staff, reason: body.reason, waive: body.waive, expectedFee: body.expectedFee };
      const result = await cancelAtDesk(args, configuredRefundProvider(), db);
      return { ...result, message: t('desk.actions.cancel.done') };
    }
    case 'resendConfirmation':
      await resendConfirmation({ bookingId: id, staff }, db);
      return { message: t('desk.actions.resendConfirmation.done') };
    case 'resolveFlag':
      await resolveFlag({ bookingId: id, staff, reason: body.reason }, db);
      return { message: t('desk.actions.resolveFlag.done') };
  }
});
