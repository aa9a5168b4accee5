import { useLocale, useTranslations } from 'next-intl';
import type { Quote } from '@/lib/booking/quote';
import { freeCancellationUntil, nonRefundableCharge, stayPricePerRoom } from '@/lib/booking/quote';
import { discountPercent, formatNaira } from '@/lib/format/naira';
import type { DiscountReason } from '@/lib/pricing';
import type { DayLabel } from '@/lib/format/day-pattern';
import { NightlyLinesView } from './nightly-lines-view';
import { dateText } from './stay-format';
import { card, cardTitle, muted } from './styles';

/** The spec's label of a discount reason: '{Tier} membership', 'Non-refundable discount', 'Other discount' or 'Not entitled yet'. */
export function useDiscountLabel() {
  const t = useTranslations('hotel.discount');
  const tm = useTranslations('common.membership');
  return (reason: DiscountReason | null): string => {
    switch (reason) {
      case 'loyalty-silver':
        return t('loyalty', { tier: tm('Silver') });
      case 'loyalty-gold':
        return t('loyalty', { tier: tm('Gold') });
      case 'nonRefundable':
        return t('nonRefundable');
      case 'other':
        return t('other');
      default:
        return t('notEntitled');
    }
  };
}

const row = 'flex items-baseline justify-between gap-3';

/**
 * Each room line with its reason, the original price, the discount in percent (when there is one) and the total, from
 * the server's quote; the nights of a line whose prices differ are worded by `dayLabel` (null until it has loaded).
 */
export function PriceSummary({ quote, dayLabel }: { quote: Quote; dayLabel: DayLabel | null }) {
  const t = useTranslations('booking.page.price');
  const ts = useTranslations('booking.page.stay');
  const label = useDiscountLabel();
  const nights = ts('nights', { count: quote.nights });
  const percent = discountPercent(quote.totalPrice, quote.discountedPrice);
  return (
    <section className={card} aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className={cardTitle}>
        {t('title')}
      </h2>
      <ul className="mt-3 space-y-3 text-sm">
        {quote.lines.map((line) => {
          const stay = stayPricePerRoom(line, quote.nights);
          const full = stay.price * line.numberOfRooms;
          const paid = stay.discountedPrice * line.numberOfRooms;
          return (
            <li key={line.roomCategoryId} className="space-y-0.5">
              <div className={row}>
                <span>{t('line', { count: line.numberOfRooms, room: line.roomName, nights })}</span>
                {/* The gap, not a margin: a margin's side would follow the amounts' own left-to-right direction. */}
                <span className="inline-flex shrink-0 items-baseline gap-x-2">
                  {paid < full && (
                    <s className="text-gray-500 dark:text-gray-400" dir="ltr">
                      {formatNaira(full)}
                    </s>
                  )}
                  <span className="font-semibold" dir="ltr">
                    {formatNaira(paid)}
                  </span>
                </span>
              </div>
              <p className="text-xs text-gray-600 dark:text-gray-400">
                {t('reason')}: {label(line.discountReason)}
              </p>
              <NightlyLinesView
                prices={line.nightlyPrices}
                numberOfRooms={line.numberOfRooms}
                className="pt-1"
                dayLabel={dayLabel}
              />
            </li>
          );
        })}
      </ul>
      <dl className="mt-4 space-y-1 border-t border-gray-200 pt-3 text-sm dark:border-night-700">
        <div className={row}>
          <dt>{t('original')}</dt>
          <dd dir="ltr">{formatNaira(quote.totalPrice)}</dd>
        </div>
        {quote.discountedPrice < quote.totalPrice && (
          <div className={row}>
            <dt>{t('discount')}</dt>
            <dd className="text-end text-emerald-700 dark:text-emerald-400">
              <span className="me-2 rounded-md bg-emerald-50 px-1.5 py-0.5 text-xs font-bold dark:bg-emerald-950">
                {t('percentOff', { percent })}
              </span>
              <span dir="ltr">{formatNaira(quote.discountedPrice - quote.totalPrice)}</span>
            </dd>
          </div>
        )}
        <div className={`${row} pt-1 text-lg font-extrabold`}>
          <dt>{t('total')}</dt>
          <dd dir="ltr" data-testid="price-total">
            {formatNaira(quote.amountToBePaid)}
          </dd>
        </div>
      </dl>
      <p className={`mt-2 ${muted} text-xs`}>{t('includes')}</p>
    </section>
  );
}

/** When the guest pays: by card when booking, or at the property on arrival. */
export function PaymentSchedule({ amount }: { amount: number }) {
  const t = useTranslations('booking.page.schedule');
  return (
    <section className={card} aria-labelledby="payment-schedule-title">
      <h2 id="payment-schedule-title" className={cardTitle}>
        {t('title')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        <li>{t('payNow', { amount: formatNaira(amount) })}</li>
        <li>{t('atProperty', { amount: formatNaira(amount) })}</li>
      </ul>
    </section>
  );
}

/**
 * What cancelling costs: until 1:00 PM on the check-in date nothing, or the non-refundable rooms' price, then the full
 * price; or always the full price, when every room is non-refundable.
 */
export function CancellationCost({ quote, checkIn }: { quote: Quote; checkIn: string }) {
  const t = useTranslations('booking.page.cancellation');
  const locale = useLocale();
  const freeUntil = freeCancellationUntil(checkIn, quote.lines);
  const kept = nonRefundableCharge(quote.lines, quote.nights);
  const amount = formatNaira(quote.amountToBePaid);
  const date = dateText(checkIn, locale);
  return (
    <section className={card} aria-labelledby="cancellation-title">
      <h2 id="cancellation-title" className={cardTitle}>
        {t('title')}
      </h2>
      {freeUntil ? (
        <ul className="mt-2 space-y-1 text-sm">
          {kept > 0 ? (
            <li>{t('partly', { date, amount: formatNaira(kept) })}</li>
          ) : (
            <li className="font-semibold text-emerald-700 dark:text-emerald-400">{t('free', { date })}</li>
          )}
          <li>{t('after', { date, amount })}</li>
        </ul>
      ) : (
        <p className="mt-2 text-sm">{t('nonRefundable', { amount })}</p>
      )}
    </section>
  );
}
