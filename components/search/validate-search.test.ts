import { hasErrors, validateSearch } from './validate-search';

const valid = { location: 'Lagos', checkIn: '2030-01-10', checkOut: '2030-01-11', adults: 2, room: 1 };

describe('validateSearch', () => {
  it('accepts a complete search of one night or more', () => {
    expect(validateSearch(valid)).toEqual({});
    expect(hasErrors(validateSearch({ ...valid, checkOut: '2030-01-20' }))).toBe(false);
  });

  it('requires a destination, ignoring blanks', () => {
    expect(validateSearch({ ...valid, location: '   ' })).toEqual({ location: 'locationRequired' });
  });

  it('requires both dates, as real yyyy-MM-dd dates', () => {
    expect(validateSearch({ ...valid, checkIn: '' })).toEqual({ checkIn: 'checkInRequired' });
    expect(validateSearch({ ...valid, checkOut: '' })).toEqual({ checkOut: 'checkOutRequired' });
    expect(validateSearch({ ...valid, checkIn: '2030-02-30' })).toEqual({ checkIn: 'checkInRequired' });
  });

  it('requires at least one adult and one room', () => {
    expect(validateSearch({ ...valid, adults: 0 })).toEqual({ guests: 'guestsRequired' });
    expect(validateSearch({ ...valid, room: 0 })).toEqual({ guests: 'guestsRequired' });
    expect(validateSearch({ ...valid, adults: Number.NaN })).toEqual({ guests: 'guestsRequired' });
  });

  it('rejects a check-out before check-in', () => {
    expect(validateSearch({ ...valid, checkOut: '2030-01-09' })).toEqual({ checkOut: 'checkOutAfter' });
  });

  it('rejects a stay shorter than one night', () => {
    expect(validateSearch({ ...valid, checkOut: valid.checkIn })).toEqual({ checkOut: 'minimumStay' });
  });

  it('reports the first error of every field at once', () => {
    expect(validateSearch({ location: '', checkIn: '', checkOut: '', adults: 0, room: 1 })).toEqual({
      location: 'locationRequired',
      checkIn: 'checkInRequired',
      checkOut: 'checkOutRequired',
      guests: 'guestsRequired',
    });
  });
});
