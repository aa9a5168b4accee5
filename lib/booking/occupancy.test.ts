import { bookingParty, partyFits, roomsNeeded, selectionSleeps, sleepsParty } from './occupancy';

const king = { maxAdults: 2, maxChildren: 0 };
const family = { maxAdults: 2, maxChildren: 2 };
const single = { maxAdults: 1, maxChildren: 0 };

describe('what rooms sleep', () => {
  it('adds up adults’ places, and places for everyone, over every chosen room', () => {
    expect(selectionSleeps([{ ...king, numberOfRooms: 2 }])).toEqual({ adults: 4, people: 4 });
    expect(
      selectionSleeps([
        { ...king, numberOfRooms: 1 },
        { ...family, numberOfRooms: 2 },
      ]),
    ).toEqual({
      adults: 6,
      people: 10,
    });
    expect(selectionSleeps([])).toEqual({ adults: 0, people: 0 });
  });
});

describe('whether a party fits the chosen rooms', () => {
  it('refuses 30 adults and 10 children in one King room', () => {
    expect(partyFits([{ ...king, numberOfRooms: 1 }], { adults: 30, children: 10 })).toBe(false);
  });

  it('houses 2 adults in one King room, and not 3', () => {
    expect(partyFits([{ ...king, numberOfRooms: 1 }], { adults: 2, children: 0 })).toBe(true);
    expect(partyFits([{ ...king, numberOfRooms: 1 }], { adults: 3, children: 0 })).toBe(false);
  });

  it('lets a child take a free adult’s place, in a room type without children’s places too', () => {
    expect(partyFits([{ ...king, numberOfRooms: 1 }], { adults: 1, children: 1 })).toBe(true);
    expect(partyFits([{ ...king, numberOfRooms: 2 }], { adults: 3, children: 1 })).toBe(true);
  });

  it('never lets an adult take a child’s place', () => {
    expect(partyFits([{ ...family, numberOfRooms: 1 }], { adults: 3, children: 0 })).toBe(false);
    expect(partyFits([{ ...family, numberOfRooms: 1 }], { adults: 2, children: 2 })).toBe(true);
    expect(partyFits([{ ...family, numberOfRooms: 1 }], { adults: 2, children: 3 })).toBe(false);
  });

  it('spreads the party over the whole selection', () => {
    // 3 adults and 1 child: a King room and a single room give 3 adults’ places but no bed for the child.
    const party = { adults: 3, children: 1 };
    expect(
      partyFits(
        [
          { ...king, numberOfRooms: 1 },
          { ...single, numberOfRooms: 1 },
        ],
        party,
      ),
    ).toBe(false);
    expect(
      partyFits(
        [
          { ...single, numberOfRooms: 1 },
          { ...family, numberOfRooms: 1 },
        ],
        party,
      ),
    ).toBe(true);
  });

  it('houses nobody in no rooms', () => {
    expect(partyFits([], { adults: 1, children: 0 })).toBe(false);
    expect(sleepsParty({ adults: 0, people: 0 }, { adults: 1, children: 0 })).toBe(false);
  });
});

describe('rooms of one type a party needs', () => {
  it('is the fewest rooms that house the party on their own', () => {
    expect(roomsNeeded(king, { adults: 2, children: 0 })).toBe(1);
    expect(roomsNeeded(king, { adults: 3, children: 1 })).toBe(2);
    expect(roomsNeeded(king, { adults: 1, children: 4 })).toBe(3);
    expect(roomsNeeded(family, { adults: 2, children: 2 })).toBe(1);
    expect(roomsNeeded(family, { adults: 5, children: 0 })).toBe(3);
  });

  it('is none for a room type without adults’ places', () => {
    expect(roomsNeeded({ maxAdults: 0, maxChildren: 2 }, { adults: 1, children: 0 })).toBeNull();
  });
});

describe('the party of a booking', () => {
  it('counts each extra guest named on the form as an adult', () => {
    expect(bookingParty({ adults: 2, children: 1 }, 2)).toEqual({ adults: 4, children: 1 });
    expect(bookingParty({ adults: 2, children: 0 }, 0)).toEqual({ adults: 2, children: 0 });
  });
});
