import { mutation } from '@/lib/api/handler';
import { removeFavourite } from '@/lib/data/favourites';
import { AppError } from '@/lib/errors';
import { requireUser } from '@/lib/services/auth/current-user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Removes a hotel from the signed-in user's favourites (only their own likes exist to remove). */
export const DELETE = mutation<{ hotelId: string }>(async (_request, { hotelId }) => {
  const user = await requireUser();
  if (!UUID.test(hotelId)) throw new AppError('hotelNotFound', 404);
  await removeFavourite(user.id, hotelId);
  return { liked: false };
});
