import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { route } from '@/lib/api/handler';
import { listMyBookings } from '@/lib/data/my-bookings';
import { getDb } from '@/lib/db';

/** The signed-in guest's bookings (spec section 7): their own, never anyone else's. */
export const GET = privateAnswers(
  route(async (request) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    return Response.json({ bookings: await listMyBookings(user.id, db) });
  }),
);
