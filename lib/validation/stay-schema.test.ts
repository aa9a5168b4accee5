import { addDays, todayInLagos } from '@/lib/dates';
import { availabilityQuery, stayForm } from './stay-schema';

const checkIn = addDays(todayInLagos(), 4);
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('the zod side of the stay rules', () => {
  it('names a missing date and one that is not a real date apart', () => {
    const party = { adults: '2', children: '0', room: '1' };
    expect(issues(stayForm(365).safeParse({ ...party, checkIn: '', checkOut: addDays(checkIn, 1) }))).toEqual([
      'checkIn:checkInRequired',
      'checkIn:checkInInvalid',
    ]);
    expect(issues(stayForm(365).safeParse({ ...party, checkIn, checkOut: '2030-02-30' }))).toEqual([
      'checkOut:checkOutInvalid',
    ]);
  });

  it('raises the rules under the names a query gives its dates', () => {
    const past = addDays(todayInLagos(), -1);
    expect(issues(availabilityQuery(365).safeParse({ checkInDate: past, checkOutDate: past }))).toEqual([
      'checkOutDate:checkOutAfter',
      'checkOutDate:minimumStay',
      'checkInDate:pastCheckIn',
    ]);
    expect(availabilityQuery(365).parse({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 2) })).toEqual({
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 2),
      rooms: 1,
    });
  });
});

describe('the booking horizon in the schemas', () => {
  const party = { adults: '2', children: '0', room: '1' };
  const last = addDays(todayInLagos(), 365);

  it('refuses a check-in after today plus the horizon, naming the horizon for the message', () => {
    const result = stayForm(365).safeParse({ ...party, checkIn: addDays(last, 1), checkOut: addDays(last, 2) });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['checkIn'], message: 'checkInBeyondHorizon', params: { horizonDays: 365 } }),
    ]);
    expect(stayForm(365).safeParse({ ...party, checkIn: last, checkOut: addDays(last, 30) }).success).toBe(true);
  });

  it('follows the horizon it is built for', () => {
    const checkIn = addDays(todayInLagos(), 20);
    const query = { checkInDate: checkIn, checkOutDate: addDays(checkIn, 1) };
    expect(issues(availabilityQuery(19).safeParse(query))).toEqual(['checkInDate:checkInBeyondHorizon']);
    expect(availabilityQuery(20).safeParse(query).success).toBe(true);
    expect(availabilityQuery(20)).toBe(availabilityQuery(20));
  });
});
