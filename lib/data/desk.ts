import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db';
import {
  bookingGuests,
  bookingRooms,
  bookings,
  deskAudit,
  notificationOutbox,
  payments,
  properties,
  refunds,
  users,
} from '@/lib/db/schema';
import {
  DESK_EXPORT_LIMIT,
  DESK_PAGE_SIZE,
  type DeskBookingFilters,
  type DeskBookingQuery,
  type DeskPaymentState,
  type DeskSort,
  type DeskStatus,
} from '@/lib/validation/desk';
import { listBookingChanges } from './booking-history';
import { isUuid } from './db-helpers';

/** One booking of the desk's list and of its CSV export. */
export interface DeskBookingRow {
  id: string;
  reference: string;
  status: DeskStatus;
  paymentState: DeskPaymentState;
  paymentMethod: 'Cash' | 'Card' | null;
  propertyName: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkInDate: string;
  checkOutDate: string;
  numberOfRooms: number;
  adults: number;
  children: number;
  amountToBePaid: number;
  currency: string;
  needsAttention: boolean;
  createdAt: Date;
}

export interface DeskBookingPage {
  rows: DeskBookingRow[];
  total: number;
  page: number;
  pageSize: number;
}

// Where a booking's money stands, in the order that wins: a refund, then a successful payment, then how it is paid.
const refunded = sql`exists (select 1 from ${refunds} r where r.booking_id = ${bookings.id})`;
const paid = sql`exists (select 1 from ${payments} p where p.booking_id = ${bookings.id} and p.status = 'successful')`;
const paymentState = sql<DeskPaymentState>`case when ${refunded} then 'refunded' when ${paid} then 'paid' when ${bookings.paymentMethod} = 'Cash' then 'atProperty' else 'unpaid' end`;

const STATE_CONDITION: Record<DeskPaymentState, SQL> = {
  refunded,
  paid: sql`(${paid} and not ${refunded})`,
  atProperty: sql`(not ${paid} and not ${refunded} and ${bookings.paymentMethod} = 'Cash')`,
  unpaid: sql`(not ${paid} and not ${refunded} and ${bookings.paymentMethod} is distinct from 'Cash')`,
};

const SORT_COLUMN: Record<DeskSort, SQL | typeof bookings.reference> = {
  checkIn: sql`${bookings.checkInDate}`,
  created: sql`${bookings.createdAt}`,
  amount: sql`${bookings.amountToBePaid}`,
  reference: bookings.reference,
};

/** A LIKE pattern's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of the desk's filters; each one given narrows the list. */
function conditions(f: DeskBookingFilters): SQL[] {
  const where: SQL[] = [];
  if (f.reference) where.push(eq(bookings.reference, f.reference.replace(/\s+/g, '').toUpperCase()));
  if (f.name) {
    where.push(sql`(${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}) ilike ${`%${literal(f.name)}%`}`);
  }
  // A prefix of the lower-cased address, which bookings_guest_email_idx serves.
  if (f.email) where.push(sql`lower(${bookings.guestEmail}) like ${`${literal(f.email.toLowerCase())}%`}`);
  if (f.phone) {
    // Digits only, without a leading 0 or 234, so 0803…, +234 803… and 803… find the same number.
    const digits = f.phone.replace(/\D/g, '').replace(/^(234|0)/, '');
    if (digits) where.push(sql`regexp_replace(${bookings.guestPhone}, '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  if (f.property) where.push(sql`${properties.name} ilike ${`%${literal(f.property)}%`}`);
  if (f.checkInFrom) where.push(gte(bookings.checkInDate, f.checkInFrom));
  if (f.checkInTo) where.push(lte(bookings.checkInDate, f.checkInTo));
  if (f.status) where.push(eq(bookings.status, f.status));
  if (f.payment) where.push(STATE_CONDITION[f.payment]);
  return where;
}

/** The columns of a desk list's booking (DeskBookingRow). */
export const deskRowColumns = {
  id: bookings.id,
  reference: bookings.reference,
  status: bookings.status,
  paymentState,
  paymentMethod: bookings.paymentMethod,
  propertyName: properties.name,
  guestName: sql<string>`${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}`,
  guestEmail: bookings.guestEmail,
  guestPhone: bookings.guestPhone,
  checkInDate: bookings.checkInDate,
  checkOutDate: bookings.checkOutDate,
  numberOfRooms: bookings.numberOfRooms,
  adults: bookings.adults,
  children: bookings.children,
  amountToBePaid: bookings.amountToBePaid,
  currency: bookings.currency,
  needsAttention: bookings.needsAttention,
  createdAt: bookings.createdAt,
};

function filtered(d: Database, f: DeskBookingFilters, limit: number, offset: number) {
  const order = f.dir === 'asc' ? asc : desc;
  return d
    .select(deskRowColumns)
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(and(...conditions(f)))
    .orderBy(order(SORT_COLUMN[f.sort]), order(bookings.id))
    .limit(limit)
    .offset(offset);
}

/** One page (25 bookings) of the desk's search, in the order asked for, with how many match in all. */
export async function searchDeskBookings(query: DeskBookingQuery, db?: Database): Promise<DeskBookingPage> {
  const d = db ?? (await getDb());
  const [rows, [count]] = await Promise.all([
    filtered(d, query, DESK_PAGE_SIZE, (query.page - 1) * DESK_PAGE_SIZE),
    d
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .where(and(...conditions(query))),
  ]);
  return { rows, total: count?.n ?? 0, page: query.page, pageSize: DESK_PAGE_SIZE };
}

/** Every booking the filters find (at most DESK_EXPORT_LIMIT), for the CSV export. */
export async function exportDeskBookings(filters: DeskBookingFilters, db?: Database): Promise<DeskBookingRow[]> {
  return filtered(db ?? (await getDb()), filters, DESK_EXPORT_LIMIT, 0);
}

export type DeskAuditEntry = typeof deskAudit.$inferSelect;

/** A booking's whole record for the desk: the stay, guests, rooms, money, messages and desk actions; null if unknown. */
export async function getDeskBooking(id: string, db?: Database) {
  if (!isUuid(id)) return null;
  const d = db ?? (await getDb());
  const [row] = await d
    .select({
      booking: bookings,
      paymentState,
      property: { id: properties.id, name: properties.name, slug: properties.slug, city: properties.city },
      account: { email: users.email, fullName: users.fullName },
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(eq(bookings.id, id))
    .limit(1);
  if (!row) return null;
  const [rooms, guests, paid, refunded, messages, audit, changes] = await Promise.all([
    d.select().from(bookingRooms).where(eq(bookingRooms.bookingId, id)).orderBy(asc(bookingRooms.roomName)),
    d.select().from(bookingGuests).where(eq(bookingGuests.bookingId, id)),
    d
      .select({
        id: payments.id,
        provider: payments.provider,
        txRef: payments.txRef,
        amount: payments.amount,
        currency: payments.currency,
        status: payments.status,
        createdAt: payments.createdAt,
        verifiedAt: payments.verifiedAt,
      })
      .from(payments)
      .where(eq(payments.bookingId, id))
      .orderBy(asc(payments.createdAt)),
    d
      .select({
        id: refunds.id,
        provider: refunds.provider,
        amount: refunds.amount,
        status: refunds.status,
        createdAt: refunds.createdAt,
      })
      .from(refunds)
      .where(eq(refunds.bookingId, id))
      .orderBy(asc(refunds.createdAt)),
    // Booking messages carry the booking's id in their payload (lib/data/booking-confirmation.ts, booking-notices.ts).
    d
      .select({
        id: notificationOutbox.id,
        channel: notificationOutbox.channel,
        recipient: notificationOutbox.recipient,
        template: notificationOutbox.template,
        locale: notificationOutbox.locale,
        subject: notificationOutbox.subject,
        status: notificationOutbox.status,
        attempts: notificationOutbox.attempts,
        createdAt: notificationOutbox.createdAt,
        sentAt: notificationOutbox.sentAt,
      })
      .from(notificationOutbox)
      .where(sql`${notificationOutbox.payload} ->> 'bookingId' = ${id}`)
      .orderBy(asc(notificationOutbox.createdAt)),
    listDeskAudit(id, d),
    listBookingChanges(id, d),
  ]);
  return { ...row, rooms, guests, payments: paid, refunds: refunded, messages, audit, changes };
}

export type DeskBooking = NonNullable<Awaited<ReturnType<typeof getDeskBooking>>>;

/** What staff may do at the desk, to a booking or a contact message; each one is recorded (recordDeskAction). */
export const DESK_ACTIONS = [
  'markPaid',
  'noShow',
  'cancel',
  'waiveCharge',
  'resendConfirmation',
  'replyMessage',
  'closeMessage',
  'reopenMessage',
  'resolveFlag',
] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** The staff member acting at the desk, as the record names them. */
export interface DeskStaff {
  id: string;
  fullName: string;
  email: string;
}

export interface DeskActionEntry {
  staff: DeskStaff;
  action: DeskAction;
  /** The booking acted on, or the contact message. */
  bookingId?: string;
  contactMessageId?: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Records one desk action: who, what, which booking or message, its state before and after, the reason; returns the entry. */
export async function recordDeskAction(entry: DeskActionEntry, db?: Database): Promise<DeskAuditEntry> {
  const d = db ?? (await getDb());
  const [row] = await d
    .insert(deskAudit)
    .values({
      staffUserId: entry.staff.id,
      staffName: entry.staff.fullName,
      staffEmail: entry.staff.email,
      action: entry.action,
      bookingId: entry.bookingId ?? null,
      contactMessageId: entry.contactMessageId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      reason: entry.reason?.trim() || null,
    })
    .returning();
  if (!row) throw new Error('desk audit insert returned no row');
  return row;
}

/** A booking's desk actions, oldest first. */
export async function listDeskAudit(bookingId: string, db?: Database): Promise<DeskAuditEntry[]> {
  if (!isUuid(bookingId)) return [];
  const d = db ?? (await getDb());
  return d.select().from(deskAudit).where(eq(deskAudit.bookingId, bookingId)).orderBy(asc(deskAudit.createdAt));
}

/** One booking arriving or leaving on a day, for the desk's arrivals and departures. */
export interface DeskMovement {
  id: string;
  reference: string;
  status: DeskStatus;
  paymentState: DeskPaymentState;
  propertyId: string;
  propertyName: string;
  guestName: string;
  guestPhone: string;
  checkInDate: string;
  checkOutDate: string;
  numberOfRooms: number;
  adults: number;
  children: number;
  arrivalTime: string | null;
  amountToBePaid: number;
}

/**
 * The bookings that arrive (check-in) or leave (check-out) on the given days, cancelled and expired ones left out, by
 * property name then guest name; the page sorts them into days.
 */
export async function listMovements(days: string[], db?: Database): Promise<DeskMovement[]> {
  if (days.length === 0) return [];
  const d = db ?? (await getDb());
  return d
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      paymentState,
      propertyId: properties.id,
      propertyName: properties.name,
      guestName: sql<string>`${bookings.guestFirstName} || ' ' || ${bookings.guestLastName}`,
      guestPhone: bookings.guestPhone,
      checkInDate: bookings.checkInDate,
      checkOutDate: bookings.checkOutDate,
      numberOfRooms: bookings.numberOfRooms,
      adults: bookings.adults,
      children: bookings.children,
      arrivalTime: bookings.arrivalTime,
      amountToBePaid: bookings.amountToBePaid,
    })
    .from(bookings)
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .where(
      and(
        or(inArray(bookings.checkInDate, days), inArray(bookings.checkOutDate, days)),
        notInArray(bookings.status, ['cancelled', 'expired']),
      ),
    )
    .orderBy(asc(properties.name), asc(bookings.guestFirstName), asc(bookings.guestLastName), asc(bookings.id))
    .limit(2_000);
}
