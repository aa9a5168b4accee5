import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AvailableRoom } from '@/lib/data/availability';
import { addDays, todayInLagos } from '@/lib/dates';

/** A day n days from today in Lagos. */
const day = (n: number) => addDays(todayInLagos(), n);
import type { ComponentProps } from 'react';
import { renderInSegment } from '@/i18n/testing';
import { BookingHorizonProvider } from '@/components/search/booking-horizon';
import Availability from './availability-part';
import { BOOKING_SELECTION_KEY, navigateTo } from './booking-selection';
import { SEARCH_PARAMS_KEY } from './initial-stay';
import { toRoomOffer } from './room-offer';

jest.mock('./booking-selection', () => ({ ...jest.requireActual('./booking-selection'), navigateTo: jest.fn() }));

function room(over: Partial<AvailableRoom>): AvailableRoom {
  return {
    categoryId: 'double',
    roomName: 'Marina Double',
    description: 'A double room.',
    maxAdults: 2,
    maxChildren: 0,
    bedType: 'Double',
    sizeSqm: 20,
    amenities: ['Air conditioning', 'Smart TV', 'Work desk', 'Rain shower', 'Minibar'],
    images: ['/media/room/marina-double-0.svg'],
    nonRefundable: true,
    roomsLeft: 3,
    nights: 2,
    actualPrice: 95000,
    discountedPrice: 84000,
    discountReason: 'nonRefundable',
    totalForStay: 168000,
    ...over,
  };
}

const rooms = [
  room({}),
  room({
    categoryId: 'king',
    roomName: 'Broad Street King',
    nonRefundable: false,
    discountedPrice: 125000,
    actualPrice: 125000,
    discountReason: null,
    totalForStay: 250000,
  }),
  room({ categoryId: 'suite', roomName: 'Heritage Suite', roomsLeft: 0 }),
];

const stay = { checkIn: day(40), checkOut: day(42), adults: 2, children: 0, rooms: 1 };

/** The hotel's availability, below the booking horizon the page frame hands down (365 days unless given). */
function setup(props: Partial<ComponentProps<typeof Availability>> = {}, horizonDays = 365) {
  renderInSegment(
    'hotel',
    <BookingHorizonProvider horizonDays={horizonDays}>
      <Availability
        property={{
          id: 'p-1',
          slug: 'adire-house-marina',
          name: 'Adire House Marina',
          city: 'Lagos Island',
          checkInTime: '13:00',
          checkOutTime: '12:00',
        }}
        today={todayInLagos()}
        initialStay={stay}
        stayFromUrl
        initialRooms={rooms.map(toRoomOffer)}
        {...props}
      />
    </BookingHorizonProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/hotel/adire-house-marina');
  global.fetch = jest.fn();
  jest.mocked(navigateTo).mockReset();
});

describe('Availability', () => {
  it('shows the rooms the server priced, with discounts, totals and what is left', async () => {
    setup();
    // The list's code is a part of its own, loaded as the rooms are.
    await screen.findAllByRole('article');
    const double = card('Marina Double');
    expect(within(double).getByText('₦84,000')).toBeInTheDocument();
    expect(within(double).getByText('Was ₦95,000')).toBeInTheDocument();
    expect(within(double).getByText('Non-refundable discount')).toBeInTheDocument();
    expect(within(double).getByText('Total for 2 nights')).toBeInTheDocument();
    expect(within(double).getByText('₦168,000')).toBeInTheDocument();
    expect(within(double).getByText('3 rooms left')).toBeInTheDocument();
    expect(within(double).getByText('Sleeps 2 adults')).toBeInTheDocument();
    expect(within(double).getByText('Bed: Double')).toBeInTheDocument();
    expect(within(double).getByText('20 m²')).toBeInTheDocument();
    expect(within(double).getAllByRole('listitem')).toHaveLength(4);
    expect(within(card('Broad Street King')).getByText('Free cancellation')).toBeInTheDocument();
    expect(within(double).getAllByRole('option')).toHaveLength(4);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('disables the picker of a sold-out room', async () => {
    setup();
    await screen.findAllByRole('article');
    const suite = card('Heritage Suite');
    expect(within(suite).getByText('Sold out')).toBeInTheDocument();
    expect(within(suite).getByRole('combobox')).toBeDisabled();
    expect(within(card('Marina Double')).getByRole('combobox')).toBeEnabled();
  });

  it('re-fetches for new dates and keeps them in the URL and the stored search', async () => {
    jest.mocked(global.fetch).mockResolvedValue({
      ok: true,
      json: async () => ({ response: [room({ nights: 3, totalForStay: 252000 })] }),
    } as Response);
    setup();
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: day(43) } });
    await userEvent.click(screen.getByRole('button', { name: 'Increase Adults' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(global.fetch).toHaveBeenCalledWith(
      `/api/hotels/p-1/search-availability?checkInDate=${day(40)}&checkOutDate=${day(43)}&rooms=1`,
      expect.anything(),
    );
    expect(await screen.findByText('Total for 3 nights')).toBeInTheDocument();
    expect(screen.getByText('₦252,000')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Broad Street King' })).not.toBeInTheDocument();
    expect(window.location.search).toBe(`?checkIn=${day(40)}&checkOut=${day(43)}&adults=3&children=0&room=1`);
    expect(JSON.parse(sessionStorage.getItem(SEARCH_PARAMS_KEY) ?? '{}')).toEqual({
      location: 'Lagos Island',
      checkIn: day(40),
      checkOut: day(43),
      adults: 3,
      children: 0,
      room: 1,
    });
  });

  it('offers no room for a check-in beyond the booking horizon, and says how far ahead one may be', async () => {
    setup({ initialStay: { ...stay, checkIn: day(31), checkOut: day(33) }, initialRooms: [] }, 30);
    expect(screen.getByRole('alert')).toHaveTextContent('Check-in can be at most 30 days ahead.');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Check-in')).toHaveAttribute('max', day(30));
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('max', day(60));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findAllByText('Check-in can be at most 30 days ahead.')).toHaveLength(2);
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the failure message and empties the list when the fetch fails', async () => {
    jest.mocked(global.fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    setup();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch available rooms. Please try again.');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Reserve' })).toBeDisabled();
  });

  it('checks the stay form with the stay schema: a party out of range stays on its field, unsent', async () => {
    setup();
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '31');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // The checked form has taken over from the plain one, with what was typed.
    const checked = await screen.findByRole('spinbutton', { name: 'Adults' });
    await waitFor(() => expect(checked).toHaveAccessibleDescription('Adults must be a whole number from 1 to 30'));
    expect(checked).toHaveValue(31);
    expect(checked).toHaveFocus();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('shows the failure message when the server could not price the rooms', () => {
    setup({ initialRooms: null });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch available rooms. Please try again.');
  });

  it('applies a stored search when the link carried none', async () => {
    sessionStorage.setItem(
      SEARCH_PARAMS_KEY,
      JSON.stringify({
        location: 'Lagos',
        checkIn: day(60),
        checkOut: day(64),
        adults: 1,
        children: 0,
        room: 2,
      }),
    );
    jest.mocked(global.fetch).mockResolvedValue({ ok: true, json: async () => ({ response: rooms }) } as Response);
    setup({ stayFromUrl: false });
    await waitFor(() =>
      expect(global.fetch).toHaveBeenCalledWith(
        `/api/hotels/p-1/search-availability?checkInDate=${day(60)}&checkOutDate=${day(64)}&rooms=2`,
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText('Check-in')).toHaveValue(day(60));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
  });

  it('reserves the chosen rooms: stores the selection and opens the booking page', async () => {
    setup();
    const reserve = screen.getByRole('button', { name: 'Reserve' });
    expect(reserve).toBeDisabled();
    await userEvent.selectOptions(within(card('Marina Double')).getByRole('combobox'), '2');
    await userEvent.selectOptions(within(card('Broad Street King')).getByRole('combobox'), '1');
    expect(screen.getByText('3 rooms for 2 nights')).toBeInTheDocument();
    expect(screen.getByText('₦586,000')).toBeInTheDocument();
    await userEvent.click(reserve);

    const stored = JSON.parse(sessionStorage.getItem(BOOKING_SELECTION_KEY) ?? 'null');
    expect(stored).toMatchObject({
      selectedRoomDetails: [
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
      ],
      totalSelectedRooms: 3,
      totalActualPrice: 630000,
      totalDiscountedPrice: 586000,
      checkInDate: day(40),
      checkOutDate: day(42),
      checkInTime: '13:00',
      checkOutTime: '12:00',
      numOfNight: 2,
      numOfAdults: 2,
      numOfChildren: 0,
      numOfRooms: 3,
      hotelName: 'Adire House Marina',
    });
    expect(navigateTo).toHaveBeenCalledWith(
      `/hotel/booking-details/p-1?checkIn=${day(40)}&checkOut=${day(42)}&adults=2&children=0&rooms=3&selection=double:2,king:1`,
    );
  });

  it('offers Reserve only for rooms that house the party, and says why not next to it', async () => {
    const family = room({ categoryId: 'family', roomName: 'Family Room', maxAdults: 2, maxChildren: 2, roomsLeft: 1 });
    setup({ initialStay: { ...stay, adults: 3, children: 1 }, initialRooms: [...rooms, family].map(toRoomOffer) });
    expect(within(card('Family Room')).getByText('Sleeps 2 adults and 2 children')).toBeInTheDocument();
    expect(within(card('Marina Double')).getByText('Your party needs 2 of these rooms')).toBeInTheDocument();
    // One Family Room is left, and it alone cannot take a third adult.
    expect(
      within(card('Family Room')).getByText('Not enough of these rooms left for your party on their own'),
    ).toBeInTheDocument();

    const reserve = screen.getByRole('button', { name: 'Reserve' });
    await userEvent.selectOptions(within(card('Marina Double')).getByRole('combobox'), '1');
    const message =
      'These rooms sleep 2 adults; your party is 3 adults and 1 child. Add a room or choose a larger one.';
    expect(reserve).toBeDisabled();
    expect(reserve).toHaveAccessibleDescription(message);
    await userEvent.selectOptions(within(card('Family Room')).getByRole('combobox'), '1');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    expect(reserve).toBeEnabled();
    await userEvent.click(reserve);
    expect(navigateTo).toHaveBeenCalledWith(
      `/hotel/booking-details/p-1?checkIn=${day(40)}&checkOut=${day(42)}&adults=3&children=1&rooms=2&selection=double:1,family:1`,
    );
  });

  it('says when the rooms left cannot house the party at all', () => {
    setup({ initialStay: { ...stay, adults: 20 } });
    expect(
      screen.getByText('The rooms left for these dates cannot house your party. Try other dates or fewer guests.'),
    ).toBeInTheDocument();
  });
});
