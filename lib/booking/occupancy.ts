/**
 * Who a selection of rooms can house: the one rule every page and every server check uses.
 *
 * A room type sleeps up to `maxAdults` adults and `maxChildren` children per room. A selection fits a party when
 *   - its rooms together sleep at least the party's adults: sum(maxAdults × rooms) ≥ adults, and
 *   - its rooms together have a bed for everyone: sum((maxAdults + maxChildren) × rooms) ≥ adults + children.
 * A child may take an adult's place, never the reverse. The party is spread over the whole selection, so a child
 * in a room type without children's places is fine while another room (or a free adult place) takes them.
 *
 * Extra guests named on the booking form travel too: each counts as one more adult, since nothing says they are
 * children (see bookingParty).
 */
import type { ValidationKey } from '@/lib/errors';

export interface Party {
  adults: number;
  children: number;
}

export interface RoomSleeps {
  maxAdults: number;
  maxChildren: number;
}

/** A room type of a selection and how many of its rooms are chosen. */
export interface SelectedRooms extends RoomSleeps {
  numberOfRooms: number;
}

/** How many adults a selection sleeps, and how many people (adults and children together). */
export interface Sleeps {
  adults: number;
  people: number;
}

/** What the chosen rooms sleep together. */
export function selectionSleeps(rooms: readonly SelectedRooms[]): Sleeps {
  return rooms.reduce(
    (total, r) => {
      const n = Math.max(0, r.numberOfRooms);
      return {
        adults: total.adults + r.maxAdults * n,
        people: total.people + (r.maxAdults + r.maxChildren) * n,
      };
    },
    { adults: 0, people: 0 },
  );
}

/** Whether beds for `sleeps` house the party: enough adults' places, and enough places for everyone. */
export function sleepsParty(sleeps: Sleeps, party: Party): boolean {
  return sleeps.adults >= party.adults && sleeps.people >= party.adults + party.children;
}

/** Whether the chosen rooms can house the party (the rule above). */
export function partyFits(rooms: readonly SelectedRooms[], party: Party): boolean {
  return sleepsParty(selectionSleeps(rooms), party);
}

/**
 * The fewest rooms of one type that house the party on their own, or null when no number of them can (a type
 * without adults' places).
 */
export function roomsNeeded(room: RoomSleeps, party: Party): number | null {
  if (room.maxAdults < 1) return null;
  const forAdults = Math.ceil(party.adults / room.maxAdults);
  const forEveryone = Math.ceil((party.adults + party.children) / (room.maxAdults + room.maxChildren));
  return Math.max(1, forAdults, forEveryone);
}

/** The party a booking has to house: its adults and children, and each extra guest named on the form as an adult. */
export function bookingParty(guests: Party, extraGuests: number): Party {
  return { adults: guests.adults + extraGuests, children: guests.children };
}

/** Why a booking's party does not fit its rooms, as a field message: which field, which text, and its figures. */
export interface OccupancyProblem {
  /** 'guests' when the party itself does not fit; 'guestDetails' when only the extra guests make it too large. */
  field: 'guests' | 'guestDetails';
  key: Extract<ValidationKey, 'partyTooLarge' | 'extraGuestsDoNotFit'>;
  values: { sleepsAdults: number; sleepsChildren: number; adults: number; children: number };
}

/** The figures the texts about a party that does not fit are filled with. */
export function occupancyValues(sleeps: Sleeps, party: Party): OccupancyProblem['values'] {
  return {
    sleepsAdults: sleeps.adults,
    sleepsChildren: Math.max(0, sleeps.people - sleeps.adults),
    adults: party.adults,
    children: party.children,
  };
}

/** What is wrong with a booking's party for its rooms, or null when the rooms house it with its extra guests. */
export function occupancyProblem(
  rooms: readonly SelectedRooms[],
  guests: Party,
  extraGuests: number,
): OccupancyProblem | null {
  const sleeps = selectionSleeps(rooms);
  if (!sleepsParty(sleeps, guests)) {
    return { field: 'guests', key: 'partyTooLarge', values: occupancyValues(sleeps, guests) };
  }
  const party = bookingParty(guests, extraGuests);
  if (!sleepsParty(sleeps, party)) {
    return { field: 'guestDetails', key: 'extraGuestsDoNotFit', values: occupancyValues(sleeps, party) };
  }
  return null;
}
