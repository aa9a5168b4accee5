export interface PartySize {
  adults: number;
  children: number;
  rooms: number;
}

/** Translator for the pluralised counts under common.guests (adults, children, rooms). */
export type CountTranslator = (key: 'adults' | 'children' | 'rooms', values: { count: number }) => string;

/** 'N Adult(s) • N Child/Children • N Room(s)', each part pluralised by the translator. */
export function formatGuests(party: PartySize, t: CountTranslator): string {
  return [
    t('adults', { count: party.adults }),
    t('children', { count: party.children }),
    t('rooms', { count: party.rooms }),
  ].join(' • ');
}
