import { addDays, todayInLagos } from '@/lib/dates';
import { searchForm, searchQuery } from './search';

const checkIn = addDays(todayInLagos(), 10);
const valid = { location: 'Lagos', checkIn, checkOut: addDays(checkIn, 1), adults: 2, children: 0, room: 1 };

/** The first message of each field, as the search bar shows them. */
function errorsOf(input: unknown) {
  const result = searchForm(365).safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('searchForm (the search bar)', () => {
  it('accepts a complete search of one night or more, and the results page accepts it too', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, checkOut: addDays(checkIn, 9) })).toEqual({});
    const query = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, String(v)]));
    expect(searchQuery(365).safeParse(query).success).toBe(true);
  });

  it('requires a destination, ignoring blanks', () => {
    expect(errorsOf({ ...valid, location: '   ' })).toEqual({ location: 'locationRequired' });
  });

  it('requires both dates, as real yyyy-MM-dd dates', () => {
    expect(errorsOf({ ...valid, checkIn: '' })).toEqual({ checkIn: 'checkInRequired' });
    expect(errorsOf({ ...valid, checkOut: '' })).toEqual({ checkOut: 'checkOutRequired' });
    expect(errorsOf({ ...valid, checkIn: '2030-02-30' })).toEqual({ checkIn: 'checkInRequired' });
  });

  it('requires at least one adult and one room', () => {
    expect(errorsOf({ ...valid, adults: 0 })).toEqual({ adults: 'guestsRequired' });
    expect(errorsOf({ ...valid, room: 0 })).toEqual({ room: 'guestsRequired' });
    expect(errorsOf({ ...valid, adults: Number.NaN })).toEqual({ adults: 'guestsRequired' });
  });

  it('rejects a check-out before check-in, or on the same day', () => {
    expect(errorsOf({ ...valid, checkOut: addDays(checkIn, -1) })).toEqual({ checkOut: 'checkOutAfter' });
    expect(errorsOf({ ...valid, checkOut: checkIn })).toEqual({ checkOut: 'checkOutAfter' });
  });

  it('rejects a check-in in the past', () => {
    const past = addDays(todayInLagos(), -2);
    expect(errorsOf({ ...valid, checkIn: past, checkOut: addDays(past, 3) })).toEqual({ checkIn: 'pastCheckIn' });
  });

  it('reports the first error of every field at once', () => {
    expect(errorsOf({ location: '', checkIn: '', checkOut: '', adults: 0, children: 0, room: 1 })).toEqual({
      location: 'locationRequired',
      checkIn: 'checkInRequired',
      checkOut: 'checkOutRequired',
      adults: 'guestsRequired',
    });
  });
});

describe('searchQuery (the results pages) shares the date rules', () => {
  it('answers the same messages for reversed and same-day dates', () => {
    const issues = (q: Record<string, string>) =>
      searchQuery(365)
        .safeParse(q)
        .error?.issues.map((i) => i.message);
    expect(issues({ checkIn, checkOut: addDays(checkIn, -1) })).toEqual(['checkOutAfter']);
    expect(issues({ checkIn, checkOut: checkIn })).toEqual(['checkOutAfter']);
  });
});

describe('searchQuery (the results pages) takes names as people type them', () => {
  it('reads a category or a property type in any case', () => {
    expect(searchQuery(365).parse({ category: 'Resorts' }).category).toBe('resorts');
    expect(searchQuery(365).parse({ category: ' HOTELS ' }).category).toBe('hotels');
    expect(searchQuery(365).parse({ type: 'Apartment' }).type).toBe('apartment');
    expect(
      searchQuery(365)
        .safeParse({ category: 'castles' })
        .error?.issues.map((i) => i.message),
    ).toEqual(['unknownCategory']);
  });
});
