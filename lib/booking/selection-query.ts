import { BOOKING_LIMITS } from '@/lib/booking/options';

/** One room category of a selection and how many of its rooms were chosen. */
export interface SelectionLine {
  categoryId: string;
  count: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A line decoded once more (its colon may arrive encoded); '' when it holds a % that escapes nothing. */
function decodedLine(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
}

/**
 * The rooms of a booking-page address, `selection={categoryId}:{count},…` as Reserve writes it; lines that are not
 * readable, repeated or outside the limits are dropped.
 */
export function parseSelectionQuery(raw: string | null | undefined): SelectionLine[] {
  if (!raw || raw.length > 2_000) return [];
  const lines: SelectionLine[] = [];
  for (const part of raw.split(',')) {
    const [id = '', count = ''] = decodedLine(part).split(':');
    const n = /^\d{1,2}$/.test(count) ? Number(count) : 0;
    const categoryId = id.toLowerCase();
    if (!UUID.test(categoryId) || n < 1 || n > BOOKING_LIMITS.roomsPerCategory) continue;
    if (lines.some((l) => l.categoryId === categoryId)) continue;
    lines.push({ categoryId, count: n });
  }
  return lines.slice(0, BOOKING_LIMITS.categories);
}
