import { lagosInstant } from '@/lib/dates';

export interface CalendarStay {
  id: string;
  reference: string;
  hotelName: string;
  /** One line: address, city, state. */
  location: string;
  checkInDate: string;
  checkOutDate: string;
  /** HH:mm, Lagos time. */
  checkInTime: string;
  checkOutTime: string;
  summary: string;
  description: string;
  url: string;
}

// RFC 5545 text: backslash, semicolon and comma are escaped, new lines written as \n.
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

// Lines longer than 75 octets continue on the next line after a space; a character is never split.
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += char;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** An iCalendar file with one event from check-in (date and time) to check-out, at the property. */
export function stayCalendar(stay: CalendarStay, now: Date = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//StayNaija//Booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${stay.id}@staynaija.com`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(lagosInstant(stay.checkInDate, stay.checkInTime))}`,
    `DTEND:${utc(lagosInstant(stay.checkOutDate, stay.checkOutTime))}`,
    `SUMMARY:${text(stay.summary)}`,
    `LOCATION:${text(`${stay.hotelName}, ${stay.location}`)}`,
    `DESCRIPTION:${text(stay.description)}`,
    `URL:${stay.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
