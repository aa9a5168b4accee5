import { mutation, parseBody } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { recordVerifiedAddress } from '@/lib/services/auth/address-proof';
import { verifyCode } from '@/lib/services/auth/otp';
import { authMessage, emailCodeBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { email, otp } = await parseBody(request, emailCodeBody, authMessage);
  const db = await getDb();
  await verifyCode(db, { purpose: 'verify_email', address: email, code: otp });
  await recordVerifiedAddress(db, email);
  return { message: 'Email verified!' };
});
