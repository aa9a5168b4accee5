import { NextResponse } from 'next/server';
import { privateAnswers } from '@/lib/api/private';
import { requireAccount } from '@/lib/api/account';
import { mutation, parseBody, textsFor } from '@/lib/api/handler';
import { deleteAccount } from '@/lib/data/account';
import { getDb } from '@/lib/db';
import { AppError } from '@/lib/errors';
import { secureCookies } from '@/lib/services/auth/current-user';
import { SESSION_COOKIE, sessionCookieOptions } from '@/lib/services/auth/session';
import { consumeRateLimit } from '@/lib/services/rate-limit';
import { deleteAccountBody } from '@/lib/validation/account';

/** Deletes the signed-in account (bookings kept for the hotels, personal data removed) and signs this browser out. */
export const POST = privateAnswers(
  mutation(async (request) => {
    const db = await getDb();
    const { user } = await requireAccount(request, db);
    const body = await parseBody(request, deleteAccountBody);
    const limit = await consumeRateLimit(db, `account-delete:${user.id}`, { limit: 10, windowMs: 15 * 60_000 });
    if (!limit.allowed) throw new AppError('tooManyAttempts', 429);
    await deleteAccount({ userId: user.id, email: body.email, password: body.password }, db);
    const response = NextResponse.json({ message: textsFor(request)('account.api.accountDeleted') });
    response.cookies.set(SESSION_COOKIE, '', { ...sessionCookieOptions(new Date(0), secureCookies), maxAge: 0 });
    return response;
  }),
);
