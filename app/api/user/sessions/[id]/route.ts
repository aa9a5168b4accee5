import { NextResponse } from 'next/server';
import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, textsFor } from '@/lib/api/handler';
import { endSession } from '@/lib/data/account';
import { getDb } from '@/lib/db';
import { secureCookies } from '@/lib/services/auth/current-user';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/services/auth/session';

/** Ends one of the signed-in account's sessions; ending this one signs this browser out. */
export const DELETE = privateAnswers(
  mutation<{ id: string }>(async (request, { id }) => {
    const db = await getDb();
    const { user, sessionHash } = await requireAccount(request, db);
    const ended = await endSession(user.id, id, db);
    const current = ended.hash === sessionHash;
    const response = NextResponse.json({ current, message: textsFor(request)('account.api.sessionEnded') });
    if (current)
      response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0), secureCookies), maxAge: 0 });
    return response;
  }),
);
