import { z } from './zod';
import { AMENITIES } from '@/lib/amenities';
import type { ValidationKey } from '@/lib/errors';
import { GUEST_LIMITS } from '@/lib/search-limits';
import { rule } from './rule';
import { STAY_SCREENS } from './stay-screens';
import { perHorizon, refineStay, stayDate } from './stay-schema';

export const SORTS = ['recommended', 'price_asc', 'price_desc', 'rating'] as const;
export const PROPERTY_TYPES = ['hotel', 'apartment', 'resort'] as const;
export const CATEGORIES = ['hotels', 'apartments', 'resorts', 'tours'] as const;
export const PAGE_SIZE = 12;

const count = (min: number, max: number, message: ValidationKey) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, rule('fieldTooLong'))
    .optional()
    .transform((v) => v || undefined);
const naira = z.coerce
  .number({ error: rule('priceWhole') })
  .int(rule('priceWhole'))
  .min(0, rule('priceWhole'))
  .max(100_000_000, rule('priceWhole'))
  .optional();

const guests = (field: keyof typeof GUEST_LIMITS) =>
  z
    .number({ error: rule('guestsRequired') })
    .int(rule('guestsRequired'))
    .min(GUEST_LIMITS[field].min, rule('guestsRequired'))
    .max(GUEST_LIMITS[field].max, rule('guestsRequired'));

/**
 * The search bar: what the results page takes (searchQuery accepts every value this accepts), with the fields a
 * traveller must fill in and the spec's messages. Every field reports its own first error.
 */
export const searchForm = perHorizon((horizonDays) =>
  z
    .object({
      location: z.string().trim().min(1, rule('locationRequired')).max(100, rule('fieldTooLong')),
      checkIn: stayDate(STAY_SCREENS.searchBar, 'checkIn'),
      checkOut: stayDate(STAY_SCREENS.searchBar, 'checkOut'),
      adults: guests('adults'),
      children: guests('children'),
      room: guests('room'),
      type: z.enum(['hotel', 'apartment']).optional(),
    })
    .superRefine(refineStay(STAY_SCREENS.searchBar, horizonDays)),
);

export type SearchForm = z.input<ReturnType<typeof searchForm>>;

/** A brand's slug, as the brand tiles on home link to (?brand=). */
export const BRAND_SLUG = /^[a-z0-9-]{1,60}$/;

/** A name as people type it in an address (?category=Resorts) is the same name. */
const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** Search parameters as the results pages and GET /api/search take them (query-string names). */
export const searchQuery = perHorizon((horizonDays) =>
  z
    .object({
      location: optionalText(100),
      state: optionalText(100),
      category: z.preprocess(lowerCase, z.enum(CATEGORIES, { error: rule('unknownCategory') })).optional(),
      type: z.preprocess(lowerCase, z.enum(PROPERTY_TYPES, { error: rule('unknownPropertyType') })).optional(),
      brand: z.preprocess(lowerCase, z.string().regex(BRAND_SLUG, rule('unknownBrand'))).optional(),
      checkIn: stayDate(STAY_SCREENS.searchQuery, 'checkIn').optional(),
      checkOut: stayDate(STAY_SCREENS.searchQuery, 'checkOut').optional(),
      adults: count(GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max, 'adultsRange').default(2),
      children: count(GUEST_LIMITS.children.min, GUEST_LIMITS.children.max, 'childrenRange').default(0),
      room: count(GUEST_LIMITS.room.min, GUEST_LIMITS.room.max, 'roomsRange').default(1),
      minPrice: naira,
      maxPrice: naira,
      rating: z.coerce
        .number({ error: rule('ratingChoice') })
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
        .pipe(z.array(z.enum(AMENITIES, { error: rule('unknownAmenity') })).max(10)),
      freeCancellation: z
        .enum(['1', 'true', '0', 'false'], { error: rule('freeCancellationFlag') })
        .optional()
        .transform((v) => v === '1' || v === 'true'),
      sort: z.enum(SORTS, { error: rule('unknownSort') }).default('recommended'),
      page: count(1, 1000, 'pageRange').default(1),
    })
    .superRefine(refineStay(STAY_SCREENS.searchQuery, horizonDays))
    .refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
      message: rule('minAboveMax'),
      path: ['minPrice'],
    }),
);

export type SearchQuery = z.infer<ReturnType<typeof searchQuery>>;

/** What the data layer searches by. */
export interface PropertySearch {
  location?: string;
  state?: string;
  category?: (typeof CATEGORIES)[number];
  type?: (typeof PROPERTY_TYPES)[number];
  brand?: string;
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

/** GET /api/destinations/suggest: what has been typed in the destination field so far. */
export const suggestQuery = z.object({
  q: z
    .string({ error: rule('suggestQueryRequired') })
    .trim()
    .min(1, rule('suggestQueryRequired'))
    .max(100, rule('fieldTooLong')),
});
