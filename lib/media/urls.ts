import {
  AUTH_COUNT,
  HERO_COUNT,
  PROPERTY_VARIANTS,
  ROOM_VARIANTS,
  SEED_MAX,
  SLUG_MAX,
  type PropertyKind,
} from './parse';

/** Reduces any text to the lower-case, hyphenated alphabet the media routes accept. */
export function mediaSlug(text: string, max = SEED_MAX): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
  return slug || 'stay';
}

function wrap(n: number, count: number): number {
  const i = Number.isFinite(n) ? Math.trunc(n) : 0;
  return ((i % count) + count) % count;
}

function hex(color: string): string {
  const raw = color.trim().replace(/^#/, '').toLowerCase();
  if (/^[0-9a-f]{6}$/.test(raw)) return raw;
  if (/^[0-9a-f]{3}$/.test(raw)) return raw.replace(/./g, '$&$&');
  return '6d28d9';
}

/** URL of a property picture; the variant wraps into 0–4. */
export function propertyImageUrl(type: PropertyKind, seed: string, variant: number): string {
  return `/media/property/${type}-${mediaSlug(seed)}-${wrap(variant, PROPERTY_VARIANTS)}.svg`;
}

/** URL of a room picture; the variant wraps into 0–2. */
export function roomImageUrl(seed: string, variant: number): string {
  return `/media/room/${mediaSlug(seed)}-${wrap(variant, ROOM_VARIANTS)}.svg`;
}

/** URL of a destination banner, from its display name. */
export function destinationImageUrl(name: string): string {
  return `/media/destination/${mediaSlug(name, SLUG_MAX)}.svg`;
}

/** URL of a brand logo tile; the colour may carry a leading '#' and may be 3 or 6 hex digits. */
export function brandImageUrl(slug: string, color: string): string {
  return `/media/brand/${mediaSlug(slug, SLUG_MAX)}-${hex(color)}.svg`;
}

/** URL of a home-page hero background; the index wraps into 0–3. */
export function heroImageUrl(i: number): string {
  return `/media/hero/${wrap(i, HERO_COUNT)}.svg`;
}

/** URL of a sign-up carousel picture; the index wraps into 0–2. */
export function authImageUrl(i: number): string {
  return `/media/auth/${wrap(i, AUTH_COUNT)}.svg`;
}

/** The home page's category tiles' pictures, by the category they lead to. */
export const CATEGORY_IMAGES = {
  hotels: propertyImageUrl('hotel', 'category-hotels', 0),
  apartments: propertyImageUrl('apartment', 'category-apartments', 0),
  resorts: propertyImageUrl('resort', 'category-resorts', 0),
  tours: propertyImageUrl('resort', 'category-tours', 1),
} as const;
