import 'server-only';
import { getTranslations } from 'next-intl/server';
import { localePath } from '@/i18n/paths';
import type { Locale } from '@/i18n/config';
import { attentionReasonKey, type FlaggedBooking, type FlagGroup } from '@/lib/data/desk-flags';
import { dayLabel } from '@/lib/format/day';
import { formatNaira } from '@/lib/format/naira';
import { PaymentBadge, StatusBadge } from './badges';
import { deskMoment } from './desk-moment';

/** One group of the desk's flagged bookings, each a card that opens the booking's record. */
export async function FlaggedList({
  group,
  rows,
  locale,
}: {
  group: FlagGroup;
  rows: FlaggedBooking[];
  locale: Locale;
}) {
  const t = await getTranslations('desk');
  return (
    <section aria-labelledby={`flagged-${group}`} data-testid={`flagged-${group}`} className="mt-6">
      <h2 id={`flagged-${group}`} className="text-lg font-bold">
        {t(`flagged.${group}`)}{' '}
        <span className="text-sm font-medium text-gray-600 dark:text-gray-300">
          ({t('flagged.count', { count: rows.length })})
        </span>
      </h2>
      <p className="mb-3 text-sm text-gray-600 dark:text-gray-300">{t(`flagged.${group}Hint`)}</p>
      {rows.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-gray-300 p-4 text-sm dark:border-night-700">
          {t('flagged.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((row) => {
            const reasonKey = attentionReasonKey(row.attentionReason);
            return (
              <li key={row.id} className="rounded-2xl border border-gray-200 p-4 text-sm dark:border-night-700">
                <div className="flex flex-wrap items-center gap-2">
                  <a
                    href={localePath(`/desk/bookings/${row.id}`, locale)}
                    className="font-semibold text-brand-700 underline dark:text-brand-300"
                    dir="ltr"
                  >
                    {row.reference}
                  </a>
                  <StatusBadge status={row.status} label={t(`status.${row.status}`)} />
                  <PaymentBadge state={row.paymentState} label={t(`payment.${row.paymentState}`)} />
                </div>
                <p className="mt-2 font-medium">
                  {row.guestName} · {row.propertyName}
                </p>
                <p className="text-gray-600 dark:text-gray-300">
                  {dayLabel(row.checkInDate, locale, { weekday: false })} –{' '}
                  {dayLabel(row.checkOutDate, locale, { weekday: false })}
                </p>
                {group === 'balance' ? (
                  <p className="mt-2 font-semibold text-red-800 dark:text-red-200">
                    {row.balanceDue > 0
                      ? t('flagged.due', { amount: formatNaira(row.balanceDue) })
                      : t('flagged.owed', { amount: formatNaira(row.refundOwed) })}
                  </p>
                ) : (
                  <p className="mt-2 font-semibold text-red-800 dark:text-red-200">
                    {t('flagged.reason')}: {reasonKey ? t(`reasons.${reasonKey}`) : row.attentionReason}
                  </p>
                )}
                <p className="mt-1 text-xs text-gray-600 dark:text-gray-300">
                  {t('flagged.updated')}: {deskMoment(row.updatedAt, locale)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
