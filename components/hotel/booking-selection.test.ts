import {
  BOOKING_SELECTION_KEY,
  bookingDetailsHref,
  buildBookingSelection,
  writeBookingSelection,
  type SelectionInput,
} from './booking-selection';

const input: SelectionInput = {
  property: {
    id: 'p-1',
    slug: 'adire-house-marina',
    name: 'Adire House Marina',
    checkInTime: '13:00',
    checkOutTime: '12:00',
  },
  stay: { checkIn: '2030-04-01', checkOut: '2030-04-04', adults: 3, children: 1, rooms: 2 },
  rooms: [
    {
      categoryId: 'double',
      roomName: 'Marina Double',
      actualPrice: 95000,
      discountedPrice: 84000,
      discountReason: 'nonRefundable',
    },
    {
      categoryId: 'king',
      roomName: 'Broad Street King',
      actualPrice: 125000,
      discountedPrice: 125000,
      discountReason: null,
    },
    {
      categoryId: 'suite',
      roomName: 'Heritage Suite',
      actualPrice: 200000,
      discountedPrice: 190000,
      discountReason: 'other',
    },
  ],
  counts: { double: 2, king: 1, suite: 0 },
};

describe('buildBookingSelection', () => {
  it('lists the chosen rooms with the spec field names and their prices per night', () => {
    const selection = buildBookingSelection(input);
    expect(selection.selectedRoomDetails).toEqual([
      {
        categoryId: 'double',
        roomName: 'Marina Double',
        selectedRooms: 2,
        actualPrice: 95000,
        discountedPrice: 84000,
        discountReason: 'nonRefundable',
      },
      {
        categoryId: 'king',
        roomName: 'Broad Street King',
        selectedRooms: 1,
        actualPrice: 125000,
        discountedPrice: 125000,
        discountReason: null,
      },
    ]);
  });

  it('totals price × nights × rooms and carries the booking summary inputs', () => {
    expect(buildBookingSelection(input)).toMatchObject({
      totalSelectedRooms: 3,
      totalActualPrice: (95000 * 2 + 125000) * 3,
      totalDiscountedPrice: (84000 * 2 + 125000) * 3,
      checkInDate: '2030-04-01',
      checkOutDate: '2030-04-04',
      checkInTime: '13:00',
      checkOutTime: '12:00',
      numOfNight: 3,
      numOfAdults: 3,
      numOfChildren: 1,
      numOfRooms: 3,
      hotelName: 'Adire House Marina',
      propertyId: 'p-1',
    });
  });

  it('is empty when nothing is chosen', () => {
    const selection = buildBookingSelection({ ...input, counts: {} });
    expect(selection).toMatchObject({ selectedRoomDetails: [], totalSelectedRooms: 0, totalDiscountedPrice: 0 });
  });
});

it('links to the booking page with the stay and the chosen categories', () => {
  expect(bookingDetailsHref(buildBookingSelection(input))).toBe(
    '/hotel/booking-details/p-1?checkIn=2030-04-01&checkOut=2030-04-04&adults=3&children=1&rooms=3&selection=double:2,king:1',
  );
});

describe('writeBookingSelection', () => {
  it('stores the selection as JSON under booking-selection', () => {
    const selection = buildBookingSelection(input);
    expect(writeBookingSelection(selection)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem(BOOKING_SELECTION_KEY) ?? 'null')).toEqual(selection);
  });

  it('reports a storage that refuses the write', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeBookingSelection(buildBookingSelection(input), refusing)).toBe(false);
  });
});
