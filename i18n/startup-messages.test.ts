import ar from '../messages/ar';
import en from '../messages/en';
import fr from '../messages/fr';
import zh from '../messages/zh';

// Counts that client components format while a page starts (the search bar's guests and nights, the hotel page's
// rooms). ICU's '#' formats its number with Intl.NumberFormat, and a browser's first NumberFormat loads its locale
// data (about 60 ms of a phone's main thread); '{count}' is written as it is. These counts never reach a thousand.
const STARTUP_COUNTS = (m: typeof en) => ({
  'common.guests.adults': m.common.guests.adults,
  'common.guests.children': m.common.guests.children,
  'common.guests.rooms': m.common.guests.rooms,
  'search.nights': m.search.nights,
  'hotel.roomsLeft': m.hotel.roomsLeft,
  'hotel.selection': m.hotel.selection,
});

it.each([
  ['en', en],
  ['fr', fr],
  ['zh', zh],
  ['ar', ar],
] as const)('%s: counts formatted while pages start name their variable instead of #', (_, messages) => {
  for (const [key, message] of Object.entries(STARTUP_COUNTS(messages))) {
    expect([key, message.includes('#')]).toEqual([key, false]);
    expect([key, /\{\w+, plural,/.test(message)]).toEqual([key, true]);
  }
});
