import { DEFAULT_COUNTRY } from '@/lib/booking/options';
import { quoteStay } from '@/lib/booking/quote';
import { addDays, todayInLagos } from '@/lib/dates';
import { bookingCreatePayload, bookingFormSchema } from '@/lib/validation/booking';
import { buildBookingPayload, guestDefaults } from './booking-payload';

const room = '0b7c2a8e-1f4d-4c2b-9a3e-5d6f7a8b9c0d';
const quote = quoteStay(
  [
    {
      id: room,
      name: 'Deluxe Room',
      numberOfRooms: 2,
      standardPrice: 50_000,
      promoPrice: 45_000,
      nonRefundable: false,
    },
  ],
  3,
);

describe('buildBookingPayload', () => {
  it('sends the form, the stay and the quote as the payload the server accepts', () => {
    const form = bookingFormSchema.parse({
      firstName: 'Ada',
      lastName: 'Obi Eze',
      email: ' Ada@Example.com ',
      phoneNumber: '0803 123 4567',
      country: DEFAULT_COUNTRY,
      arrivalTime: '1:00pm-2:00pm',
      purpose: 'Business',
      guests: [{ firstName: 'Chidi', lastName: 'Obi', email: 'chidi@example.com', phoneNumber: '+2348031234568' }],
      request: 'A quiet room',
    });
    const checkIn = addDays(todayInLagos(), 5);
    const payload = buildBookingPayload(
      form,
      { checkIn, checkOut: addDays(checkIn, 3), adults: 3, children: 1 },
      quote,
    );
    const parsed = bookingCreatePayload(365).parse(payload);
    expect(parsed.bookingInfo).toMatchObject({
      fullName: 'Ada Obi Eze',
      email: 'ada@example.com',
      phoneNumber: '+2348031234567',
      location: { country: 'NG' },
    });
    expect(parsed.guests).toEqual({ adults: 3, children: 1 });
    expect(parsed.guestDetails).toEqual([
      { fullName: 'Chidi Obi', email: 'chidi@example.com', phoneNumber: '+2348031234568' },
    ]);
    expect(parsed.rooms).toEqual([{ numberOfRooms: 2, room, price: 50_000, discountedPrice: 45_000, reason: 'other' }]);
    expect(parsed).toMatchObject({
      amountToBePaid: 270_000,
      totalPrice: 300_000,
      purpose: 'Business',
      specialRequest: 'A quiet room',
      paperlessConfirmation: true,
    });
  });
});

describe('guestDefaults', () => {
  it('splits the full name into the first word and the rest, and writes the phone with +234', () => {
    expect(
      guestDefaults({ fullName: ' Ada  Chioma Obi ', email: 'ada@example.com', phoneNumber: '0803 123 4567' }),
    ).toEqual({ firstName: 'Ada', lastName: 'Chioma Obi', email: 'ada@example.com', phoneNumber: '+2348031234567' });
  });

  it('starts empty for a visitor, and without a phone when the account has none', () => {
    expect(guestDefaults(null)).toEqual({ firstName: '', lastName: '', email: '', phoneNumber: '' });
    expect(guestDefaults({ fullName: 'Tunde', email: 't@example.com', phoneNumber: null })).toMatchObject({
      firstName: 'Tunde',
      lastName: '',
      phoneNumber: '',
    });
  });
});
