import type { BookingView } from '@/lib/data/booking-view';
import { bookingView } from '@/lib/testing/booking-view';
import { renderBookingConfirmation } from './booking-confirmation';
import { renderBookingChanged } from './booking-notices';

const LINK = 'https://staynaija.com/hotel/confirmation/h1/b1?access=abc';

type Room = BookingView['rooms'][number];
const deluxe: Room = {
  roomName: 'Deluxe Room',
  numberOfRooms: 1,
  pricePerNight: 40_000,
  discountedPricePerNight: 40_000,
  discountReason: null,
  nonRefundable: false,
};
const differing = [
  { night: '2026-12-05', price: 55_000, discountedPrice: 55_000 },
  { night: '2026-12-04', price: 40_000, discountedPrice: 40_000 },
];

describe('nightly prices in booking messages', () => {
  it('lists each night under "Nightly prices" in the text and the HTML when the nights differ', () => {
    const message = renderBookingConfirmation(
      bookingView({ rooms: [{ ...deluxe, nightlyPrices: differing }], numberOfRooms: 1 }),
      LINK,
    );
    expect(message.text).toContain(
      'Rooms: 1 × Deluxe Room\nNightly prices:\nFri, Dec 4: ₦40,000\nSat, Dec 5: ₦55,000\n',
    );
    expect(message.html).toContain('Nightly prices</td>');
    expect(message.html).toContain('Fri, Dec 4: ₦40,000<br>Sat, Dec 5: ₦55,000');
  });

  it('names the room line when the booking has several, and says nothing of uniform nights', () => {
    const uniform = differing.map((n) => ({ ...n, price: 60_000, discountedPrice: 60_000 }));
    const message = renderBookingConfirmation(
      bookingView({
        rooms: [
          { ...deluxe, nightlyPrices: differing },
          { ...deluxe, roomName: 'Suite', nightlyPrices: uniform },
        ],
      }),
      LINK,
    );
    expect(message.text).toContain('Nightly prices, Deluxe Room:\nFri, Dec 4: ₦40,000\nSat, Dec 5: ₦55,000');
    expect(message.text).not.toContain('Suite:');
    expect(renderBookingConfirmation(bookingView(), LINK).text).not.toContain('Nightly prices');
  });

  it('writes the nights in the booking language, in the change notice too', () => {
    const change = {
      previousCheckInDate: '2026-12-01',
      previousCheckOutDate: '2026-12-03',
      previousAmount: 80_000,
      newAmount: 95_000,
      keptCharge: 0,
      balanceDue: 0,
      refundOwed: 0,
    };
    const booking = bookingView({ locale: 'fr', rooms: [{ ...deluxe, nightlyPrices: differing }] });
    const message = renderBookingChanged(booking, change, LINK, LINK);
    expect(message.text).toContain('Prix par nuit :\nven. 4 déc. : ₦40,000\nsam. 5 déc. : ₦55,000');
  });
});
