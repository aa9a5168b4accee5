import { bookerRoomCap, needsConfirmedContact, phoneKey, shareBreach } from './fair-share';

describe('fair holds', () => {
  it('lets one booker hold half of a room type per night, never fewer than two rooms nor more than there are', () => {
    expect([1, 2, 3, 4, 5, 10, 11, 40].map(bookerRoomCap)).toEqual([1, 2, 2, 2, 2, 5, 5, 20]);
  });

  it('asks for a confirmed contact above six room-nights paid at the property', () => {
    expect(needsConfirmedContact(1, 6)).toBe(false);
    expect(needsConfirmedContact(2, 3)).toBe(false);
    expect(needsConfirmedContact(1, 7)).toBe(true);
    expect(needsConfirmedContact(3, 3)).toBe(true);
  });

  it('reads a Nigerian number the same in every way it is written', () => {
    expect(new Set(['0803 123 4567', '+2348031234567', '234-803-123-4567'].map(phoneKey))).toEqual(
      new Set(['8031234567']),
    );
  });

  it('finds the first night on which held and asked rooms pass the cap', () => {
    const held = [
      { roomCategoryId: 'king', checkIn: '2026-12-01', checkOut: '2026-12-03', numberOfRooms: 3 },
      { roomCategoryId: 'king', checkIn: '2026-12-02', checkOut: '2026-12-04', numberOfRooms: 2 },
      { roomCategoryId: 'suite', checkIn: '2026-12-01', checkOut: '2026-12-05', numberOfRooms: 9 },
    ];
    const nights = ['2026-12-01', '2026-12-02', '2026-12-03'];
    // 10 kings: a cap of 5. Held: 3 on the 1st, 5 on the 2nd, 2 on the 3rd.
    expect(shareBreach([{ roomCategoryId: 'king', numberOfRooms: 2, totalRooms: 10 }], nights, held)).toEqual({
      roomCategoryId: 'king',
      night: '2026-12-02',
      cap: 5,
    });
    expect(shareBreach([{ roomCategoryId: 'king', numberOfRooms: 2, totalRooms: 10 }], ['2026-12-03'], held)).toBe(
      null,
    );
    // Another type's holdings do not count.
    expect(shareBreach([{ roomCategoryId: 'double', numberOfRooms: 5, totalRooms: 10 }], nights, held)).toBe(null);
  });
});
