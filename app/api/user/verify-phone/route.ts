import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { claimVerifiedPhone, toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { normalisePhone } from '@/lib/phone';
import { requireUser } from '@/lib/services/auth/current-user';
import { verifyCode } from '@/lib/services/auth/otp';
import { phoneCodeBody } from '@/lib/validation/auth-api';

/** A signed-in guest proves a phone number with its code; from then on that number signs in to this account only. */
export const POST = mutation(async (request) => {
  const user = await requireUser();
  const { phoneNumber, otp } = await parseBody(request, phoneCodeBody);
  const phone = normalisePhone(phoneNumber);
  const db = await getDb();
  await verifyCode(db, { purpose: 'verify_phone', address: phone, code: otp, userId: user.id });
  const updated = await claimVerifiedPhone(user.id, phone, db);
  if (!updated) throw new AppError('notSignedIn', 401);
  return { message: textsFor(request)('onboarding.phoneVerified'), userDetails: toUserDetails(updated) };
});
