/** The spec's hotel slug: the name in lower case with spaces replaced by hyphens. */
export function hotelSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
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
