import { z } from 'zod';
import { mutation, parseBody, route } from '@/lib/api/handler';
import { addFavourite, listFavourites } from '@/lib/data/favourites';
import { requireUser } from '@/lib/services/auth/current-user';

const body = z.object({ hotelId: z.uuid({ error: 'Hotel not found' }) });

/** The signed-in user's liked hotels. */
export const GET = route(async () => ({ hotels: await listFavourites((await requireUser()).id) }));

/** Likes a hotel for the signed-in user. */
export const POST = mutation(async (request) => {
  const user = await requireUser();
  const { hotelId } = await parseBody(request, body);
  await addFavourite(user.id, hotelId);
  return Response.json({ liked: true }, { status: 201 });
});
