import { addDays, todayInLagos } from '@/lib/dates';
import { flattenParams, parseLeniently } from './parse-params';

describe('parseLeniently', () => {
  it('keeps a valid search as it is', () => {
    const { query, problems } = parseLeniently({ location: 'Lekki', adults: '3', sort: 'rating' }, 365);
    expect(problems).toEqual([]);
    expect(query).toMatchObject({ location: 'Lekki', adults: 3, sort: 'rating', room: 1 });
  });

  it('drops each bad field, reports every problem and searches with the rest', () => {
    const { query, problems } = parseLeniently(
      {
        location: 'Lagos',
        checkIn: '2020-01-01',
        checkOut: '2020-01-02',
        room: 'zero',
        sort: 'cheapest',
      },
      365,
    );
    expect(problems.map((p) => p.key)).toEqual(expect.arrayContaining(['roomsRange', 'unknownSort', 'pastCheckIn']));
    expect(query).toMatchObject({ location: 'Lagos', room: 1, sort: 'recommended' });
    expect(query.checkIn).toBeUndefined();
  });

  it('drops a check-in later than the booking horizon and says how far ahead one may be', () => {
    const checkIn = addDays(todayInLagos(), 31);
    const stay = { location: 'Lagos', checkIn, checkOut: addDays(checkIn, 2) };
    const { query, problems } = parseLeniently(stay, 30);
    expect(problems).toEqual([{ key: 'checkInBeyondHorizon', field: 'checkIn' }]);
    expect(query).toMatchObject({ location: 'Lagos' });
    expect([query.checkIn, query.checkOut]).toEqual([undefined, undefined]);
    expect(parseLeniently(stay, 31).query).toMatchObject({ checkIn, checkOut: addDays(checkIn, 2) });
  });
});

describe('flattenParams', () => {
  it('joins repeated values and drops empty ones', () => {
    expect(flattenParams({ amenities: ['Spa', 'Bar'], location: '', sort: 'rating', page: undefined })).toEqual({
      amenities: 'Spa,Bar',
      sort: 'rating',
    });
  });
});
