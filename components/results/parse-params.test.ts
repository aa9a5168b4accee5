import { flattenParams, parseLeniently } from './parse-params';

describe('parseLeniently', () => {
  it('keeps a valid search as it is', () => {
    const { query, problems } = parseLeniently({ location: 'Lekki', adults: '3', sort: 'rating' });
    expect(problems).toEqual([]);
    expect(query).toMatchObject({ location: 'Lekki', adults: 3, sort: 'rating', room: 1 });
  });

  it('drops each bad field, reports every problem and searches with the rest', () => {
    const { query, problems } = parseLeniently({
      location: 'Lagos',
      checkIn: '2020-01-01',
      checkOut: '2020-01-02',
      room: 'zero',
      sort: 'cheapest',
    });
    expect(problems.map((p) => p.key)).toEqual(expect.arrayContaining(['roomsRange', 'unknownSort', 'pastCheckIn']));
    expect(query).toMatchObject({ location: 'Lagos', room: 1, sort: 'recommended' });
    expect(query.checkIn).toBeUndefined();
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
