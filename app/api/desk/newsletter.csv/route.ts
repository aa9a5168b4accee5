import { requireStaff } from '@/lib/api/desk';
import { route, textsFor } from '@/lib/api/handler';
import { listSubscribers } from '@/lib/data/newsletter';
import { getDb } from '@/lib/db';
import { toCsv } from '@/lib/format/csv';

/** The newsletter's subscribers as CSV, unsubscribed addresses left out (staff only; anyone else gets 403). */
export const GET = route(async (request) => {
  const db = await getDb();
  await requireStaff(request, db);
  const rows = await listSubscribers(db);
  const t = textsFor(request);
  const csv = toCsv(rows, [
    { header: t('desk.newsletter.email'), value: (r) => r.email },
    { header: t('desk.newsletter.language'), value: (r) => r.locale },
    { header: t('desk.newsletter.subscribed'), value: (r) => r.subscribedAt.toISOString() },
  ]);
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="newsletter-${stamp}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
