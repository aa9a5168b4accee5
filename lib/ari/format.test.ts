import { ariBatch, nightChanges } from './format';
import { stayRuleProblem, type StayNight } from './rules';

const ROOM = '6f1c1a52-5d0e-4a43-9d6b-0a3f3c1e2b7d';

describe('rates batch format', () => {
  it('expands a range to its chosen weekdays, later lines winning per value', () => {
    const batch = ariBatch.parse({
      roomTypeId: ROOM,
      updates: [
        // 2027-01-01 is a Friday.
        { from: '2027-01-01', to: '2027-01-10', days: ['fri', 'sun'], price: 70000 },
        { from: '2027-01-03', to: '2027-01-03', closed: true, price: null },
      ],
    });
    expect(Object.fromEntries(nightChanges(batch.updates))).toEqual({
      '2027-01-01': { price: 70000 },
      '2027-01-03': { price: null, closed: true },
      '2027-01-08': { price: 70000 },
      '2027-01-10': { price: 70000 },
    });
  });

  it('refuses reversed ranges, unknown days, empty updates and out-of-range values with their message keys', () => {
    const keys = (updates: unknown[]) => {
      const r = ariBatch.safeParse({ roomTypeId: ROOM, updates });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(keys([{ from: '2027-01-05', to: '2027-01-01', closed: true }])).toEqual(['ariRangeOrder']);
    expect(keys([{ from: '2027-01-01', to: '2027-01-02', days: ['fry'], closed: true }])).toEqual(['ariWeekday']);
    expect(keys([{ from: '2027-01-01', to: '2027-01-02' }])).toEqual(['ariNoChange']);
    expect(keys([{ from: '2027-02-30', to: '2027-03-01', minStay: 31 }])).toEqual(['ariDateInvalid', 'ariMinStay']);
    expect(keys([{ from: '2027-01-01', to: '2027-01-01', roomsOnSale: -1, price: 0 }])).toEqual([
      'priceWhole',
      'ariRoomsOnSale',
    ]);
  });
});

describe('stay rules', () => {
  const night = (over: Partial<StayNight> = {}): StayNight => ({
    night: '2027-01-01',
    price: 50000,
    promoPrice: null,
    available: 3,
    closed: false,
    minStay: 1,
    closedToArrival: false,
    ...over,
  });

  it('names the first rule a stay breaks, or the rooms left when too few', () => {
    expect(stayRuleProblem([night({ closedToArrival: true, minStay: 5 }), night()], 1)).toEqual({
      key: 'arrivalClosed',
    });
    expect(stayRuleProblem([night({ minStay: 3 }), night()], 1)).toEqual({
      key: 'minStayNotMet',
      values: { nights: 3 },
    });
    expect(stayRuleProblem([night(), night({ closed: true, available: 0 })], 1)).toEqual({ key: 'nightsClosed' });
    expect(stayRuleProblem([night(), night({ available: 1 })], 2)).toEqual({ key: 'soldOut', values: { rooms: 1 } });
    // A minimum stay of a later night binds only stays arriving on it.
    expect(stayRuleProblem([night(), night({ minStay: 7, closedToArrival: true })], 1)).toBeNull();
  });
});
