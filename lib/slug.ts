/**
 * A property's slug: the spec's rule (the name in lower case, spaces replaced by hyphens), with '&' spelled 'and' and
 * other punctuation dropped, so "Toyin Street Hotel & Lounge" is `toyin-street-hotel-and-lounge`.
 *
 * Why not keep '&': a raw '&' in an address ends a query value, turns into `%26` when links are encoded, must be written
 * `&amp;` in the sitemap's XML and is cut or mangled when addresses are pasted into messages, so the same hotel ended
 * up under several addresses and some of them answered 404. A slug of letters, digits and single hyphens reads the same
 * everywhere and never needs escaping (letters of other scripts are kept and travel percent-encoded). Every form a
 * person may have shared (other case, spaces or %20, '&' raw or encoded, 'and') maps to this one by the same function,
 * which is what lets the proxy send them all to it with a permanent redirect.
 */
export function hotelSlug(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address of a property's page, from its slug. */
export function hotelPath(slug: string): string {
  return `/hotel/${encodeURIComponent(slug)}`;
}

/** A path segment with its %-escapes decoded, or null when an escape is broken. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The slug an address segment stands for, however it was written or encoded ('Toyin%20Street%20Hotel%20%26%20Lounge',
 * 'toyin-street-hotel-&-lounge'…), or null when the segment cannot be read.
 */
export function canonicalHotelSlug(segment: string): string | null {
  const decoded = decodeSegment(segment);
  return decoded === null ? null : hotelSlug(decoded);
}

const HOTEL_PAGE = /^\/hotel\/([^/]+)\/?$/;

/**
 * The canonical path of a hotel page asked for under another spelling (case, spaces or %20, '&' raw or encoded,
 * 'and', a trailing slash), or null when the path is canonical already or no hotel page. Decided from the path alone,
 * since every spelling maps to one slug; the other pages under /hotel/ have canonical names, so they never move.
 */
export function canonicalHotelPath(pathname: string): string | null {
  const segment = HOTEL_PAGE.exec(pathname)?.[1];
  const slug = segment ? canonicalHotelSlug(segment) : null;
  if (!slug || hotelPath(slug) === pathname) return null;
  return hotelPath(slug);
}

/** Lower-case, accent-free, single-spaced text for forgiving comparisons. */
export function normaliseText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
}
