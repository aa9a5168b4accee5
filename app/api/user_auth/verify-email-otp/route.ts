import { mutation, parseBody } from '@/lib/api/handler';
import { signInWithCode } from '@/lib/services/auth/code-sign-in';
import { emailCodeBody } from '@/lib/validation/auth-api';

export const POST = mutation(async (request) => {
  const { email, otp } = await parseBody(request, emailCodeBody);
  return signInWithCode(request, 'email', email, otp);
});
