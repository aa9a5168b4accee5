import type { BookingView } from '@/lib/data/booking-view';
import { bookingView } from '@/lib/testing/booking-view';
import { manageBookingPageUrl, myBookingsUrl, renderBookingCancelled, renderBookingChanged } from './booking-notices';

/** A three-night stay of one room, paid at the property. */
const booking = (overrides: Partial<BookingView> = {}): BookingView =>
  bookingView({
    checkInDate: '2026-12-10',
    checkOutDate: '2026-12-13',
    nights: 3,
    numberOfRooms: 1,
    rooms: [
      {
        roomName: 'Deluxe Room',
        numberOfRooms: 1,
        pricePerNight: 60_000,
        discountedPricePerNight: 60_000,
        discountReason: null,
        nonRefundable: false,
      },
    ],
    guests: { adults: 2, children: 0 },
    totalPrice: 180_000,
    discountedPrice: 180_000,
    amountToBePaid: 180_000,
    freeCancellationUntil: '2026-12-10T12:00:00.000Z',
    ...overrides,
  });

const LINK = 'https://staynaija.com/hotel/settings?tab=My+Bookings';
const PAY = 'https://staynaija.com/manage-booking/b1';
const change = {
  previousCheckInDate: '2026-12-04',
  previousCheckOutDate: '2026-12-06',
  previousAmount: 120_000,
  newAmount: 180_000,
  keptCharge: 0,
  balanceDue: 0,
  refundOwed: 0,
};
/** The same change of a booking paid by card at its previous price. */
const cardPaid = booking({
  paymentMethod: 'Card',
  amountPaid: 120_000,
  balanceDue: 60_000,
  paymentStatus: 'balanceDue',
});

describe('renderBookingChanged', () => {
  it('gives the reference, the new and the previous dates, the new price and what it adds', () => {
    const message = renderBookingChanged(booking(), change, LINK, PAY);
    expect(message.subject).toBe('Booking changed: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Hello Ada Obi,',
        'Booking reference: K7QM2XPA',
        'Check-in: Thursday, December 10, 2026, from 2:00 PM',
        'Check-out: Sunday, December 13, 2026, until 11:00 AM',
        'Length of stay: 3 nights',
        'Previous dates: Dec 4, 2026 to Dec 6, 2026',
        'Rooms: 1 × Deluxe Room',
        'New total: ₦180,000',
        'Previous total: ₦120,000',
        'Price difference: ₦60,000 more than before',
        `Your bookings, at any time: ${LINK}`,
      ]),
    );
    expect(message.sms).toBe(
      'StayNaija: booking K7QM2XPA at Harbour & <Sons> Hotel is changed: Dec 10, 2026 to Dec 13, 2026, total ₦180,000.',
    );
    expect(message.html).toContain('Harbour &amp; &lt;Sons&gt; Hotel');
    expect(message.html).not.toContain('<Sons>');
    expect(message.html).toContain(`href="${LINK.replace(/&/g, '&amp;')}"`);
  });

  it('says when the change costs less or the same', () => {
    expect(renderBookingChanged(booking(), { ...change, newAmount: 100_000 }, LINK, PAY).text).toContain(
      'Price difference: ₦20,000 less than before',
    );
    expect(renderBookingChanged(booking(), { ...change, newAmount: 120_000 }, LINK, PAY).text).toContain(
      'Price difference: No change in price',
    );
  });

  it('writes in the booking’s language and direction', () => {
    const french = renderBookingChanged(booking({ locale: 'fr' }), change, LINK, PAY);
    expect(french.subject).toBe('Réservation modifiée : Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(french.text).toContain('Référence de réservation : K7QM2XPA');
    expect(french.text).toContain('Nouveau total : ₦180,000');
    expect(french.text).toContain('Différence de prix : ₦60,000 de plus qu’avant');
    expect(french.text).toContain('Dates précédentes : du 4 déc. 2026 au 6 déc. 2026');
    const arabic = renderBookingChanged(booking({ locale: 'ar' }), change, LINK, PAY);
    expect(arabic.subject).toBe('تم تعديل الحجز: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.text).toContain('رقم مرجع الحجز: K7QM2XPA');
    expect(arabic.text).toContain('الإجمالي الجديد: ₦180,000');
    expect(arabic.text).toContain('فرق السعر: ₦60,000 أكثر من قبل');
  });

  it('asks a card-paid booking made dearer for the balance, with the link to pay it, in e-mail and SMS', () => {
    const message = renderBookingChanged(cardPaid, { ...change, balanceDue: 60_000 }, LINK, PAY);
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Paid by card: ₦120,000',
        'Balance to pay: ₦60,000, by card before your stay',
        `Pay the balance of ₦60,000 by card: ${PAY}`,
      ]),
    );
    expect(message.html).toContain(`href="${PAY}"`);
    expect(message.html).toContain('Pay the balance');
    expect(message.sms).toBe(
      `StayNaija: booking K7QM2XPA at Harbour & <Sons> Hotel is changed: Dec 10, 2026 to Dec 13, 2026, total ₦180,000. Balance to pay by card: ₦60,000, at ${PAY}`,
    );
    const french = renderBookingChanged(
      booking({ ...cardPaid, locale: 'fr' }),
      { ...change, balanceDue: 60_000 },
      LINK,
      PAY,
    );
    expect(french.text).toContain('Solde à payer : ₦60,000, par carte avant votre séjour');
    expect(french.sms).toContain(`Solde à payer par carte : ₦60,000, sur ${PAY}`);
    const chinese = renderBookingChanged(
      booking({ ...cardPaid, locale: 'zh' }),
      { ...change, balanceDue: 60_000 },
      LINK,
      PAY,
    );
    expect(chinese.text).toContain(`刷卡支付余额 ₦60,000：${PAY}`);
    const arabic = renderBookingChanged(
      booking({ ...cardPaid, locale: 'ar' }),
      { ...change, balanceDue: 60_000 },
      LINK,
      PAY,
    );
    expect(arabic.sms).toContain(`الرصيد المستحق بالبطاقة: ₦60,000، عبر ${PAY}`);
  });

  it('names the refund owed to the card, and what non-refundable nights keep, when a paid booking is made cheaper', () => {
    const paid = booking({ paymentMethod: 'Card', amountPaid: 300_000, paymentStatus: 'paid' });
    const cheaper = { ...change, previousAmount: 300_000, newAmount: 180_000, keptCharge: 40_000, refundOwed: 80_000 };
    const message = renderBookingChanged(paid, cheaper, LINK, PAY);
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Paid by card: ₦300,000',
        'Kept for non-refundable nights: ₦40,000',
        'Refund owed to you: ₦80,000, to go back to the card you paid with',
        `Your bookings, at any time: ${LINK}`,
      ]),
    );
    expect(message.text).not.toContain('Balance');
    expect(message.sms).toMatch(/total ₦180,000\. Refund owed to your card: ₦80,000\.$/);
    expect(renderBookingChanged(booking({ ...paid, locale: 'ar' }), cheaper, LINK, PAY).sms).toContain(
      'المبلغ المستحق ردّه إلى بطاقتك: ₦80,000.',
    );
  });

  it('says nothing of balances for a booking paid at the property', () => {
    const message = renderBookingChanged(booking(), change, LINK, PAY);
    expect(message.text).not.toMatch(/Paid by card|Balance|Refund/);
    expect(message.html).not.toContain(PAY);
  });
});

describe('renderBookingCancelled', () => {
  it('names the charge of a late cancellation', () => {
    const message = renderBookingCancelled(booking(), { fee: 180_000, refundAmount: 0 }, LINK);
    expect(message.subject).toBe('Booking cancelled: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(message.text.split('\n')).toEqual(
      expect.arrayContaining([
        'Booking reference: K7QM2XPA',
        'Cancelled stay: Dec 10, 2026 to Dec 13, 2026',
        'Cancellation charge: ₦180,000',
      ]),
    );
    expect(message.text).not.toContain('Refund');
    expect(message.sms).toBe(
      'StayNaija: booking K7QM2XPA at Harbour & <Sons> Hotel, Dec 10, 2026 to Dec 13, 2026, is cancelled. Cancellation charge: ₦180,000.',
    );
  });

  it('says a free cancellation costs nothing and names the refund to the card', () => {
    const message = renderBookingCancelled(booking(), { fee: 0, refundAmount: 180_000 }, LINK);
    expect(message.text).toContain('Cancellation charge: None: cancelled free of charge');
    expect(message.text).toContain(
      'Refund to your card: ₦180,000, on its way back to the card you paid with. Your bank may take a few working days to show it.',
    );
    expect(message.sms).toContain('is cancelled. No charge. Refund of ₦180,000 to your card.');
  });

  it('writes in the booking’s language', () => {
    const french = renderBookingCancelled(booking({ locale: 'fr' }), { fee: 0, refundAmount: 180_000 }, LINK);
    expect(french.subject).toBe('Réservation annulée : Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(french.text).toContain('Frais d’annulation : Aucuns : annulation gratuite');
    expect(french.text).toContain('Remboursement sur votre carte : ₦180,000, en cours de remboursement');
    const arabic = renderBookingCancelled(booking({ locale: 'ar' }), { fee: 180_000, refundAmount: 0 }, LINK);
    expect(arabic.subject).toBe('تم إلغاء الحجز: Harbour & <Sons> Hotel (K7QM2XPA)');
    expect(arabic.text).toContain('رسوم الإلغاء: ₦180,000');
    expect(arabic.sms).toContain('K7QM2XPA');
    const chinese = renderBookingCancelled(booking({ locale: 'zh' }), { fee: 0, refundAmount: 0 }, LINK);
    expect(chinese.text).toContain('取消费用：无：免费取消');
  });
});

describe('manageBookingPageUrl', () => {
  it('is the booking’s manage page in the language', () => {
    expect(manageBookingPageUrl('https://staynaija.com', 'b1', 'en')).toBe(PAY);
    expect(manageBookingPageUrl('https://staynaija.com', 'b1', 'fr')).toBe(
      'https://staynaija.com/fr/manage-booking/b1',
    );
  });
});

describe('myBookingsUrl', () => {
  it('is the settings page’s bookings tab in the language', () => {
    expect(myBookingsUrl('https://staynaija.com', 'en')).toBe(LINK);
    expect(myBookingsUrl('https://staynaija.com', 'ar')).toBe(
      'https://staynaija.com/ar/hotel/settings?tab=My+Bookings',
    );
  });
});
