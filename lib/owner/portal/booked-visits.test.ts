import { describe, expect, it } from 'vitest';
import { bookedVisitOrder } from './booked-visits';

const now = new Date('2026-11-28T10:00:00Z');
const visit = (slotId: number, startsAt: string) => ({ slotId, startsAt: new Date(startsAt) });

describe('bookedVisitOrder', () => {
  it('puts what is ahead first, soonest on top, then what is past, most recent on top', () => {
    const visits = [
      visit(1, '2026-11-01T09:00:00Z'),
      visit(2, '2026-12-10T09:00:00Z'),
      visit(3, '2026-11-27T15:00:00Z'),
      visit(4, '2026-11-29T09:00:00Z'),
      visit(5, '2026-11-28T10:00:00Z'),
    ];
    expect(bookedVisitOrder(visits, now).map((v) => v.slotId)).toEqual([5, 4, 2, 3, 1]);
  });

  it('keeps two bookings of one slot together and leaves its input as it was', () => {
    const visits = [visit(7, '2026-12-01T09:00:00Z'), visit(6, '2026-12-01T09:00:00Z'), visit(7, '2026-12-01T09:00:00Z')];
    expect(bookedVisitOrder(visits, now).map((v) => v.slotId)).toEqual([6, 7, 7]);
    expect(visits.map((v) => v.slotId)).toEqual([7, 6, 7]);
  });

  it('is empty for no visits', () => {
    expect(bookedVisitOrder([], now)).toEqual([]);
  });
});
