import { requireStaff } from '@/lib/api/desk';
import { parseQuery, route, textsFor } from '@/lib/api/handler';
import { exportDeskBookings, type DeskBookingRow } from '@/lib/data/desk';
import { getDb } from '@/lib/db';
import { toCsv, type CsvColumn } from '@/lib/format/csv';
import { deskBookingQuery } from '@/lib/validation/desk';

/**
 * The desk's bookings as CSV, with the same filters and order as /desk (every page; at most DESK_EXPORT_LIMIT rows).
 * Staff only: anyone else gets 403. A bad filter is a 400 naming the field.
 */
export const GET = route(async (request) => {
  const db = await getDb();
  await requireStaff(request, db);
  const query = parseQuery(request, deskBookingQuery);
  const rows = await exportDeskBookings(query, db);
  const t = textsFor(request);
  const columns: CsvColumn<DeskBookingRow>[] = [
    { header: t('desk.columns.reference'), value: (r) => r.reference },
    { header: t('desk.columns.status'), value: (r) => t(`desk.status.${r.status}`) },
    { header: t('desk.columns.payment'), value: (r) => t(`desk.payment.${r.paymentState}`) },
    { header: t('desk.columns.property'), value: (r) => r.propertyName },
    { header: t('desk.columns.guest'), value: (r) => r.guestName },
    { header: t('desk.columns.email'), value: (r) => r.guestEmail },
    { header: t('desk.columns.phone'), value: (r) => r.guestPhone },
    { header: t('desk.columns.checkIn'), value: (r) => r.checkInDate },
    { header: t('desk.columns.checkOut'), value: (r) => r.checkOutDate },
    { header: t('desk.columns.rooms'), value: (r) => r.numberOfRooms },
    { header: t('desk.columns.adults'), value: (r) => r.adults },
    { header: t('desk.columns.children'), value: (r) => r.children },
    { header: t('desk.columns.amount'), value: (r) => r.amountToBePaid },
    { header: t('desk.columns.currency'), value: (r) => r.currency },
    { header: t('desk.columns.created'), value: (r) => r.createdAt.toISOString() },
  ];
  const stamp = new Date().toISOString().slice(0, 10);
  return new Response(toCsv(rows, columns), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="bookings-${stamp}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
