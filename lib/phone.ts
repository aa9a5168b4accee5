/** Nigerian phone numbers in international form: separators removed and a leading 0 replaced by +234. */
export function normalisePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (compact.startsWith('0')) return `+234${compact.slice(1)}`;
  if (/^234\d{10}$/.test(compact)) return `+${compact}`;
  return compact;
}

/** A phone number with an optional leading + and 10–15 digits, as forms require. */
export const PHONE_PATTERN = /^\+?\d{10,15}$/;

/** A +234 number grouped for reading, e.g. +234 809 000 1122. */
export function formatPhoneDisplay(e164: string): string {
  const m = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `+234 ${m[1]} ${m[2]} ${m[3]}` : e164;
}
