import { addDays, todayInLagos } from '@/lib/dates';
import { availabilityQuery, stayForm } from './stay-schema';

const checkIn = addDays(todayInLagos(), 4);
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('the zod side of the stay rules', () => {
  it('names a missing date and one that is not a real date apart', () => {
    const party = { adults: '2', children: '0', room: '1' };
    expect(issues(stayForm.safeParse({ ...party, checkIn: '', checkOut: addDays(checkIn, 1) }))).toEqual([
      'checkIn:checkInRequired',
      'checkIn:checkInInvalid',
    ]);
    expect(issues(stayForm.safeParse({ ...party, checkIn, checkOut: '2030-02-30' }))).toEqual([
      'checkOut:checkOutInvalid',
    ]);
  });

  it('raises the rules under the names a query gives its dates', () => {
    const past = addDays(todayInLagos(), -1);
    expect(issues(availabilityQuery.safeParse({ checkInDate: past, checkOutDate: past }))).toEqual([
      'checkOutDate:checkOutAfter',
      'checkOutDate:minimumStay',
      'checkInDate:pastCheckIn',
    ]);
    expect(availabilityQuery.parse({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 2) })).toEqual({
      checkInDate: checkIn,
      checkOutDate: addDays(checkIn, 2),
      rooms: 1,
    });
  });
});
