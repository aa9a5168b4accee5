/** A translator of the 'amenities' messages, from `useTranslations` or `getTranslations`. */
interface AmenityTexts {
  has(key: never): boolean;
  (key: never): string;
}

/**
 * An amenity in the page's language: the catalogue stores amenities by their English names, which are the keys of the
 * 'amenities' messages; a name the messages do not know yet is shown as the catalogue wrote it.
 */
export function amenityLabel(t: AmenityTexts, name: string): string {
  return t.has(name as never) ? t(name as never) : name;
}
