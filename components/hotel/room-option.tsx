'use client';

import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { formatNaira } from '@/lib/format/naira';
import { amenityLabel } from '@/lib/format/amenity';
import { roomsNeeded, type Party } from '@/lib/booking/occupancy';
import type { DiscountReason } from '@/lib/pricing';
import { maxSelectable, type RoomOffer } from './room-offer';
import { useRoomChoice } from './room-choice';

interface RoomOptionProps {
  room: RoomOffer;
  /** The searched party, to say how many of these rooms it needs. */
  party: Party;
  count: number;
  onCount: (count: number) => void;
  /** 'Total for 2 nights'. */
  totalLabel: string;
}

/** One room category with its live price for the stay and a picker for how many to book. */
export function RoomOption({ room, party, count, onCount, totalLabel }: RoomOptionProps) {
  const t = useTranslations('hotel');
  const tc = useTranslations('common');
  const ta = useTranslations('amenities');
  const discount = (reason: DiscountReason) =>
    reason === 'loyalty-silver' || reason === 'loyalty-gold'
      ? t('discount.loyalty', { tier: tc(reason === 'loyalty-gold' ? 'membership.Gold' : 'membership.Silver') })
      : t(`discount.${reason}`);
  const max = maxSelectable(room);
  const soldOut = max === 0;
  const discounted = room.discountedPrice < room.actualPrice;
  const selectId = `rooms-${room.categoryId}`;
  // How many of these rooms house the party on their own; other room types may make up the difference.
  const needed = roomsNeeded(room, party);
  const tooFew = !soldOut && (needed === null || needed > max);
  return (
    <article
      aria-label={room.roomName}
      className={clsx(
        'flex flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white sm:flex-row dark:border-night-700 dark:bg-night-900',
        soldOut && 'opacity-75',
      )}
    >
      {room.image && (
        // eslint-disable-next-line @next/next/no-img-element -- drawn SVGs need no resizing
        <img
          src={room.image}
          alt=""
          width={320}
          height={240}
          loading="lazy"
          decoding="async"
          className="aspect-[4/3] w-full bg-gray-100 object-cover sm:w-56 sm:shrink-0 dark:bg-night-800"
        />
      )}
      <div className="flex flex-1 flex-col gap-3 p-4 md:flex-row md:justify-between">
        <div className="min-w-0 space-y-2">
          <h3 className="text-lg font-bold leading-snug">{room.roomName}</h3>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600 dark:text-gray-300">
            <span>
              {room.maxChildren > 0
                ? t('sleepsWithChildren', { adults: String(room.maxAdults), children: room.maxChildren })
                : t('sleeps', { adults: String(room.maxAdults) })}
            </span>
            <span>{t('bed', { bed: room.bedType })}</span>
            {room.sizeSqm !== null && <span>{t('roomSize', { size: String(room.sizeSqm) })}</span>}
          </p>
          <ul className="flex flex-wrap gap-1.5 text-xs text-gray-600 dark:text-gray-300">
            {room.amenities.map((a) => (
              <li key={a} className="rounded-full bg-gray-100 px-2 py-0.5 dark:bg-night-800">
                {amenityLabel(ta, a)}
              </li>
            ))}
          </ul>
          <p
            className={clsx(
              'inline-block rounded-md px-2 py-0.5 text-xs font-semibold',
              room.nonRefundable
                ? 'bg-amber-50 text-amber-800 dark:bg-amber-950 dark:text-amber-300'
                : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
            )}
          >
            {room.nonRefundable ? t('nonRefundable') : t('refundable')}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-1 md:items-end md:text-end">
          {discounted && (
            <p className="text-sm">
              <span className="text-gray-500 line-through dark:text-gray-400">
                <span className="sr-only">{tc('card.was', { price: formatNaira(room.actualPrice) })}</span>
                <span aria-hidden="true" dir="ltr">
                  {formatNaira(room.actualPrice)}
                </span>
              </span>
              {room.discountReason && (
                <span className="ms-2 font-semibold text-emerald-700 dark:text-emerald-400">
                  {discount(room.discountReason)}
                </span>
              )}
            </p>
          )}
          <p>
            <span dir="ltr" className="text-xl font-extrabold">
              {formatNaira(room.discountedPrice)}
            </span>{' '}
            <span className="text-sm text-gray-600 dark:text-gray-300">
              {room.nightlyPrices ? t('perNightAverage') : t('perNight')}
            </span>
          </p>
          <p className="text-sm">
            <span className="text-gray-600 dark:text-gray-300">{totalLabel}</span>{' '}
            <span dir="ltr" className="font-semibold">
              {formatNaira(room.totalForStay)}
            </span>
          </p>
          <p
            className={clsx(
              'text-sm font-semibold',
              soldOut ? 'text-red-700 dark:text-red-400' : 'text-brand-700 dark:text-brand-300',
            )}
          >
            {room.restriction
              ? t(`restriction.${room.restriction.key}`, 'values' in room.restriction ? room.restriction.values : {})
              : t('roomsLeft', { count: room.roomsLeft })}
          </p>
          {tooFew && <p className="text-sm text-amber-800 dark:text-amber-300">{t('tooFewForParty')}</p>}
          {!soldOut && !tooFew && needed !== null && needed > 1 && (
            <p className="text-sm text-gray-600 dark:text-gray-300">{t('roomsForParty', { count: needed })}</p>
          )}
          <label htmlFor={selectId} className="mt-1 text-sm font-medium">
            {t('selectRooms')}
            <span className="sr-only">, {room.roomName}</span>
          </label>
          <select
            id={selectId}
            value={Math.min(count, max)}
            disabled={soldOut}
            onChange={(e) => onCount(Number(e.target.value))}
            className="h-11 w-24 rounded-lg border border-gray-300 bg-white px-2 disabled:cursor-not-allowed disabled:bg-gray-100 dark:border-night-600 dark:bg-night-850 dark:disabled:bg-night-800"
          >
            {Array.from({ length: max + 1 }, (_, n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
      </div>
    </article>
  );
}

/**
 * The rooms of the stay, each with its picker, from the availability part around it. Where the server priced the
 * rooms, it renders this list into the page; elsewhere its code is fetched while the browser asks for the rooms
 * (./availability-part), so the page's first load carries none of it.
 */
export function RoomList() {
  const { rooms, party, counts, onCount, totalLabel } = useRoomChoice();
  return (
    <ul className="space-y-4">
      {rooms.map((room) => (
        <li key={room.categoryId}>
          <RoomOption
            room={room}
            party={party}
            count={counts[room.categoryId] ?? 0}
            onCount={(n) => onCount(room.categoryId, n)}
            totalLabel={totalLabel}
          />
        </li>
      ))}
    </ul>
  );
}

export default RoomList;
