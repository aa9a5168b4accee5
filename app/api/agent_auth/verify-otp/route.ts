import { mutation, parseBody } from '@/lib/api/handler';
import { normalisePhone } from '@/lib/phone';
import { signInWithCode } from '@/lib/services/auth/code-sign-in';
import { phoneCodeBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { phoneNumber, otp } = await parseBody(request, phoneCodeBody);
  return signInWithCode(request, 'whatsapp', normalisePhone(phoneNumber), otp);
});
