import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { toUserDetails } from '@/lib/data/users';
import { getDb } from '@/lib/db';
import { signInResponse } from '@/lib/services/auth/current-user';
import { googleAccountFor, googleConfig, verifyGoogleIdToken } from '@/lib/services/auth/google';
import { googleAuthBody } from '@/lib/validation/auth-api';

/** One-tap sign-in: a Google ID token in, a session for the matching (linked or new) account out. */
export const POST = mutation(async (request) => {
  const config = googleConfig();
  const { token } = await parseBody(request, googleAuthBody);
  const identity = await verifyGoogleIdToken(token, config);
  const user = await googleAccountFor(await getDb(), identity);
  return signInResponse(request, user.id, {
    message: textsFor(request)('onboarding.welcomeBack'),
    userDetails: toUserDetails(user),
  });
});
