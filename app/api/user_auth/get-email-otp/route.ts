import { mutation, parseBody } from '@/lib/api/handler';
import { requestSignInCode } from '@/lib/services/auth/code-sign-in';
import { authMessage, emailBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, emailBody, authMessage);
  return requestSignInCode(request, 'email', email);
});
