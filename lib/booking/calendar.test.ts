/** @jest-environment node */
import { stayCalendar } from './calendar';

const stay = {
  id: 'b6d1c1a2-0000-4000-8000-000000000001',
  reference: 'K7QM2XPA',
  hotelName: 'Harbour Hotel',
  location: '12 Marina Road, Lagos, Lagos',
  checkInDate: '2026-12-04',
  checkOutDate: '2026-12-06',
  checkInTime: '14:00',
  checkOutTime: '11:00',
  summary: 'Stay at Harbour Hotel (K7QM2XPA)',
  description: 'Booking reference K7QM2XPA. Check-in from 2:00 PM; check-out until 11:00 AM.',
  url: 'https://staynaija.com/hotel/confirmation/h/b',
};

describe('stayCalendar', () => {
  it('is one event from check-in to check-out in Lagos time, with the property and the reference', () => {
    const ics = stayCalendar(stay, new Date('2026-11-25T10:00:00Z'));
    expect(ics.split('\r\n')).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        `UID:${stay.id}@staynaija.com`,
        'DTSTAMP:20261125T100000Z',
        'DTSTART:20261204T130000Z',
        'DTEND:20261206T100000Z',
        'SUMMARY:Stay at Harbour Hotel (K7QM2XPA)',
        'LOCATION:Harbour Hotel\\, 12 Marina Road\\, Lagos\\, Lagos',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    expect(ics).toContain('DESCRIPTION:Booking reference K7QM2XPA. Check-in from 2:00 PM\\; check-out');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = stayCalendar({ ...stay, description: 'لا '.repeat(60) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, '')).toContain(`DESCRIPTION:${'لا '.repeat(60)}`);
  });
});
