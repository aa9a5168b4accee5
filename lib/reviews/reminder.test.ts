import { lagosInstant } from '@/lib/dates';
import { nextRecord, parseRecord, pickReminder, type ReminderBooking } from './reminder';

const stay = (id: string, checkOutDate: string, extra: Partial<ReminderBooking> = {}): ReminderBooking => ({
  _id: id,
  status: 'confirmed',
  hasReview: false,
  hotel: { _id: 'h1', name: 'Eko Hotel' },
  checkOutDate,
  ...extra,
});

describe('review reminder', () => {
  const now = lagosInstant('2026-11-25', '15:00');

  it('offers the oldest confirmed, unreviewed stay with a hotel once noon on its check-out day has passed', () => {
    const bookings = [
      stay('newer', '2026-11-20'),
      stay('oldest', '2026-11-10'),
      stay('reviewed', '2026-11-01', { hasReview: true }),
      stay('cancelled', '2026-11-02', { status: 'cancelled' }),
      stay('no-hotel', '2026-11-03', { hotel: null }),
    ];
    expect(pickReminder(bookings, null, now)?._id).toBe('oldest');
    expect(pickReminder([stay('today', '2026-11-25')], null, lagosInstant('2026-11-25', '11:59'))).toBeNull();
    expect(pickReminder([stay('today', '2026-11-25')], null, lagosInstant('2026-11-25', '12:00'))?._id).toBe('today');
  });

  it('shows at most once a calendar day and on at most 3 days per booking', () => {
    const bookings = [stay('b1', '2026-11-10')];
    const shown = nextRecord(null, 'b1', now);
    expect(shown).toEqual({ bookingId: 'b1', lastShownAt: now.toISOString(), daysShown: 1 });
    expect(pickReminder(bookings, shown, lagosInstant('2026-11-25', '23:00'))).toBeNull();
    const nextDay = lagosInstant('2026-11-26', '08:00');
    expect(pickReminder(bookings, shown, nextDay)?._id).toBe('b1');
    const third = nextRecord(nextRecord(shown, 'b1', nextDay), 'b1', lagosInstant('2026-11-27', '08:00'));
    expect(third.daysShown).toBe(3);
    expect(pickReminder(bookings, third, lagosInstant('2026-11-28', '08:00'))).toBeNull();
  });

  it('reads only well-formed records', () => {
    expect(parseRecord('{"bookingId":"b1","lastShownAt":"2026-11-25T10:00:00.000Z","daysShown":2}')).toEqual({
      bookingId: 'b1',
      lastShownAt: '2026-11-25T10:00:00.000Z',
      daysShown: 2,
    });
    expect(parseRecord('not json')).toBeNull();
    expect(parseRecord('{"bookingId":1}')).toBeNull();
  });
});
