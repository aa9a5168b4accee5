import { eachDayOfInterval, format, getDay, parseISO } from 'date-fns';
import { z } from 'zod';
import { isIsoDate, nightsBetween } from '@/lib/dates';

/** Days of the week as channel managers name them, in date-fns' getDay order (Sunday first). */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Most nights one update may cover: a little over the longest booking horizon, so a year fits in one line. */
export const MAX_UPDATE_NIGHTS = 3_660;
/** Most updates in one batch. */
export const MAX_UPDATES = 500;

const isoDate = z.string().refine(isIsoDate, { error: 'ariDateInvalid' });
const price = z
  .number({ error: 'priceWhole' })
  .int({ error: 'priceWhole' })
  .positive({ error: 'priceWhole' })
  .max(100_000_000, { error: 'priceWhole' });

/**
 * One line of a batch: the nights from `from` to `to` (both included), optionally only on some days of the week, and
 * the values to set. A value left out keeps what the night had; null returns it to the room type's own.
 */
export const ariUpdate = z
  .object({
    from: isoDate,
    to: isoDate,
    days: z
      .array(z.enum(WEEKDAYS, { error: 'ariWeekday' }))
      .min(1, { error: 'ariWeekday' })
      .max(7, { error: 'ariWeekday' })
      .optional(),
    price: price.nullable().optional(),
    promoPrice: price.nullable().optional(),
    roomsOnSale: z
      .number({ error: 'ariRoomsOnSale' })
      .int({ error: 'ariRoomsOnSale' })
      .min(0, { error: 'ariRoomsOnSale' })
      .max(100_000, { error: 'ariRoomsOnSale' })
      .nullable()
      .optional(),
    closed: z.boolean({ error: 'requestNotValid' }).optional(),
    minStay: z
      .number({ error: 'ariMinStay' })
      .int({ error: 'ariMinStay' })
      .min(1, { error: 'ariMinStay' })
      .max(30, { error: 'ariMinStay' })
      .nullable()
      .optional(),
    closedToArrival: z.boolean({ error: 'requestNotValid' }).optional(),
  })
  .strict()
  .refine((u) => !(isIsoDate(u.from) && isIsoDate(u.to)) || u.from <= u.to, { error: 'ariRangeOrder', path: ['to'] })
  .refine((u) => !(isIsoDate(u.from) && isIsoDate(u.to)) || nightsBetween(u.from, u.to) < MAX_UPDATE_NIGHTS, {
    error: 'ariRangeOrder',
    path: ['to'],
  })
  .refine(
    (u) => [u.price, u.promoPrice, u.roomsOnSale, u.closed, u.minStay, u.closedToArrival].some((v) => v !== undefined),
    { error: 'ariNoChange' },
  );

/** Rates and availability of one room type, set by date ranges: the shape channel managers send. */
export const ariBatch = z
  .object({
    roomTypeId: z.guid({ error: 'roomUnknown' }),
    updates: z.array(ariUpdate).min(1, { error: 'ariNoChange' }).max(MAX_UPDATES, { error: 'ariNoChange' }),
  })
  .strict();

/** One batch, or several room types' batches applied together. */
export const ariRequest = z.union([ariBatch, z.array(ariBatch).min(1).max(50)]);

export type AriUpdate = z.infer<typeof ariUpdate>;
export type AriBatch = z.infer<typeof ariBatch>;

/** The values one night is given: a key present sets it (null clears it), a key absent leaves it. */
export type NightChange = Partial<
  Pick<AriUpdate, 'price' | 'promoPrice' | 'roomsOnSale' | 'closed' | 'minStay' | 'closedToArrival'>
>;

/** The nights of an update (its range, kept to its days of the week when given), each with the values it sets. */
export function expandUpdate(update: AriUpdate): { night: string; change: NightChange }[] {
  const { from, to, days, ...values } = update;
  const change = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as NightChange;
  const keep = days ? new Set(days) : null;
  return eachDayOfInterval({ start: parseISO(from), end: parseISO(to) })
    .filter((d) => !keep || keep.has(WEEKDAYS[getDay(d)]!))
    .map((d) => ({ night: format(d, 'yyyy-MM-dd'), change }));
}

/** Every night a batch touches with its final values: later lines win over earlier ones for the same value. */
export function nightChanges(updates: readonly AriUpdate[]): Map<string, NightChange> {
  const nights = new Map<string, NightChange>();
  for (const update of updates) {
    for (const { night, change } of expandUpdate(update)) nights.set(night, { ...nights.get(night), ...change });
  }
  return nights;
}
