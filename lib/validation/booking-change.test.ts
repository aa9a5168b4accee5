import { addDays, todayInLagos } from '@/lib/dates';
import { modifyBookingBody, modifyFormSchema } from './booking-change';

const ROOM = '2f0c6f5e-8b1a-4c3d-9e7f-0a1b2c3d4e5f';
const checkIn = addDays(todayInLagos(), 5);
const guest = { firstName: 'Ada', lastName: 'Obi', email: ' Ada@Example.com ', phoneNumber: '0803 123 4567' };
const body = (dates: Record<string, string>) => ({
  ...dates,
  rooms: [{ room: ROOM.toUpperCase(), numberOfRooms: 1 }],
  guests: { adults: 2, children: 0 },
  guest,
});
const form = (dates: Record<string, string>) => ({
  ...dates,
  adults: '2',
  children: '0',
  rooms: { [ROOM]: '1' },
  ...guest,
});
const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

describe('changing a booking', () => {
  it('keeps the guest as stored: lower-cased e-mail, +234 phone, lower-case room ids', () => {
    const parsed = modifyBookingBody(365).parse(body({ checkInDate: checkIn, checkOutDate: addDays(checkIn, 2) }));
    expect(parsed.guest).toEqual({ ...guest, email: 'ada@example.com', phoneNumber: '+2348031234567' });
    expect(parsed.rooms).toEqual([{ room: ROOM, numberOfRooms: 1 }]);
  });

  it('checks the new dates with the booking messages, the stay length only in the API', () => {
    const past = addDays(todayInLagos(), -1);
    expect(issues(modifyBookingBody(365).safeParse(body({ checkInDate: past, checkOutDate: past })))).toEqual([
      'checkInDate:pastCheckIn',
      'checkOutDate:checkOutAfterCheckIn',
    ]);
    const long = { checkInDate: checkIn, checkOutDate: addDays(checkIn, 31) };
    expect(issues(modifyBookingBody(365).safeParse(body(long)))).toEqual(['checkOutDate:maximumStay']);
    expect(modifyFormSchema(365).safeParse(form(long)).success).toBe(true);
    expect(issues(modifyFormSchema(365).safeParse(form({ checkInDate: checkIn, checkOutDate: checkIn })))).toEqual([
      'checkOutDate:checkOutAfterCheckIn',
    ]);
  });
});
