import { mutation, parseBody } from '@/lib/api/handler';
import { normalisePhone } from '@/lib/phone';
import { requestSignInCode } from '@/lib/services/auth/code-sign-in';
import { authMessage, phoneBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { phoneNumber } = await parseBody(request, phoneBody, authMessage);
  return requestSignInCode(request, 'sms', normalisePhone(phoneNumber));
});
