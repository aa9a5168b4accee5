import type { BookingStageData } from './booking-stage';

/** A booking page's address: `/hotel/booking-details/{hotelId}`, with or without its language in front. */
const BOOKING_PATH = /\/hotel\/booking-details\/([^/]+)\/?$/;

/** GET /api/hotels/{id}/booking-page for an address's query; throws on any failure. */
async function fetchStage(hotelId: string, query: string, signal?: AbortSignal): Promise<BookingStageData> {
  const res = await fetch(`/api/hotels/${encodeURIComponent(hotelId)}/booking-page?${query}`, { signal });
  if (!res.ok) throw new Error(`booking page ${res.status}`);
  return (await res.json()) as BookingStageData;
}

/** The request asked for as soon as the page's scripts ran, until the page takes it. */
let early: { hotelId: string; query: string; answer: Promise<BookingStageData> } | null = null;

/** The property a booking page's path names, or null for any other path. */
function hotelIdOf(pathname: string): string | null {
  const segment = BOOKING_PATH.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

/**
 * Asks for the stay of the booking page at `location` when this part's module runs, while React hydrates the page and
 * before the page's effects run: the answer is on its way while the page finishes starting. Only for an address that
 * names rooms or a booking; a bare one first goes back to the rooms kept in the tab.
 */
export function askEarly(location: Pick<Location, 'pathname' | 'search'>) {
  const hotelId = hotelIdOf(location.pathname);
  const query = new URLSearchParams(location.search);
  if (!hotelId || (!query.get('selection') && !query.get('bookingId'))) return;
  const answer = fetchStage(hotelId, query.toString());
  // A failure is the page's to show once it takes the answer; until then it is no error of the page's.
  answer.catch(() => {});
  early = { hotelId, query: query.toString(), answer };
}

/**
 * The stay of this property for `query`: the answer asked for early when it was asked for this very address (once),
 * otherwise a new request.
 */
export function stageAnswer(hotelId: string, query: URLSearchParams, signal: AbortSignal): Promise<BookingStageData> {
  const asked = early;
  early = null;
  if (asked && asked.hotelId === hotelId && asked.query === query.toString()) return asked.answer;
  return fetchStage(hotelId, query.toString(), signal);
}
