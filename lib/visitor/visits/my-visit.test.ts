import { describe, expect, it } from 'vitest';
import { myVisitRules } from './my-visit';

const start = new Date('2026-12-03T13:00:00Z');
const found = (over: { status?: string; cancelledAt?: Date | null; propertyId?: number | null } = {}) =>
  ({
    booking: { status: over.status ?? 'booked' },
    slot: {
      startsAt: start,
      minutes: 30,
      cancelledAt: over.cancelledAt ?? null,
      propertyId: over.propertyId === undefined ? 4101 : over.propertyId,
    },
  }) as unknown as Parameters<typeof myVisitRules>[0];
const at = (iso: string) => new Date(iso);

describe('myVisitRules', () => {
  it('lets a booking ahead be cancelled and moved', () => {
    expect(myVisitRules(found(), at('2026-12-02T10:00:00Z'))).toEqual({ status: 'booked', canCancel: true, canMove: true });
  });

  it('refuses a move within the two hours before the slot, and still allows the cancel', () => {
    expect(myVisitRules(found(), at('2026-12-03T11:00:00Z'))).toEqual({ status: 'booked', canCancel: true, canMove: true });
    expect(myVisitRules(found(), at('2026-12-03T11:00:01Z'))).toEqual({ status: 'booked', canCancel: true, canMove: false });
  });

  it('allows nothing once the visit started, took place or was cancelled', () => {
    expect(myVisitRules(found(), at('2026-12-03T13:00:00Z'))).toEqual({ status: 'started', canCancel: false, canMove: false });
    expect(myVisitRules(found(), at('2026-12-03T13:30:00Z'))).toEqual({ status: 'took-place', canCancel: false, canMove: false });
    expect(myVisitRules(found({ status: 'cancelled' }), at('2026-12-02T10:00:00Z'))).toEqual({
      status: 'cancelled',
      canCancel: false,
      canMove: false,
    });
    expect(myVisitRules(found({ cancelledAt: at('2026-12-01T10:00:00Z') }), at('2026-12-02T10:00:00Z'))).toMatchObject({
      status: 'cancelled',
      canCancel: false,
    });
  });

  it("offers no move for a project slot (its choice is a property's)", () => {
    expect(myVisitRules(found({ propertyId: null }), at('2026-12-02T10:00:00Z'))).toMatchObject({ canCancel: true, canMove: false });
  });
});
