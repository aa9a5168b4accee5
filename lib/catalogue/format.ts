import { z } from '@/lib/validation/zod';
import { AMENITIES } from '@/lib/amenities';
import { WEEKDAYS } from '@/lib/ari/format';
import { isIsoDate } from '@/lib/dates';

/**
 * The catalogue file: one partner's brands, destinations, properties and room types, keyed by the partner's own ids.
 * Documented in docs/catalogue.md; docs/catalogue.schema.json is generated from this schema (`npm run catalogue --
 * schema`). Messages are English: the file is read by the partner's engineers, not by travellers.
 */

const MEDIA_PATH = /^\/media\/[A-Za-z0-9._~/-]+$/;

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text') })
    .trim()
    .min(1, 'Required')
    .max(max, `Text must be at most ${max} characters`);

const optionalText = (max: number) =>
  z.string({ error: 'Expected text' }).trim().max(max, `Text must be at most ${max} characters`).default('');

const whole = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a number') })
    .int('Number must be a whole number')
    .min(min, `Number must be ≥ ${min}`)
    .max(max, `Number must be ≤ ${max}`);

const flag = () => z.boolean({ error: 'Expected true or false' }).default(false);

const id = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text') })
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/, 'Id must be 1–100 letters, digits, ".", "_", ":" or "-"')
  .describe("The partner's own id of the record: imports find the record by it, so keep it stable.");

/** A picture: an https URL on a host in IMAGE_HOSTS (checked when imported), or a picture drawn by the site. */
export const photo = z
  .string({ error: 'Expected a URL' })
  .refine((v) => v.startsWith('https://') || MEDIA_PATH.test(v), 'Photo must be an https URL or a /media/ path')
  .describe('An https URL on a host listed in IMAGE_HOSTS, or a path under /media/ (pictures drawn by the site).')
  .meta({ pattern: '^(https://\\S+|/media/[A-Za-z0-9._~/-]+)$' });

const time = z.string({ error: 'Expected a time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:mm (24-hour)');

const naira = (what: string) => whole(1, 100_000_000).describe(`${what} per night, in whole naira.`);

const day = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a date') })
  .refine(isIsoDate, 'Date must be YYYY-MM-DD')
  .meta({ format: 'date' });

/**
 * Prices over a range of nights, as channel managers send them: later lines win over earlier ones, and over the rates
 * already stored. A price left out is kept; null gives the nights back to the room type's own.
 */
export const rateLine = z
  .strictObject({
    from: day.describe('First night, YYYY-MM-DD: today (Lagos) or later.'),
    to: day.describe('Last night, included.'),
    days: z
      .array(z.enum(WEEKDAYS, { error: 'Day must be one of sun, mon, tue, wed, thu, fri, sat' }))
      .min(1, 'At least one day')
      .max(7, 'At most 7 days')
      .optional()
      .describe('Only these days of the week (every day when left out).'),
    price: naira('Standard price').nullable().optional(),
    promoPrice: naira('Promotional price').nullable().optional(),
  })
  .refine((r) => !(isIsoDate(r.from) && isIsoDate(r.to)) || r.from <= r.to, {
    message: 'The last night must not be before the first',
    path: ['to'],
  })
  .refine((r) => r.price !== undefined || r.promoPrice !== undefined, {
    message: 'A rate sets a price, a promo price or both',
    path: ['price'],
  });

export const roomTypeRecord = z
  .strictObject({
    id,
    name: text(120),
    description: optionalText(2_000),
    maxAdults: whole(1, 20).describe('Most adults one room sleeps.'),
    maxChildren: whole(0, 20).default(0).describe('Most children one room sleeps besides the adults.'),
    beds: optionalText(120).describe('The beds, e.g. "King" or "2 Queen".'),
    sizeSqm: whole(1, 10_000).nullable().default(null).describe('Floor area in square metres.'),
    amenities: z.array(text(80)).max(60, 'At most 60 amenities').default([]),
    photos: z.array(photo).max(30, 'At most 30 photos').default([]),
    totalRooms: whole(0, 10_000).describe('How many rooms of this type the property has.'),
    standardPrice: naira('Standard price'),
    promoPrice: naira('Promotional price, lower than the standard price').nullable().default(null),
    nonRefundable: flag().describe('A non-refundable rate: cannot be cancelled free of charge.'),
    rates: z
      .array(rateLine)
      .max(500, 'At most 500 rates')
      .optional()
      .describe('Nightly prices by date range, applied after those stored; the prices above apply to other nights.'),
  })
  .refine((r) => r.promoPrice === null || r.promoPrice < r.standardPrice, {
    message: 'Promo price must be lower than the standard price',
    path: ['promoPrice'],
  });

export const propertyRecord = z.strictObject({
  id,
  name: text(160),
  type: z.enum(['hotel', 'apartment', 'resort'], { error: 'Expected "hotel", "apartment" or "resort"' }),
  categories: z
    .array(z.enum(['hotels', 'apartments', 'resorts', 'tours'], { error: 'Unknown category' }))
    .default([])
    .describe('Home-page categories the property is listed under.'),
  brand: id.nullable().default(null).describe('Id of one of this file\u2019s brands, or null for an independent.'),
  address: text(300),
  city: text(80).describe('e.g. "Lekki", "Ikeja", "Abuja"; destinations match a property by city or state.'),
  state: text(80).describe('Nigerian state, e.g. "Lagos", "FCT".'),
  latitude: z.number({ error: 'Expected a number' }).min(-90).max(90).nullable().default(null),
  longitude: z.number({ error: 'Expected a number' }).min(-180).max(180).nullable().default(null),
  description: text(10_000),
  amenities: z
    .array(z.enum(AMENITIES, { error: 'Unknown amenity (see docs/catalogue.md)' }))
    .default([])
    .describe('Amenities travellers filter by; the list is fixed.'),
  photos: z.array(photo).min(1, 'At least one photo').max(30, 'At most 30 photos'),
  phone: text(40).nullable().default(null),
  email: z.email('Expected an e-mail address').nullable().default(null),
  checkInTime: time.default('13:00'),
  checkOutTime: time.default('12:00'),
  featured: flag().describe('Shown among the featured stays on the home page.'),
  rooms: z.array(roomTypeRecord).min(1, 'At least one room type').max(100, 'At most 100 room types'),
});

export const brandRecord = z.strictObject({
  id,
  name: text(120),
  color: z
    .string({ error: 'Expected a colour' })
    .regex(/^#[0-9A-Fa-f]{6}$/, 'Colour must be #RRGGBB')
    .describe('Colour of the logo tile drawn when there is no logo.'),
  description: optionalText(2_000),
  logo: photo.nullable().default(null).describe('Logo picture; null draws a tile in the brand colour.'),
});

export const destinationRecord = z.strictObject({
  id,
  state: text(80).describe('City or state the destination page lists properties of, e.g. "Lagos" or "Lekki".'),
  name: text(80),
  banner: photo.nullable().default(null).describe('Banner picture; null draws one from the name.'),
  sortOrder: whole(0, 10_000).default(0).describe('Position among the destinations (lower first).'),
});

function duplicates(ids: string[]): number[] {
  const seen = new Set<string>();
  return ids.flatMap((v, i) => (seen.has(v) ? [i] : (seen.add(v), [])));
}

export const catalogueFile = z
  .strictObject({
    $schema: z.string().optional(),
    partner: id.describe('Your partner id, e.g. "demo": every record of the file belongs to it.'),
    partnerName: text(120).optional().describe('Display name of the partner, stored on the first import.'),
    brands: z.array(brandRecord).default([]),
    destinations: z.array(destinationRecord).default([]),
    properties: z
      .array(propertyRecord)
      .describe('Every property of the partner: those missing from the file are unpublished.'),
  })
  .superRefine((file, ctx) => {
    const dup = (kind: 'brands' | 'destinations' | 'properties', ids: string[]) =>
      duplicates(ids).forEach((i) =>
        ctx.addIssue({ code: 'custom', message: 'Id is used twice in this file', path: [kind, i, 'id'] }),
      );
    dup(
      'brands',
      file.brands.map((b) => b.id),
    );
    dup(
      'destinations',
      file.destinations.map((d) => d.id),
    );
    dup(
      'properties',
      file.properties.map((p) => p.id),
    );
    duplicates(file.destinations.map((d) => d.state.toLowerCase())).forEach((i) =>
      ctx.addIssue({ code: 'custom', message: 'State is used twice in this file', path: ['destinations', i, 'state'] }),
    );
    const brandIds = new Set(file.brands.map((b) => b.id));
    file.properties.forEach((p, i) => {
      if (p.brand !== null && !brandIds.has(p.brand)) {
        ctx.addIssue({ code: 'custom', message: `No brand has the id "${p.brand}"`, path: ['properties', i, 'brand'] });
      }
      duplicates(p.rooms.map((r) => r.id)).forEach((j) =>
        ctx.addIssue({
          code: 'custom',
          message: 'Id is used twice in this property',
          path: ['properties', i, 'rooms', j, 'id'],
        }),
      );
    });
  });

export type CatalogueFile = z.output<typeof catalogueFile>;
export type CatalogueInput = z.input<typeof catalogueFile>;
export type PropertyRecord = CatalogueFile['properties'][number];
export type RoomTypeRecord = PropertyRecord['rooms'][number];
export type RateLine = z.output<typeof rateLine>;
export type BrandRecord = CatalogueFile['brands'][number];
export type DestinationRecord = CatalogueFile['destinations'][number];

/** The published JSON Schema of the catalogue file (docs/catalogue.schema.json). */
export function catalogueJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(catalogueFile, { io: 'input', unrepresentable: 'any' }),
    $id: 'https://staynaija.com/docs/catalogue.schema.json',
    title: 'StayNaija catalogue file',
    description: 'One partner\u2019s brands, destinations, properties and room types. See docs/catalogue.md.',
  };
}
