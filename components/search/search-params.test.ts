import { clampCount, defaultSearch, pickSearch, resultsHref } from './search-params';

describe('search parameters', () => {
  it('defaults to 2 adults, no children, 1 room, today to tomorrow', () => {
    expect(defaultSearch('2030-12-31')).toEqual({
      location: '',
      checkIn: '2030-12-31',
      checkOut: '2031-01-01',
      adults: 2,
      children: 0,
      room: 1,
    });
  });

  it('bounds counts to the counter limits', () => {
    expect(clampCount('adults', 0)).toBe(1);
    expect(clampCount('adults', 31)).toBe(30);
    expect(clampCount('children', '3')).toBe(3);
    expect(clampCount('room', 'x')).toBeUndefined();
    expect(clampCount('room', '')).toBeUndefined();
  });

  it('picks the valid values of a query', () => {
    expect(
      pickSearch({ location: ['Lekki', 'x'], checkIn: '2030-01-01', checkOut: '2030-13-01', room: '2', type: 'villa' }),
    ).toEqual({ location: 'Lekki', checkIn: '2030-01-01', room: 2 });
    expect(pickSearch({ type: 'apartment' })).toEqual({ type: 'apartment' });
  });

  it('builds the results address, with a type only for apartments', () => {
    const search = { ...defaultSearch('2030-01-10'), location: 'Victoria Island' };
    expect(resultsHref(search)).toBe(
      '/hotel/result?location=Victoria+Island&checkIn=2030-01-10&checkOut=2030-01-11&adults=2&children=0&room=1',
    );
    expect(resultsHref({ ...search, type: 'hotel' })).not.toContain('type=');
    expect(resultsHref({ ...search, type: 'apartment' })).toMatch(/&type=apartment$/);
  });
});
