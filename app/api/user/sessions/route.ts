import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { route } from '@/lib/api/handler';
import { listSessions } from '@/lib/data/account';
import { getDb } from '@/lib/db';

/** The signed-in account's active sessions, this one marked. */
export const GET = privateAnswers(
  route(async (request) => {
    const db = await getDb();
    const { user, sessionHash } = await requireAccount(request, db);
    return { sessions: await listSessions(user.id, sessionHash, db) };
  }),
);
