import { lagosInstant } from '@/lib/dates';
import { droppedNightsCharge, settlementOf, type StayRoom } from './change-settlement';

const refundable: StayRoom = {
  roomCategoryId: 'deluxe',
  numberOfRooms: 1,
  discountedPricePerNight: 100_000,
  nonRefundable: false,
};
const saver: StayRoom = {
  roomCategoryId: 'saver',
  numberOfRooms: 2,
  discountedPricePerNight: 50_000,
  nonRefundable: true,
};
const early = lagosInstant('2030-03-01', '09:00');

describe('droppedNightsCharge', () => {
  it('keeps nothing when a refundable stay is shortened, moved or lengthened before check-in', () => {
    const before = { checkInDate: '2030-03-10', checkOutDate: '2030-03-15', rooms: [refundable] };
    const shorter = { checkInDate: '2030-03-10', checkOutDate: '2030-03-11', rooms: [refundable] };
    const moved = { checkInDate: '2030-04-01', checkOutDate: '2030-04-06', rooms: [refundable] };
    expect(droppedNightsCharge(before, shorter, early)).toBe(0);
    expect(droppedNightsCharge(before, moved, early)).toBe(0);
    expect(droppedNightsCharge(shorter, before, early)).toBe(0);
  });

  it('keeps the non-refundable room-nights the new stay drops, and only those', () => {
    const before = { checkInDate: '2030-03-10', checkOutDate: '2030-03-13', rooms: [refundable, saver] };
    // Two nights fewer: two nights of two saver rooms stay charged; the refundable room's nights go back.
    const shorter = {
      checkInDate: '2030-03-10',
      checkOutDate: '2030-03-11',
      rooms: [
        { roomCategoryId: 'deluxe', numberOfRooms: 1 },
        { roomCategoryId: 'saver', numberOfRooms: 2 },
      ],
    };
    expect(droppedNightsCharge(before, shorter, early)).toBe(2 * 2 * 50_000);
    // Same nights, one saver room fewer.
    const fewer = {
      ...before,
      rooms: [
        { roomCategoryId: 'deluxe', numberOfRooms: 1 },
        { roomCategoryId: 'saver', numberOfRooms: 1 },
      ],
    };
    expect(droppedNightsCharge(before, fewer, early)).toBe(3 * 50_000);
    // Moved a day later: the first night of both saver rooms is dropped.
    const later = { ...before, checkInDate: '2030-03-11', checkOutDate: '2030-03-14' };
    expect(droppedNightsCharge(before, later, early)).toBe(2 * 50_000);
  });

  it('keeps every dropped room-night once the free cancellation has ended', () => {
    const before = { checkInDate: '2030-03-10', checkOutDate: '2030-03-12', rooms: [refundable] };
    const shorter = { ...before, checkOutDate: '2030-03-11' };
    expect(droppedNightsCharge(before, shorter, lagosInstant('2030-03-10', '13:00'))).toBe(100_000);
  });
});

describe('settlementOf', () => {
  it('makes the difference a balance due when the price rises above what was paid', () => {
    expect(settlementOf({ amountToBePaid: 500_000, changeCharge: 0, netPaid: 100_000 })).toEqual({
      balanceDue: 400_000,
      refundOwed: 0,
    });
  });

  it('owes back what was paid beyond the new price and the kept charges', () => {
    expect(settlementOf({ amountToBePaid: 100_000, changeCharge: 50_000, netPaid: 300_000 })).toEqual({
      balanceDue: 0,
      refundOwed: 150_000,
    });
    expect(settlementOf({ amountToBePaid: 250_000, changeCharge: 50_000, netPaid: 300_000 })).toEqual({
      balanceDue: 0,
      refundOwed: 0,
    });
  });

  it('leaves a booking nothing was paid for by card without balance or refund', () => {
    expect(settlementOf({ amountToBePaid: 500_000, changeCharge: 0, netPaid: 0 })).toEqual({
      balanceDue: 0,
      refundOwed: 0,
    });
  });
});
