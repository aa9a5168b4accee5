import { connection } from 'next/server';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PaymentBadge, StatusBadge } from '@/components/desk/badges';
import { DeskNav } from '@/components/desk/desk-nav';
import { staffOnly } from '@/components/desk/staff-only';
import { listMovements, type DeskMovement } from '@/lib/data/desk';
import { addDays, todayInLagos } from '@/lib/dates';
import { dayLabel } from '@/lib/format/day';
import { formatPhoneDisplay } from '@/lib/phone';
import { pageLocale, type LocaleParams } from '@/i18n/page-locale';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import { ReadyMark } from '@/components/layout/ready-mark';

// Personal (staff only) and about today: rendered for each request, never kept.
export const instant = false;

export async function generateMetadata({ params }: { params: LocaleParams }): Promise<Metadata> {
  await pageLocale(params);
  const t = await getTranslations('desk.arrivals');
  return { title: t('title'), robots: { index: false } };
}

async function Movements({ list, locale }: { list: DeskMovement[]; locale: Locale }) {
  const t = await getTranslations('desk');
  if (list.length === 0) return <p className="text-sm text-gray-600 dark:text-gray-300">{t('arrivals.none')}</p>;
  return (
    <ul className="grid gap-2">
      {list.map((m) => (
        <li key={m.id} className="rounded-xl bg-gray-50 p-3 text-sm dark:bg-night-800">
          <div className="flex flex-wrap items-center gap-2">
            <a
              href={localePath(`/desk/bookings/${m.id}`, locale)}
              className="font-semibold text-brand-700 underline dark:text-brand-300"
              dir="ltr"
            >
              {m.reference}
            </a>
            <span className="font-semibold">{m.guestName}</span>
            <StatusBadge status={m.status} label={t(`status.${m.status}`)} />
            <PaymentBadge state={m.paymentState} label={t(`payment.${m.paymentState}`)} />
          </div>
          <p className="mt-1 text-gray-700 dark:text-gray-300">
            {t('arrivals.rooms', { rooms: m.numberOfRooms })} ·{' '}
            {t('booking.partyValue', { adults: m.adults, children: m.children })} ·{' '}
            <span dir="ltr">{formatPhoneDisplay(m.guestPhone)}</span>
            {m.arrivalTime ? <> · {t('arrivals.arrivalTime', { time: m.arrivalTime })}</> : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Who arrives and who leaves today and tomorrow (Lagos dates), property by property (staff only). */
export default async function ArrivalsPage({ params }: { params: LocaleParams }) {
  await connection();
  const locale = await pageLocale(params);
  await staffOnly();
  const today = todayInLagos();
  const days = [today, addDays(today, 1)];
  const [t, movements] = await Promise.all([getTranslations('desk.arrivals'), listMovements(days)]);
  const properties = [...new Map(movements.map((m) => [m.propertyId, m.propertyName])).entries()];
  const dayTitle = (day: string, i: number) => t(i === 0 ? 'today' : 'tomorrow', { date: dayLabel(day, locale) });

  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 md:py-8">
        <DeskNav current="arrivals" locale={locale} />
        <h1 className="page-title">{t('title')}</h1>
        <p className="mt-1 mb-6 text-sm text-gray-700 dark:text-gray-300">{t('intro')}</p>
        {properties.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-gray-300 p-8 text-center dark:border-night-600">
            {t('empty')}
          </p>
        ) : (
          <div className="grid gap-6">
            {properties.map(([propertyId, name]) => (
              <section
                key={propertyId}
                aria-labelledby={`property-${propertyId}`}
                className="rounded-2xl border border-gray-200 p-4 md:p-5 dark:border-night-700"
              >
                <h2 id={`property-${propertyId}`} className="mb-3 text-lg font-bold">
                  {name}
                </h2>
                <div className="grid gap-4 md:grid-cols-2">
                  {days.map((day, i) => (
                    <div key={day}>
                      <h3 className="mb-2 font-bold">{dayTitle(day, i)}</h3>
                      <h4 className="mb-1 text-sm font-semibold text-gray-700 dark:text-gray-300">{t('arriving')}</h4>
                      <Movements
                        list={movements.filter((m) => m.propertyId === propertyId && m.checkInDate === day)}
                        locale={locale}
                      />
                      <h4 className="mt-3 mb-1 text-sm font-semibold text-gray-700 dark:text-gray-300">
                        {t('leaving')}
                      </h4>
                      <Movements
                        list={movements.filter((m) => m.propertyId === propertyId && m.checkOutDate === day)}
                        locale={locale}
                      />
                    </div>
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </div>
      <ReadyMark />
    </>
  );
}
