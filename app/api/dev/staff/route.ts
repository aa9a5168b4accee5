import { z } from 'zod';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody } from '@/lib/api/handler';
import { privateAnswers } from '@/lib/api/private';
import { setStaffRole } from '@/lib/data/staff';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError } from '@/lib/errors';

const body = z.object({ staff: z.boolean() });

/** Development only, like the dev outbox: gives the signed-in account the staff role (or takes it away). */
export const POST = privateAnswers(
  mutation(async (request) => {
    if (!env.DEV_OUTBOX) throw new AppError('notFound', 404);
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const { staff } = await parseBody(request, body);
    return { outcome: await setStaffRole(user.email, staff, db) };
  }),
);
