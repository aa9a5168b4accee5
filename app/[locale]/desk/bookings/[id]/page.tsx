import { connection } from 'next/server';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { PaymentBadge, StatusBadge } from '@/components/desk/badges';
import { staffOnly } from '@/components/desk/staff-only';
import { BookingActions } from '@/components/desk/booking-actions';
import { DeskNav } from '@/components/desk/desk-nav';
import { deskMoment } from '@/components/desk/desk-moment';
import { deskCancellationQuote } from '@/lib/data/booking-cancellation';
import type { BookingState } from '@/lib/data/booking-history';
import { DESK_ACTIONS, getDeskBooking, type DeskAction } from '@/lib/data/desk';
import { attentionReasonKey } from '@/lib/data/desk-flags';
import { deskActionOptions } from '@/lib/data/desk-actions';
import { getDb } from '@/lib/db';
import { nightsBetween } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import { formatNaira } from '@/lib/format/naira';
import { formatPhoneDisplay } from '@/lib/phone';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only): rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk');
  return { title: t('title'), robots: { index: false } };
}

const isDeskAction = (action: string): action is DeskAction => (DESK_ACTIONS as readonly string[]).includes(action);

const moment = deskMoment;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`desk-${id}`}
      className="rounded-2xl border border-gray-200 p-4 md:p-5 dark:border-night-700"
    >
      <h2 id={`desk-${id}`} className="mb-3 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-gray-600 dark:text-gray-300">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-start text-sm">
        <thead className="text-xs uppercase tracking-wide text-gray-600 dark:text-gray-300">
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="px-2 py-2 text-start font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-night-700">
          {rows.map((cells, i) => (
            <tr key={i} className="align-top">
              {cells.map((c, j) => (
                <td key={j} className="px-2 py-2">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <p className="text-sm text-gray-600 dark:text-gray-300">{children}</p>
);
const Ltr = ({ children }: { children: ReactNode }) => <span dir="ltr">{children}</span>;
const money = (amount: number) => (
  <span dir="ltr" className="whitespace-nowrap tabular-nums">
    {formatNaira(amount)}
  </span>
);

const PROVIDERS = ['property', 'flutterwave', 'sandbox'] as const;
const isProvider = (name: string): name is (typeof PROVIDERS)[number] =>
  (PROVIDERS as readonly string[]).includes(name);

type ChangedField = 'dates' | 'party' | 'rooms' | 'amount' | 'guest' | 'email' | 'phone' | 'status' | 'fee';

/** What differs between a booking before and after a guest's change, as [field, before, after] texts. */
function changedFields(before: BookingState, after: BookingState, locale: Locale): [ChangedField, string, string][] {
  const dates = (s: BookingState) =>
    `${dayLabel(s.checkInDate, locale, { weekday: false })} – ${dayLabel(s.checkOutDate, locale, { weekday: false })}`;
  const rooms = (s: BookingState) => s.rooms.map((r) => `${r.name} × ${r.count}`).join(', ');
  const fee = (s: BookingState) => (s.cancellationFee === null ? '—' : formatNaira(s.cancellationFee));
  const texts: [ChangedField, (s: BookingState) => string][] = [
    ['status', (s) => s.status],
    ['dates', dates],
    ['party', (s) => `${s.adults} + ${s.children}`],
    ['rooms', rooms],
    ['amount', (s) => formatNaira(s.amountToBePaid)],
    ['fee', fee],
    ['guest', (s) => s.guest],
    ['email', (s) => s.email],
    ['phone', (s) => formatPhoneDisplay(s.phone)],
  ];
  return texts.flatMap(([field, text]): [ChangedField, string, string][] =>
    text(before) === text(after) ? [] : [[field, text(before), text(after)]],
  );
}

/** A booking's whole record at the desk (staff only; anyone else, and an unknown booking, get the 404 page). */
export default async function DeskBookingPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const db = await getDb();
  const record = await getDeskBooking((await params).id, db);
  if (!record) notFound();
  const now = new Date();
  const [t, options] = await Promise.all([getTranslations('desk'), deskActionOptions(record.booking, now, db)]);
  const cancellation = options.cancel ? await deskCancellationQuote(record.booking.id, now, db) : null;
  const { booking: b, property, rooms, guests, account } = record;
  const nights = nightsBetween(b.checkInDate, b.checkOutDate);
  const method =
    b.paymentMethod === 'Cash'
      ? t('booking.methodCash')
      : b.paymentMethod === 'Card'
        ? t('booking.methodCard')
        : t('booking.methodNone');
  const day = (iso: string) => dayLabel(iso, locale);
  const reasonText = (reason: string | null) => {
    const key = attentionReasonKey(reason);
    return key ? t(`reasons.${key}`) : (reason ?? '');
  };
  const provider = (name: string) => (isProvider(name) ? t(`booking.providers.${name}`) : name);

  return (
    <>
      <div className="mx-auto max-w-5xl px-4 py-6 md:py-8">
        <DeskNav current="bookings" locale={locale} />
        <a
          href={localePath('/desk', locale)}
          className="text-sm font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {t('booking.back')}
        </a>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <h1 className="page-title">{t('booking.title', { reference: b.reference })}</h1>
          <StatusBadge status={b.status} label={t(`status.${b.status}`)} />
          <PaymentBadge state={record.paymentState} label={t(`payment.${record.paymentState}`)} />
        </div>
        {b.needsAttention ? (
          <p
            role="alert"
            className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900 dark:bg-night-800 dark:text-red-200"
          >
            {t('booking.attentionReason', { reason: reasonText(b.attentionReason) })}
          </p>
        ) : null}

        <section aria-labelledby="desk-actions" className="mt-6">
          <h2 id="desk-actions" className="mb-3 text-lg font-bold">
            {t('actions.title')}
          </h2>
          <BookingActions
            bookingId={b.id}
            reference={b.reference}
            email={b.guestEmail}
            options={options}
            cancellation={
              cancellation
                ? {
                    fee: cancellation.fee,
                    amountPaid: cancellation.amountPaid,
                    refundAmount: cancellation.refundAmount,
                  }
                : null
            }
          />
        </section>

        <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Section id="stay" title={t('booking.stay')}>
            <Facts
              items={[
                [t('booking.property'), `${property.name}, ${property.city}`],
                [
                  t('booking.dates'),
                  `${day(b.checkInDate)} – ${day(b.checkOutDate)} · ${t('booking.nights', { nights })}`,
                ],
                [t('booking.party'), t('booking.partyValue', { adults: b.adults, children: b.children })],
                [t('booking.arrivalTime'), b.arrivalTime ?? '—'],
                [t('booking.purpose'), b.purpose ?? '—'],
                [t('booking.specialRequest'), b.specialRequest || '—'],
                [t('booking.method'), method],
                [t('booking.language'), b.locale],
                [t('booking.booked'), moment(b.createdAt, locale)],
                ...(b.confirmedAt
                  ? [[t('booking.confirmed'), moment(b.confirmedAt, locale)] as [string, ReactNode]]
                  : []),
                ...(b.cancelledAt
                  ? [[t('booking.cancelled'), moment(b.cancelledAt, locale)] as [string, ReactNode]]
                  : []),
                ...(b.cancellationFee !== null
                  ? [
                      [
                        t(b.status === 'no_show' ? 'booking.noShowFee' : 'booking.cancellationFee'),
                        money(b.cancellationFee),
                      ] as [string, ReactNode],
                    ]
                  : []),
              ]}
            />
          </Section>
          <Section id="guests" title={t('booking.guests')}>
            <Facts
              items={[
                [t('booking.leadGuest'), `${b.guestFirstName} ${b.guestLastName}`],
                [t('columns.email'), <Ltr key="e">{b.guestEmail}</Ltr>],
                [t('columns.phone'), <Ltr key="p">{formatPhoneDisplay(b.guestPhone)}</Ltr>],
                [
                  t('booking.address'),
                  [b.address, b.guestState, b.zipCode, b.country].filter(Boolean).join(', ') || '—',
                ],
                [t('booking.account'), account?.email ? <Ltr key="a">{account.email}</Ltr> : t('booking.noAccount')],
              ]}
            />
            <h3 className="mt-4 mb-2 text-sm font-bold">{t('booking.otherGuests')}</h3>
            {guests.length ? (
              <ul className="space-y-1 text-sm">
                {guests.map((g) => (
                  <li key={g.id}>
                    {g.fullName} · <Ltr>{g.email}</Ltr> · <Ltr>{formatPhoneDisplay(g.phoneNumber)}</Ltr>
                  </li>
                ))}
              </ul>
            ) : (
              <Empty>{t('booking.noOtherGuests')}</Empty>
            )}
          </Section>
        </div>

        <div className="mt-4 space-y-4">
          <Section id="rooms" title={t('booking.rooms')}>
            <Table
              head={[
                t('booking.room'),
                t('booking.count'),
                t('booking.pricePerNight'),
                t('booking.discountedPerNight'),
              ]}
              rows={rooms.map((r) => [
                <span key="n">
                  {r.roomName}
                  {r.nonRefundable ? (
                    <span className="ms-2 text-xs font-semibold text-amber-800 dark:text-amber-300">
                      {t('booking.nonRefundable')}
                    </span>
                  ) : null}
                </span>,
                r.numberOfRooms,
                money(r.pricePerNight),
                money(r.discountedPricePerNight),
              ])}
            />
            <div className="mt-3">
              <Facts
                items={[
                  [t('booking.total'), money(b.totalPrice)],
                  [t('booking.discounted'), money(b.discountedPrice)],
                  [t('booking.toPay'), money(b.amountToBePaid)],
                ]}
              />
            </div>
          </Section>

          <Section id="payments" title={t('booking.payments')}>
            {record.payments.length ? (
              <Table
                head={[
                  t('booking.provider'),
                  t('booking.transaction'),
                  t('booking.amount'),
                  t('booking.state'),
                  t('booking.when'),
                ]}
                rows={record.payments.map((p) => [
                  provider(p.provider),
                  <Ltr key="r">{p.txRef}</Ltr>,
                  money(p.amount),
                  t(`booking.paymentStatus.${p.status}`),
                  moment(p.verifiedAt ?? p.createdAt, locale),
                ])}
              />
            ) : (
              <Empty>{t('booking.noPayments')}</Empty>
            )}
            <h3 className="mt-4 mb-2 text-sm font-bold">{t('booking.refunds')}</h3>
            {record.refunds.length ? (
              <Table
                head={[t('booking.provider'), t('booking.amount'), t('booking.state'), t('booking.when')]}
                rows={record.refunds.map((r) => [
                  provider(r.provider),
                  money(r.amount),
                  r.status === 'requested' || r.status === 'failed' ? t(`booking.refundStatus.${r.status}`) : r.status,
                  moment(r.createdAt, locale),
                ])}
              />
            ) : (
              <Empty>{t('booking.noRefunds')}</Empty>
            )}
          </Section>

          <Section id="changes" title={t('booking.changes')}>
            {record.changes.length ? (
              <Table
                head={[t('booking.when'), t('booking.changedBy'), t('booking.action'), t('booking.what')]}
                rows={record.changes.map((c) => [
                  moment(c.createdAt, locale),
                  c.byEmail ? <Ltr key="by">{c.byEmail}</Ltr> : t('booking.byGuest'),
                  t(`booking.kind.${c.kind}`),
                  <ul key="what" className="space-y-1">
                    {changedFields(c.before, c.after, locale).map(([field, before, after]) => (
                      <li key={field}>
                        <span className="font-semibold">{t(`booking.fields.${field}`)}</span>: {before}{' '}
                        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                          →
                        </span>{' '}
                        {after}
                      </li>
                    ))}
                  </ul>,
                ])}
              />
            ) : (
              <Empty>{t('booking.neverChanged')}</Empty>
            )}
          </Section>

          <Section id="messages" title={t('booking.messages')}>
            {record.messages.length ? (
              <Table
                head={[
                  t('booking.when'),
                  t('booking.channel'),
                  t('booking.recipient'),
                  t('booking.subject'),
                  t('booking.state'),
                ]}
                rows={record.messages.map((m) => [
                  moment(m.createdAt, locale),
                  m.channel,
                  <Ltr key="to">{m.recipient}</Ltr>,
                  m.subject ?? m.template,
                  t(`booking.messageStatus.${m.status}`),
                ])}
              />
            ) : (
              <Empty>{t('booking.noMessages')}</Empty>
            )}
          </Section>

          <Section id="audit" title={t('booking.audit')}>
            {record.audit.length ? (
              <Table
                head={[
                  t('booking.when'),
                  t('booking.staff'),
                  t('booking.action'),
                  t('booking.reason'),
                  t('booking.before'),
                  t('booking.after'),
                ]}
                rows={record.audit.map((a) => [
                  moment(a.createdAt, locale),
                  <span key="s">
                    {a.staffName} <Ltr>({a.staffEmail})</Ltr>
                  </span>,
                  isDeskAction(a.action) ? t(`booking.actions.${a.action}`) : a.action,
                  a.reason ?? '—',
                  <code key="b" dir="ltr" className="text-xs break-all">
                    {JSON.stringify(a.before)}
                  </code>,
                  <code key="a" dir="ltr" className="text-xs break-all">
                    {JSON.stringify(a.after)}
                  </code>,
                ])}
              />
            ) : (
              <Empty>{t('booking.noAudit')}</Empty>
            )}
          </Section>
        </div>
      </div>
      <ReadyMark />
    </>
  );
}
