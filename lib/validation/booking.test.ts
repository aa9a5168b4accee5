import { addDays, todayInLagos } from '@/lib/dates';
import validation from '@/messages/en/validation.json';
import { bookingCreatePayload, bookingFormSchema, paymentChoiceSchema, paymentMethodBody } from './booking';

type Key = keyof typeof validation;
const checkIn = addDays(todayInLagos(), 5);
const ROOM = '2f0c6f5e-8b1a-4c3d-9e7f-0a1b2c3d4e5f';

const payload = (overrides: Record<string, unknown> = {}) => ({
  checkInDate: checkIn,
  checkOutDate: addDays(checkIn, 2),
  bookingInfo: {
    email: ' Ada@Example.com ',
    fullName: 'Ada Obi',
    phoneNumber: '0803-123-4567',
    location: { address: '', state: 'Lagos', zipCode: null, country: 'Nigeria' },
  },
  guests: { adults: 2, children: 0 },
  guestDetails: [],
  rooms: [{ numberOfRooms: 1, room: ROOM, price: 50000, discountedPrice: 45000, reason: 'other' }],
  totalPrice: 100000,
  discountedPrice: 90000,
  amountToBePaid: 90000,
  ...overrides,
});

/** The English text of each failing field's first message, as the API answers it. */
function messages(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const result = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    out[field] ??= validation[issue.message as Key] ?? issue.message;
  }
  return out;
}

const form = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '+2348031234567',
  country: { label: 'Nigeria', value: 'NG', code: '+234' },
  guests: [],
};

describe('booking form', () => {
  it('says the spec’s messages word for word', () => {
    expect(
      messages(bookingFormSchema, {
        ...form,
        firstName: ' ',
        lastName: '',
        email: 'ada@',
        phoneNumber: '12ab',
        country: undefined,
        guests: [{ firstName: '', lastName: 'Obi', email: '', phoneNumber: '+2348031234567' }],
      }),
    ).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email',
      phoneNumber: 'Phone number must be valid',
      country: 'Country is required',
      'guests.0.firstName': 'Guest first name is required',
      'guests.0.email': 'Guest email is required',
    });
  });

  it('accepts a complete form with the defaults the spec names', () => {
    const parsed = bookingFormSchema.parse({ ...form, arrivalTime: '1:00pm-2:00pm', purpose: 'Leisure' });
    expect(parsed).toMatchObject({ paperlessConfirmation: true, arrivalTime: '1:00pm-2:00pm', purpose: 'Leisure' });
    expect(messages(bookingFormSchema, { ...form, arrivalTime: '25:00', purpose: 'Spying' })).toEqual({
      arrivalTime: 'Choose an arrival time from the list',
      purpose: 'Choose a purpose of stay from the list',
    });
  });

  it('bounds free text and extra guests', () => {
    const guest = { firstName: 'T', lastName: 'O', email: 't@example.com', phoneNumber: '+2348031234567' };
    expect(
      messages(bookingFormSchema, {
        ...form,
        firstName: 'x'.repeat(101),
        request: 'y'.repeat(1001),
        guests: Array.from({ length: 21 }, () => guest),
      }),
    ).toEqual({
      firstName: 'Names can be at most 100 characters long',
      request: 'Special requests can be at most 1,000 characters long',
      guests: 'At most 20 extra guests can be added',
    });
  });
});

describe('payment dialog', () => {
  it('asks for a method, then for the gateway, and names an unsupported one', () => {
    expect(messages(paymentChoiceSchema, {})).toEqual({ option: 'Please select a payment method.' });
    expect(messages(paymentChoiceSchema, { option: 'payNow' })).toEqual({
      gateway: 'Please select a payment gateway.',
    });
    expect(messages(paymentChoiceSchema, { option: 'payNow', gateway: 'Paystack' })).toEqual({
      gateway: '{name} is currently not supported.',
    });
    expect(paymentChoiceSchema.safeParse({ option: 'payAtProperty' }).success).toBe(true);
    expect(messages(paymentMethodBody, { paymentMethod: 'Bitcoin' })).toEqual({
      paymentMethod: 'Please select a payment method.',
    });
  });
});

describe('booking create payload', () => {
  it('normalises what it keeps: e-mail, phone, country, blanks', () => {
    const parsed = bookingCreatePayload(365).parse(payload());
    expect(parsed.bookingInfo).toEqual({
      email: 'ada@example.com',
      fullName: 'Ada Obi',
      phoneNumber: '+2348031234567',
      location: { address: null, state: 'Lagos', zipCode: null, country: 'NG' },
    });
    expect(parsed).toMatchObject({
      purpose: 'Leisure',
      arrivalTime: null,
      specialRequest: null,
      paperlessConfirmation: true,
    });
  });

  it('checks the stay’s dates in Lagos time with the booking page’s messages', () => {
    const today = todayInLagos();
    expect(messages(bookingCreatePayload(365), payload({ checkInDate: '', checkOutDate: undefined }))).toEqual({
      checkInDate: 'Please set both check-in and check-out dates.',
      checkOutDate: 'Please set both check-in and check-out dates.',
    });
    expect(
      messages(
        bookingCreatePayload(365),
        payload({ checkInDate: addDays(today, -1), checkOutDate: addDays(today, 1) }),
      ),
    ).toEqual({
      checkInDate: "Your check-in date can't be in the past. Please choose a valid starting date.",
    });
    expect(messages(bookingCreatePayload(365), payload({ checkOutDate: checkIn }))).toEqual({
      checkOutDate: 'Your check-out date must be after your check-in date. Please update your dates to continue.',
    });
    expect(messages(bookingCreatePayload(365), payload({ checkOutDate: addDays(checkIn, 31) }))).toEqual({
      checkOutDate: 'A stay can last at most 30 nights. Please choose shorter dates.',
    });
    expect(messages(bookingCreatePayload(365), payload({ checkInDate: '2026-02-30' }))).toEqual({
      checkInDate: 'Check-in date must be a real date (YYYY-MM-DD)',
    });
    expect(bookingCreatePayload(365).safeParse(payload({ checkOutDate: addDays(checkIn, 30) })).success).toBe(true);
  });

  it('bounds rooms: 1 to 10 per type, at most 10 types, each type once, a room id', () => {
    const line = (room: string, numberOfRooms = 1) => ({ room, numberOfRooms });
    expect(messages(bookingCreatePayload(365), payload({ rooms: [] }))).toEqual({
      rooms: 'Please choose at least one room',
    });
    expect(messages(bookingCreatePayload(365), payload({ rooms: [line(ROOM, 11)] }))).toEqual({
      'rooms.0.numberOfRooms': 'Rooms per room type must be a whole number from 1 to 10',
    });
    expect(messages(bookingCreatePayload(365), payload({ rooms: [line(ROOM, 0)] }))).toEqual({
      'rooms.0.numberOfRooms': 'Rooms per room type must be a whole number from 1 to 10',
    });
    expect(messages(bookingCreatePayload(365), payload({ rooms: [line(ROOM), line(ROOM.toUpperCase())] }))).toEqual({
      rooms: 'Each room type can be listed only once',
    });
    const many = Array.from({ length: 11 }, (_, i) => line(ROOM.replace(/.$/, i.toString(16))));
    expect(messages(bookingCreatePayload(365), payload({ rooms: many }))).toEqual({
      rooms: 'At most 10 room types can be booked at once',
    });
    expect(messages(bookingCreatePayload(365), payload({ rooms: [line("1' or 1=1")] }))).toEqual({
      'rooms.0.room': 'This room is not offered by this property',
    });
  });

  it('checks guests, contact and country', () => {
    expect(
      messages(
        bookingCreatePayload(365),
        payload({
          guests: { adults: 0, children: 11 },
          bookingInfo: { email: 'x', fullName: '', phoneNumber: '123', location: { country: 'Atlantis' } },
          guestDetails: [{ fullName: 'Tunde', email: '', phoneNumber: '' }],
          specialRequest: 'z'.repeat(1001),
        }),
      ),
    ).toEqual({
      'guests.adults': 'Adults must be a whole number from 1 to 30',
      'guests.children': 'Children must be a whole number from 0 to 10',
      'bookingInfo.email': 'Invalid email',
      'bookingInfo.fullName': 'Full name is required',
      'bookingInfo.phoneNumber': 'Phone number must be valid',
      'bookingInfo.location.country': 'Choose a country from the list',
      'guestDetails.0.email': 'Guest email is required',
      'guestDetails.0.phoneNumber': 'Guest phone number is required',
      specialRequest: 'Special requests can be at most 1,000 characters long',
    });
  });
});
