import { mutation, textsFor } from '@/lib/api/handler';
import { signOutResponse } from '@/lib/services/auth/current-user';

export const POST = mutation(async (request) =>
  signOutResponse(request, { message: textsFor(request)('onboarding.loggedOut') }),
);
