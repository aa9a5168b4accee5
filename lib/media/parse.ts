import { parseRasterFile } from './sizes';

/** The kinds of property drawn by the demo catalogue's pictures. */
export type PropertyKind = 'hotel' | 'apartment' | 'resort';

/** What a /media/{kind}/{file} path asks for. */
export type MediaRequest =
  | { kind: 'property'; type: PropertyKind; seed: string; variant: number }
  | { kind: 'room'; seed: string; variant: number }
  | { kind: 'destination'; slug: string; name: string }
  | { kind: 'brand'; slug: string; name: string; color: string }
  | { kind: 'hero'; index: number }
  | { kind: 'auth'; index: number };

export const PROPERTY_VARIANTS = 5;
export const ROOM_VARIANTS = 3;
export const HERO_COUNT = 4;
export const AUTH_COUNT = 3;
export const SEED_MAX = 80;
export const SLUG_MAX = 60;

const MAX_FILE = 120;
const SEED = `[a-z0-9](?:[a-z0-9-]{0,${SEED_MAX - 2}}[a-z0-9])?`;
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PROPERTY = new RegExp(`^(hotel|apartment|resort)-(${SEED})-(\\d)\\.svg$`);
const ROOM = new RegExp(`^(${SEED})-(\\d)\\.svg$`);
const DESTINATION = new RegExp(`^(${SLUG})\\.svg$`);
const BRAND = new RegExp(`^(${SLUG})-([0-9a-f]{6})\\.svg$`);
const INDEX = /^(\d)\.svg$/;

/** Turns a slug such as `victoria-island` into the display name `Victoria Island`. */
export function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function index(file: string, count: number): number | null {
  const n = Number(INDEX.exec(file)?.[1] ?? NaN);
  return n < count ? n : null;
}

/** Parses the two segments of a media path; null for anything that is not served. */
export function parseMediaPath(kind: string, file: string): MediaRequest | null {
  if (typeof kind !== 'string' || typeof file !== 'string' || file.length > MAX_FILE) return null;
  switch (kind) {
    case 'property': {
      const m = PROPERTY.exec(file);
      const variant = Number(m?.[3]);
      if (!m || !(variant < PROPERTY_VARIANTS)) return null;
      return { kind, type: m[1] as PropertyKind, seed: m[2] ?? '', variant };
    }
    case 'room': {
      const m = ROOM.exec(file);
      const variant = Number(m?.[2]);
      if (!m || !(variant < ROOM_VARIANTS)) return null;
      return { kind, seed: m[1] ?? '', variant };
    }
    case 'destination': {
      const slug = DESTINATION.exec(file)?.[1];
      if (!slug || slug.length > SLUG_MAX) return null;
      return { kind, slug, name: nameFromSlug(slug) };
    }
    case 'brand': {
      const m = BRAND.exec(file);
      const slug = m?.[1];
      if (!m || !slug || slug.length > SLUG_MAX) return null;
      return { kind, slug, name: nameFromSlug(slug), color: `#${m[2] ?? ''}` };
    }
    case 'hero':
    case 'auth': {
      const i = index(file, kind === 'hero' ? HERO_COUNT : AUTH_COUNT);
      return i === null ? null : { kind, index: i };
    }
    default:
      return null;
  }
}

/** Whether an address names one of the site's drawings, or its WebP file in one of the made widths. */
export function isDrawingUrl(url: string): boolean {
  const m = /^\/media\/([a-z]+)\/([^/?#]+)$/.exec(url);
  if (!m) return false;
  const raster = parseRasterFile(m[2]!);
  return parseMediaPath(m[1]!, raster ? raster.svgFile : m[2]!) !== null;
}
