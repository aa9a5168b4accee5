import type { APIRequestContext } from '@playwright/test';

export interface Stay {
  hotelId: string;
  categoryId: string;
  checkInDate: string;
  checkOutDate: string;
}

/** POST /api/bookings/{hotelId}/new for one room of a category, two adults, with the guest's contact details. */
export function createBooking(
  request: APIRequestContext,
  stay: Stay,
  guest: { email: string; fullName: string; phoneNumber: string; address: string; state: string },
) {
  return request.post(`/api/bookings/${stay.hotelId}/new`, {
    data: {
      checkInDate: stay.checkInDate,
      checkOutDate: stay.checkOutDate,
      bookingInfo: {
        email: guest.email,
        fullName: guest.fullName,
        phoneNumber: guest.phoneNumber,
        location: { address: guest.address, state: guest.state, zipCode: '', country: 'Nigeria' },
      },
      guests: { adults: 2, children: 0 },
      guestDetails: [],
      rooms: [{ numberOfRooms: 1, room: stay.categoryId }],
      specialRequest: '',
      purpose: 'Leisure',
      arrivalTime: '1:00pm-2:00pm',
      paperlessConfirmation: true,
    },
  });
}
