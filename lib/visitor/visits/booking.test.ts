// Booking visits on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): a slot's
// capacity holds under 50 visitors at once, the others are offered the next free times; one visitor's
// limit; cancelling frees the place at once; moving; what a signed link opens. Each test has a property
// id of its own, so the tests share one database without seeing each other's slots.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { outbox, visitBookings, visitSlots } from '@/lib/platform/db/schema';
import { insertSlot, slotsWithBookings } from '@/lib/platform/dal/visit-slots';
import { availableSlots, groupByDay } from './availability';
import { book, bookingOfLink, cancelByLink, moveByLink, type Visitor } from './booking';
import { bookingToken } from './tokens';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';

const HOUR = 3_600_000;
const visitor = (n: number | string, lang = 'nl'): Visitor => ({
  name: `Bezoeker ${n}`,
  email: `visitor-${n}@example.test`,
  phone: '+32 470 00 00 00',
  lang,
});

describe.each(TEST_DATABASES)('booking visits on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  /** A slot of `propertyId` starting `hours` from now. */
  const slot = async (propertyId: number, hours: number, capacity = 1, minutes = 30) =>
    (await insertSlot(handle.db, { subject: { propertyId }, startsAt: new Date(Date.now() + hours * HOUR), minutes, capacity })).id;
  const live = async (slotId: number) =>
    (
      await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(visitBookings)
        .where(sql`${visitBookings.slotId} = ${slotId} and ${visitBookings.status} = 'booked'`)
    )[0]!.n;

  it('lets exactly 3 of 50 visitors at once into a slot of 3, and offers the others the next free times', async () => {
    const open = await slot(4201, 48, 3);
    const later = await slot(4201, 72, 2);
    const latest = await slot(4201, 96, 1);
    await slot(4299, 50, 5); // another property's: never offered here
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, n) => book(handle.db, open, visitor(`crowd-${n}`))));
    const booked = outcomes.filter((outcome) => outcome.kind === 'booked');
    const full = outcomes.filter((outcome) => outcome.kind === 'full');
    expect(booked).toHaveLength(3);
    expect(full).toHaveLength(47);
    expect(await live(open)).toBe(3);
    for (const outcome of full)
      expect(outcome.next.map((free) => [free.id, free.placesLeft])).toEqual([
        [later, 2],
        [latest, 1],
      ]);
    const [listed] = await slotsWithBookings(handle.db, { subject: { propertyId: 4201 } });
    expect(listed).toMatchObject({ id: open, placesLeft: 0 });
    expect(listed!.bookings).toHaveLength(3);
  }, 60_000);

  it('holds one visitor to two future bookings per property, counting the address whatever its case', async () => {
    const [a, b, c] = [await slot(4202, 30), await slot(4202, 40), await slot(4202, 50)];
    const other = await slot(4203, 30);
    expect(await book(handle.db, a, visitor('limit'))).toMatchObject({ kind: 'booked', again: false });
    expect(await book(handle.db, b, { ...visitor('limit'), email: 'Visitor-LIMIT@Example.test' })).toMatchObject({ kind: 'booked' });
    expect(await book(handle.db, c, { ...visitor('limit'), email: ' VISITOR-limit@example.test' })).toEqual({ kind: 'limit', max: 2 });
    expect(await live(c)).toBe(0);
    // Another property's slot is not counted with these.
    expect(await book(handle.db, other, visitor('limit'))).toMatchObject({ kind: 'booked' });
    // The same slot again is the place already held, not a second one.
    const again = await book(handle.db, a, visitor('limit'));
    expect(again).toMatchObject({ kind: 'booked', again: true });
    expect(await live(a)).toBe(1);
    const stored = await handle.db
      .select({ email: visitBookings.email })
      .from(visitBookings)
      .where(sql`${visitBookings.slotId} = ${b}`);
    expect(stored).toEqual([{ email: 'visitor-limit@example.test' }]);
  });

  it('holds the limit when one visitor books several slots at once', async () => {
    const slots = await Promise.all([30, 31, 32, 33, 34, 35].map((hours) => slot(4204, hours)));
    const outcomes = await Promise.all(slots.map((id) => book(handle.db, id, visitor('greedy'))));
    expect(outcomes.filter((outcome) => outcome.kind === 'booked')).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome.kind === 'limit')).toHaveLength(4);
  }, 60_000);

  it('answers gone for a cancelled, past, too soon or unknown slot', async () => {
    const cancelled = await slot(4205, 30);
    await handle.db
      .update(visitSlots)
      .set({ cancelledAt: new Date() })
      .where(sql`${visitSlots.id} = ${cancelled}`);
    expect(await book(handle.db, cancelled, visitor('gone'))).toEqual({ kind: 'gone' });
    expect(await book(handle.db, await slot(4205, -1), visitor('gone'))).toEqual({ kind: 'gone' });
    expect(await book(handle.db, await slot(4205, 1), visitor('gone'))).toEqual({ kind: 'gone' });
    expect(await book(handle.db, 2_000_000_000, visitor('gone'))).toEqual({ kind: 'gone' });
  });

  it('offers the free slots of the coming six weeks, from two hours ahead, by Brussels day', async () => {
    const soon = await slot(4206, 1);
    const cancelled = await slot(4206, 26);
    await handle.db
      .update(visitSlots)
      .set({ cancelledAt: new Date() })
      .where(sql`${visitSlots.id} = ${cancelled}`);
    const full = await slot(4206, 27);
    await book(handle.db, full, visitor('availability'));
    const first = await slot(4206, 28, 2);
    const second = await slot(4206, 28.5);
    const far = await slot(4206, 7 * 7 * 24);
    const free = await availableSlots(handle.db, { propertyId: 4206 });
    expect(free.map((row) => row.id)).toEqual([first, second]);
    expect(free.map((row) => row.id)).not.toContain(soon);
    expect(free.map((row) => row.id)).not.toContain(far);
    const days = groupByDay(free);
    expect(days.flatMap((day) => day.slots.map((row) => row.id))).toEqual([first, second]);
    expect(days.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day.date))).toBe(true);
  });

  it('frees the place at once when a booking is cancelled by its link, and says so once', async () => {
    const only = await slot(4207, 30);
    const first = await book(handle.db, only, visitor('first'));
    if (first.kind !== 'booked') throw new Error(`not booked: ${first.kind}`);
    expect(await book(handle.db, only, visitor('second'))).toMatchObject({ kind: 'full', next: [] });
    const token = bookingToken(first.bookingId);
    expect(await cancelByLink(handle.db, token)).toEqual({ kind: 'cancelled' });
    expect(await cancelByLink(handle.db, token)).toEqual({ kind: 'already' });
    expect(await book(handle.db, only, visitor('second'))).toMatchObject({ kind: 'booked' });
  });

  it('moves a booking to another time of the same property, or changes nothing', async () => {
    const [from, to, taken, elsewhere] = [await slot(4208, 30), await slot(4208, 40), await slot(4208, 50), await slot(4209, 30)];
    await book(handle.db, taken, visitor('taken'));
    const booked = await book(handle.db, from, visitor('mover'));
    if (booked.kind !== 'booked') throw new Error(`not booked: ${booked.kind}`);
    const token = bookingToken(booked.bookingId);
    expect(await moveByLink(handle.db, token, taken)).toMatchObject({ kind: 'full' });
    expect(await moveByLink(handle.db, token, elsewhere)).toEqual({ kind: 'gone' });
    expect([await live(from), await live(to)]).toEqual([1, 0]);
    const moved = await moveByLink(handle.db, token, to);
    expect(moved).toMatchObject({ kind: 'booked', slotId: to, again: false });
    expect([await live(from), await live(to)]).toEqual([0, 1]);
    // The old link named the old booking, cancelled now: nothing more to move.
    expect(await moveByLink(handle.db, token, from)).toEqual({ kind: 'gone' });
    // Moving within the limit: two bookings held, one moved, still two.
    const third = await slot(4208, 60);
    expect(await book(handle.db, third, visitor('mover'))).toMatchObject({ kind: 'booked' });
    if (moved.kind !== 'booked') return;
    expect(await moveByLink(handle.db, bookingToken(moved.bookingId), from)).toMatchObject({ kind: 'booked', slotId: from });
  });

  it("queues the moved booking's mails in the move's transaction, and none when the move fails", async () => {
    const [from, to, taken] = [await slot(4211, 30), await slot(4211, 40), await slot(4211, 50)];
    await book(handle.db, taken, visitor('taken-4211'));
    const booked = await book(handle.db, from, visitor('mail-mover'));
    if (booked.kind !== 'booked') throw new Error(`not booked: ${booked.kind}`);
    const kinds = async () =>
      (
        await handle.db
          .select({ kind: outbox.kind })
          .from(outbox)
          .where(sql`${outbox.kind} = 'visit-moved-test'`)
      ).length;
    const seen: [string, number][] = [];
    const mails = async (booking: { id: string }, moved: { id: number }) => {
      seen.push([booking.id, moved.id]);
      return [{ kind: 'visit-moved-test', message: { to: 'mail-mover@example.test', subject: 's', text: 't', html: '<p>t</p>' } as never }];
    };
    expect(await moveByLink(handle.db, bookingToken(booked.bookingId), taken, { mails })).toMatchObject({ kind: 'full' });
    expect(await kinds()).toBe(0);
    const moved = await moveByLink(handle.db, bookingToken(booked.bookingId), to, { mails });
    if (moved.kind !== 'booked') throw new Error(`not moved: ${moved.kind}`);
    expect(seen).toEqual([[moved.bookingId, to]]);
    expect(await kinds()).toBe(1);
  });

  it('opens a booking by its link only until the slot starts, and never with a tampered link', async () => {
    const started = await slot(4210, 3);
    const booked = await book(handle.db, started, visitor('late'));
    if (booked.kind !== 'booked') throw new Error(`not booked: ${booked.kind}`);
    const token = bookingToken(booked.bookingId);
    expect(await bookingOfLink(handle.db, token)).toMatchObject({ ok: true });
    const later = new Date(Date.now() + 4 * HOUR);
    expect(await bookingOfLink(handle.db, token, later)).toEqual({ ok: false, reason: 'started' });
    expect(await cancelByLink(handle.db, token, later)).toEqual({ kind: 'refused', reason: 'started' });
    expect(await cancelByLink(handle.db, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toEqual({
      kind: 'refused',
      reason: 'invalid',
    });
    expect(await cancelByLink(handle.db, bookingToken('0a0b0c0d-1111-4222-8333-944455556666'))).toEqual({
      kind: 'refused',
      reason: 'unknown',
    });
    expect(await live(started)).toBe(1);
  });
});
