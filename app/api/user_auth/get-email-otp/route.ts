import { mutation, parseBody } from '@/lib/api/handler';
import { requestSignInCode } from '@/lib/services/auth/code-sign-in';
import { emailBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { email } = await parseBody(request, emailBody);
  return requestSignInCode(request, 'email', email);
});
