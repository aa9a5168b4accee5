import { mutation, parseBody } from '@/lib/api/handler';
import { normalisePhone } from '@/lib/phone';
import { requestSignInCode } from '@/lib/services/auth/code-sign-in';
import { phoneBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { phoneNumber } = await parseBody(request, phoneBody);
  return requestSignInCode(request, 'sms', normalisePhone(phoneNumber));
});
