import { addDays, todayInLagos } from '@/lib/dates';
import { readStoredSearch, SEARCH_STORAGE_KEY, writeStoredSearch } from './search-storage';

const today = todayInLagos();
const search = {
  location: 'Ikeja',
  checkIn: addDays(today, 3),
  checkOut: addDays(today, 5),
  adults: 3,
  children: 1,
  room: 2,
};

beforeEach(() => sessionStorage.clear());

describe('search storage', () => {
  it('writes the six search parameters under hotel-search-params and reads them back', () => {
    expect(SEARCH_STORAGE_KEY).toBe('hotel-search-params');
    expect(writeStoredSearch({ ...search, ...{ type: 'apartment' } })).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(SEARCH_STORAGE_KEY) ?? '')).toEqual(search);
    expect(readStoredSearch()).toEqual(search);
  });

  it('returns null for nothing stored, bad JSON or a non-object', () => {
    expect(readStoredSearch()).toBeNull();
    for (const raw of ['{not json', '42', '[1,2]', 'null', '{}']) {
      sessionStorage.setItem(SEARCH_STORAGE_KEY, raw);
      expect(readStoredSearch()).toBeNull();
    }
  });

  it('keeps only well-formed fields and bounds the counts', () => {
    sessionStorage.setItem(
      SEARCH_STORAGE_KEY,
      JSON.stringify({ location: 'Abuja', checkIn: 'soon', adults: '4', children: -2, room: 99, extra: true }),
    );
    expect(readStoredSearch()).toEqual({ location: 'Abuja', adults: 4, children: 0, room: 10 });
  });

  it('moves a stale stay forward to start today', () => {
    sessionStorage.setItem(
      SEARCH_STORAGE_KEY,
      JSON.stringify({ ...search, checkIn: addDays(today, -4), checkOut: addDays(today, -2) }),
    );
    expect(readStoredSearch()).toMatchObject({ checkIn: today, checkOut: addDays(today, 1) });
  });

  it('survives missing or failing storage', () => {
    const failing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    } as unknown as Storage;
    expect(readStoredSearch(failing)).toBeNull();
    expect(writeStoredSearch(search, failing)).toBe(false);
  });
});
