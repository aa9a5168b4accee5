/** Choices and limits of the booking form, shared by the form and the server's rules. */

export interface CountryOption {
  /** The name the spec lists. */
  label: string;
  /** ISO 3166-1 alpha-2 code: what a booking stores. */
  value: string;
  /** International dialling prefix. */
  code: string;
}

/** The 26 countries of the booking form, in the spec's order; Nigeria is the default. */
export const COUNTRIES: readonly CountryOption[] = [
  { label: 'Nigeria', value: 'NG', code: '+234' },
  { label: 'US', value: 'US', code: '+1' },
  { label: 'UK', value: 'GB', code: '+44' },
  { label: 'Canada', value: 'CA', code: '+1' },
  { label: 'Germany', value: 'DE', code: '+49' },
  { label: 'France', value: 'FR', code: '+33' },
  { label: 'India', value: 'IN', code: '+91' },
  { label: 'South Africa', value: 'ZA', code: '+27' },
  { label: 'Australia', value: 'AU', code: '+61' },
  { label: 'Brazil', value: 'BR', code: '+55' },
  { label: 'Ghana', value: 'GH', code: '+233' },
  { label: 'Kenya', value: 'KE', code: '+254' },
  { label: 'Uganda', value: 'UG', code: '+256' },
  { label: 'Tanzania', value: 'TZ', code: '+255' },
  { label: 'Ethiopia', value: 'ET', code: '+251' },
  { label: 'Senegal', value: 'SN', code: '+221' },
  { label: 'Ivory Coast', value: 'CI', code: '+225' },
  { label: 'Egypt', value: 'EG', code: '+20' },
  { label: 'Algeria', value: 'DZ', code: '+213' },
  { label: 'Morocco', value: 'MA', code: '+212' },
  { label: 'Zambia', value: 'ZM', code: '+260' },
  { label: 'Zimbabwe', value: 'ZW', code: '+263' },
  { label: 'Cameroon', value: 'CM', code: '+237' },
  { label: 'Rwanda', value: 'RW', code: '+250' },
  { label: 'Malawi', value: 'MW', code: '+265' },
  { label: 'Namibia', value: 'NA', code: '+264' },
];

/** The form's default country. */
export const DEFAULT_COUNTRY = COUNTRIES[0]!;

/** The country for a code or name as a client may send it ('NG', 'ng', 'Nigeria'), or undefined. */
export function findCountry(value: string): CountryOption | undefined {
  const wanted = value.trim().toLowerCase();
  return COUNTRIES.find((c) => c.value.toLowerCase() === wanted || c.label.toLowerCase() === wanted);
}

/** Purposes of the stay; Leisure is the default. */
export const PURPOSES = ['Leisure', 'Business', 'Conference', 'Honeymoon', 'Education', 'Other'] as const;
export type Purpose = (typeof PURPOSES)[number];
/** The form's default purpose of stay. */
export const DEFAULT_PURPOSE: Purpose = 'Leisure';

/** The arrival choice of a guest who cannot say yet. */
export const ARRIVAL_UNKNOWN = "I don't know";

function clock(hour: number): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  return `${h}:00${hour % 24 < 12 ? 'am' : 'pm'}`;
}

/** 'I don't know' and the 24 hourly windows, '12:00am-1:00am' to '11:00pm-12:00am'. */
export const ARRIVAL_TIMES: readonly string[] = [
  ARRIVAL_UNKNOWN,
  ...Array.from({ length: 24 }, (_, hour) => `${clock(hour)}-${clock(hour + 1)}`),
];
/** The form's default arrival window. */
export const DEFAULT_ARRIVAL_TIME = '1:00pm-2:00pm';

/** The only payment gateway (Pay now); Pay at the property is Cash. */
export const PAYMENT_GATEWAYS = ['Flutterwave'] as const;
/** What PATCH /api/bookings/{id} accepts. */
export const PAYMENT_METHODS = ['Cash', 'Card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Bounds of a booking request. */
export const BOOKING_LIMITS = {
  nameLength: 100,
  emailLength: 254,
  addressLength: 200,
  stateLength: 100,
  zipCodeLength: 20,
  requestLength: 1_000,
  roomsPerCategory: 10,
  categories: 10,
  extraGuests: 20,
  adults: 30,
  children: 10,
} as const;

/** Minutes a Pay now booking keeps its rooms while the guest pays. */
export const HOLD_MINUTES = 30;
