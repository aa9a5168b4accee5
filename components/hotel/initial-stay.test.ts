import {
  partyCount,
  resolveInitialStay,
  stayFromQuery,
  stayFromStorage,
  stayQuery,
  storedSearch,
} from './initial-stay';

const today = '2030-03-10';

describe('resolveInitialStay', () => {
  const stored = stayFromStorage(
    JSON.stringify({
      location: 'Lekki',
      checkIn: '2030-04-01',
      checkOut: '2030-04-04',
      adults: 3,
      children: 1,
      room: 2,
    }),
  );

  it('prefers the URL query over the stored search', () => {
    const query = stayFromQuery({
      checkIn: '2030-05-01',
      checkOut: '2030-05-03',
      adults: '1',
      children: '2',
      room: '1',
    });
    expect(resolveInitialStay({ query, stored, today })).toEqual({
      checkIn: '2030-05-01',
      checkOut: '2030-05-03',
      adults: 1,
      children: 2,
      rooms: 1,
    });
  });

  it('uses the stored search when the URL has no stay', () => {
    const query = stayFromQuery(new URLSearchParams('lng=fr'));
    expect(query).toBeNull();
    expect(resolveInitialStay({ query, stored, today })).toEqual({
      checkIn: '2030-04-01',
      checkOut: '2030-04-04',
      adults: 3,
      children: 1,
      rooms: 2,
    });
  });

  it('falls back to today to tomorrow, 2 adults, 0 children, 1 room', () => {
    expect(resolveInitialStay({ query: null, stored: null, today })).toEqual({
      checkIn: '2030-03-10',
      checkOut: '2030-03-11',
      adults: 2,
      children: 0,
      rooms: 1,
    });
  });

  it('moves a past check-in to today and a check-out not after check-in to the next day', () => {
    const past = stayFromQuery({ checkIn: '2030-03-01', checkOut: '2030-03-05' });
    expect(resolveInitialStay({ query: past, stored: null, today })).toMatchObject({
      checkIn: '2030-03-10',
      checkOut: '2030-03-11',
    });
    const backwards = stayFromQuery({ checkIn: '2030-03-20', checkOut: '2030-03-20' });
    expect(resolveInitialStay({ query: backwards, stored: null, today })).toMatchObject({
      checkIn: '2030-03-20',
      checkOut: '2030-03-21',
    });
  });

  it('replaces invalid values field by field', () => {
    const query = stayFromQuery({ checkIn: 'soon', checkOut: '2030-02-30', adults: '0', children: '-1', room: '99' });
    expect(resolveInitialStay({ query, stored, today })).toEqual({
      checkIn: today,
      checkOut: '2030-03-11',
      adults: 1,
      children: 0,
      rooms: 10,
    });
  });
});

describe('reading the sources', () => {
  it('takes the first of repeated query values', () => {
    expect(stayFromQuery({ adults: ['3', '4'] })).toEqual({ adults: '3' });
  });

  it('tolerates a missing, broken or foreign stored record', () => {
    expect(stayFromStorage(null)).toBeNull();
    expect(stayFromStorage('{not json')).toBeNull();
    expect(stayFromStorage('[1,2]')).toBeNull();
    expect(stayFromStorage('"text"')).toBeNull();
    const partial = stayFromStorage('{"checkIn":"2030-04-01","adults":"many"}');
    expect(resolveInitialStay({ query: null, stored: partial, today })).toEqual({
      checkIn: '2030-04-01',
      checkOut: '2030-04-02',
      adults: 2,
      children: 0,
      rooms: 1,
    });
  });

  it('counts only whole numbers', () => {
    expect(partyCount('adults', '2.5')).toBe(2);
    expect(partyCount('adults', 4)).toBe(4);
    expect(partyCount('children', ' 3 ')).toBe(3);
    expect(partyCount('rooms', null)).toBe(1);
  });
});

it('writes the stay back with the spec names', () => {
  const stay = { checkIn: '2030-04-01', checkOut: '2030-04-02', adults: 2, children: 1, rooms: 3 };
  expect(stayQuery(stay)).toEqual({
    checkIn: '2030-04-01',
    checkOut: '2030-04-02',
    adults: '2',
    children: '1',
    room: '3',
  });
  expect(storedSearch(stay, 'Ikeja')).toEqual({
    location: 'Ikeja',
    checkIn: '2030-04-01',
    checkOut: '2030-04-02',
    adults: 2,
    children: 1,
    room: 3,
  });
});
