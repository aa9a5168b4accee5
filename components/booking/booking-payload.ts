import type { Quote } from '@/lib/booking/quote';
import { normalisePhone } from '@/lib/phone';
import type { BookingCreatePayload, BookingForm } from '@/lib/validation/booking';

/** The guest's details the form starts with. */
export interface GuestDefaults {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
}

/** A signed-in guest's details, fullName split as the spec says: the first word, then the rest; +234 phones. */
export function guestDefaults(
  user: { fullName: string; email: string; phoneNumber: string | null } | null,
): GuestDefaults {
  if (!user) return { firstName: '', lastName: '', email: '', phoneNumber: '' };
  const [firstName = '', ...rest] = user.fullName.trim().split(/\s+/);
  return {
    firstName,
    lastName: rest.join(' '),
    email: user.email,
    phoneNumber: user.phoneNumber ? normalisePhone(user.phoneNumber) : '',
  };
}

export interface PayloadStay {
  checkIn: string;
  checkOut: string;
  adults: number;
  children: number;
}

/**
 * The spec's booking create payload from the checked form, the stay and the server's quote. The figures are sent as
 * the spec's payload has them; the server prices the booking again and stores only its own.
 */
export function buildBookingPayload(form: BookingForm, stay: PayloadStay, quote: Quote): BookingCreatePayload {
  return {
    checkInDate: stay.checkIn,
    checkOutDate: stay.checkOut,
    bookingInfo: {
      email: form.email,
      fullName: `${form.firstName} ${form.lastName}`.trim(),
      phoneNumber: form.phoneNumber,
      location: { address: null, state: null, zipCode: null, country: form.country.value },
    },
    guests: { adults: stay.adults, children: stay.children },
    guestDetails: form.guests.map((g) => ({
      fullName: `${g.firstName} ${g.lastName}`.trim(),
      email: g.email,
      phoneNumber: g.phoneNumber,
    })),
    rooms: quote.lines.map((line) => ({
      numberOfRooms: line.numberOfRooms,
      room: line.roomCategoryId,
      price: line.pricePerNight,
      discountedPrice: line.discountedPricePerNight,
      reason: line.discountReason,
    })),
    totalPrice: quote.totalPrice,
    discountedPrice: quote.discountedPrice,
    amountToBePaid: quote.amountToBePaid,
    specialRequest: form.request,
    purpose: form.purpose,
    arrivalTime: form.arrivalTime,
    paperlessConfirmation: form.paperlessConfirmation,
  };
}
