import { bookingView } from '@/lib/testing/booking-view';
import { renderBookingConfirmation } from './booking-confirmation';

const booking = bookingView;

const LINK = 'https://staynaija.com/hotel/confirmation/h1/b1?access=abc_DEF-123';

describe('renderBookingConfirmation', () => {
  it('tells a guest paying at the property everything about the stay, with the link', () => {
    const message = renderBookingConfirmation(booking(), LINK);
    expect(message.subject).toBe('Booking confirmed: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Ada Obi,',
        'Booking reference: K7QM2XPA',
        'Check-in: Friday, December 4, 2026, from 2:00 PM',
        'Check-out: Sunday, December 6, 2026, until 11:00 AM',
        'Length of stay: 2 nights',
        'Rooms: 2 × Deluxe Room, 1 × Suite',
        'Guests: 3 adults, 1 child',
        'Payment method: Pay at the property',
        'To pay at the property: ₦540,000',
        'Cancellation: Free cancellation until 1:00 PM on Friday, December 4, 2026 (Lagos time). After that, the full price is charged.',
        `Your booking, at any time: ${LINK}`,
      ]),
    );
    expect(message.sms).toBe(
      `StayNaija: booking K7QM2XPA at Harbour & <Sons> Hotel is confirmed, Dec 4, 2026 to Dec 6, 2026. Pay ₦540,000 at the property. ${LINK}`,
    );
    // The hotel's name is text in the e-mail, never markup.
    expect(message.html).toContain('Harbour &amp; &lt;Sons&gt; Hotel');
    expect(message.html).not.toContain('<Sons>');
    expect(message.html).toContain(`href="${LINK}"`);
  });

  it('says what was paid by card and when nothing can be cancelled for free', () => {
    const message = renderBookingConfirmation(
      booking({ paymentMethod: 'Card', paymentStatus: 'paid', amountPaid: 540_000, freeCancellationUntil: null }),
      LINK,
    );
    expect(message.text).toContain('Payment method: Card (paid online)');
    expect(message.text).toContain('Paid by card: ₦540,000');
    expect(message.text).toContain('This booking is non-refundable: the full price is charged if you cancel.');
    expect(message.sms).toContain('Paid ₦540,000.');
  });

  it('says a payment through the sandbox checkout moved no money', () => {
    const message = renderBookingConfirmation(
      booking({ paymentMethod: 'Card', paymentStatus: 'paid', amountPaid: 540_000, testPayment: true }),
      LINK,
    );
    expect(message.text).toContain('Paid by card: ₦540,000 (test payment: no money moved)');
    expect(message.sms).toContain('Paid ₦540,000 (test payment: no money moved).');
  });

  it('says which part of a booking with non-refundable rooms is charged if it is cancelled early', () => {
    const message = renderBookingConfirmation(booking({ nonRefundableCharge: 160_000 }), LINK);
    expect(message.text).toContain(
      'Free cancellation of the refundable rooms until 1:00 PM on Friday, December 4, 2026 (Lagos time); the non-refundable rooms (₦160,000) are charged if you cancel.',
    );
  });

  it('adds the guest’s arrival time and special request and the property’s phone when there are some', () => {
    const message = renderBookingConfirmation(
      booking({
        arrivalTime: '1:00pm-2:00pm',
        specialRequest: 'A quiet room, please',
        hotel: { ...booking().hotel, phone: '+2348012345678' },
      }),
      LINK,
    );
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Estimated arrival: 1:00pm-2:00pm',
        'Special request: A quiet room, please',
        'Property phone: +2348012345678',
      ]),
    );
    expect(message.html).toContain('A quiet room, please');
    const french = renderBookingConfirmation(
      booking({ locale: 'fr', specialRequest: 'Lit bébé', hotel: { ...booking().hotel, phone: '+2348012345678' } }),
      LINK,
    );
    expect(french.text).toContain('Demande particulière : Lit bébé');
    expect(french.text).toContain('Téléphone de l’établissement : +2348012345678');
    // Without them, no empty lines.
    const plain = renderBookingConfirmation(booking({ specialRequest: '  ' }), LINK);
    expect(plain.text).not.toMatch(/Estimated arrival|Special request|Property phone/);
  });

  it('writes in the booking’s language and direction', () => {
    const arabic = renderBookingConfirmation(booking({ locale: 'ar' }), LINK);
    expect(arabic.subject).toBe('تم تأكيد الحجز: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('رقم مرجع الحجز: K7QM2XPA');
    const chinese = renderBookingConfirmation(booking({ locale: 'zh' }), LINK);
    expect(chinese.text).toContain('预订编号：K7QM2XPA');
    expect(chinese.text).toContain('入住时长：2 晚');
  });
});
