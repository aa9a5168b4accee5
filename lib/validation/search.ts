import { z } from 'zod';
import { AMENITIES } from '@/lib/amenities';
import { meetsMinimumStay, todayInLagos } from '@/lib/dates';
import { CHECK_IN_INVALID, CHECK_OUT_INVALID, isoDate } from './stay';

export const SORTS = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export const PROPERTY_TYPES = ['hotel', 'apartment', 'resort'] as const;
export const CATEGORIES = ['hotels', 'apartments', 'resorts', 'tours'] as const;
export const PAGE_SIZE = 12;

const count = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((v) => v || undefined);
const naira = z.coerce
  .number({ error: 'Prices must be whole naira amounts' })
  .int('Prices must be whole naira amounts')
  .min(0, 'Prices must be whole naira amounts')
  .max(100_000_000, 'Prices must be whole naira amounts')
  .optional();

/** Search parameters as the results pages and GET /api/search take them (query-string names). */
export const searchQuery = z
  .object({
    location: optionalText(100),
    state: optionalText(100),
    category: z.enum(CATEGORIES, { error: 'Unknown category' }).optional(),
    type: z.enum(PROPERTY_TYPES, { error: 'Unknown property type' }).optional(),
    checkIn: isoDate('Check-in date is required', CHECK_IN_INVALID).optional(),
    checkOut: isoDate('Check-out date is required', CHECK_OUT_INVALID).optional(),
    adults: count(1, 30, 'Adults must be a whole number from 1 to 30').default(2),
    children: count(0, 10, 'Children must be a whole number from 0 to 10').default(0),
    room: count(1, 10, 'Rooms must be a whole number from 1 to 10').default(1),
    minPrice: naira,
    maxPrice: naira,
    rating: z.coerce
      .number({ error: 'Rating must be 6, 7, 8 or 9' })
      .pipe(z.union([z.literal(6), z.literal(7), z.literal(8), z.literal(9)]))
      .optional(),
    amenities: z
      .string()
      .optional()
      .transform((v) =>
        v
          ? v
              .split(',')
              .map((a) => a.trim())
              .filter(Boolean)
          : [],
      )
      .pipe(z.array(z.enum(AMENITIES, { error: 'Unknown amenity' })).max(10)),
    freeCancellation: z
      .enum(['1', 'true', '0', 'false'], { error: 'freeCancellation must be 1 or 0' })
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    sort: z.enum(SORTS, { error: 'Unknown sort order' }).default('recommended'),
    page: count(1, 1000, 'Page must be a whole number from 1').default(1),
  })
  .refine((q) => Boolean(q.checkIn) === Boolean(q.checkOut), {
    message: 'Please set both check-in and check-out dates.',
    path: ['checkOut'],
  })
  .refine((q) => !q.checkIn || !q.checkOut || q.checkOut > q.checkIn, {
    message: 'Check out date must be after start date',
    path: ['checkOut'],
  })
  .refine((q) => !q.checkIn || !q.checkOut || meetsMinimumStay(q.checkIn, q.checkOut), {
    message: 'Please select at least one full day for your stay',
    path: ['checkOut'],
  })
  .refine((q) => !q.checkIn || q.checkIn >= todayInLagos(), {
    message: "Your check-in date can't be in the past. Please choose a valid starting date.",
    path: ['checkIn'],
  })
  .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
    message: 'The minimum price must not be above the maximum',
    path: ['minPrice'],
  });

export type SearchQuery = z.infer<typeof searchQuery>;

/** What the data layer searches by. */
export interface PropertySearch {
  location?: string;
  state?: string;
  category?: (typeof CATEGORIES)[number];
  type?: (typeof PROPERTY_TYPES)[number];
  checkIn?: string;
  checkOut?: string;
  adults: number;
  children: number;
  rooms: number;
  minPrice?: number;
  maxPrice?: number;
  rating?: number;
  amenities: string[];
  freeCancellation: boolean;
  sort: (typeof SORTS)[number];
  page: number;
  pageSize: number;
}

/** A parsed query as the data layer's search. */
export function toPropertySearch(q: SearchQuery): PropertySearch {
  const { room, ...rest } = q;
  return { ...rest, rooms: room, pageSize: PAGE_SIZE };
}
