import { z } from 'zod';
import { requireAccount } from '@/lib/api/account';
import { privateAnswers } from '@/lib/api/private';
import { mutation, parseBody } from '@/lib/api/handler';
import { createPastStay } from '@/lib/data/dev-stays';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const body = z.object({ hotelId: z.uuid(), roomId: z.uuid(), daysAgo: z.number().int().min(0).max(60).default(1) });

/** Development only, like the dev outbox: gives the signed-in account a finished stay to review. */
export const POST = privateAnswers(
  mutation(async (request) => {
    if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const input = await parseBody(request, body);
    return Response.json(await createPastStay({ userId: user.id, ...input }, db), { status: 201 });
  }),
);
