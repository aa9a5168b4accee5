import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { route } from '@/lib/api/handler';
import { getProfilePicture } from '@/lib/data/account';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';

/** The signed-in guest's own profile picture; anyone else's is a 404. */
export const GET = privateAnswers(
  route<{ userId: string }>(async (request, { userId }) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const picture = user.id === userId ? await getProfilePicture(user.id, db) : null;
    if (!picture) throw new AppError('notFound', 404);
    return new Response(new Uint8Array(picture.data), {
      headers: { 'Content-Type': picture.contentType, 'X-Content-Type-Options': 'nosniff' },
    });
  }),
);
