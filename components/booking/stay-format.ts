import { lagosInstant, TIME_ZONE } from '@/lib/dates';

/** 'HH:mm' as the spec writes times: 01:00pm, 12:00pm. */
export function clockText(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hour = Number(h);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${String(twelve).padStart(2, '0')}:${m.slice(0, 2)}${hour < 12 ? 'am' : 'pm'}`;
}

/** A yyyy-MM-dd date in the visitor's language, e.g. 'Wed, 12 Mar 2026' (the same day everywhere: Lagos time). */
export function dateText(isoDate: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: TIME_ZONE,
  }).format(lagosInstant(isoDate, '12:00'));
}
