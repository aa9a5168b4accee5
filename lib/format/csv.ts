import { stringify } from 'csv-stringify/sync';

/**
 * A spreadsheet reads a cell that starts with = + - @ (or a tab or carriage return) as a formula, which a guest could
 * have typed into a name or request (CSV injection). Such text is kept, behind a leading apostrophe, as text.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

/**
 * A CSV document (RFC 4180 quoting by csv-stringify: commas, quotes and line breaks stay inside their cell) with a
 * byte-order mark so spreadsheet programs read it as UTF-8; every text cell is neutralised (neutraliseFormula).
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const cell = (v: string | number | null) => (typeof v === 'string' ? neutraliseFormula(v) : (v ?? ''));
  return stringify(
    rows.map((row) => columns.map((c) => cell(c.value(row)))),
    { bom: true, header: true, columns: columns.map((c) => neutraliseFormula(c.header)), record_delimiter: 'windows' },
  );
}
