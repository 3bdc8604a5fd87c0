/**
 * Booking a visit, and what a booking's signed link allows: cancelling it (its place is free at once)
 * or moving it to another time of the same property. The transaction that keeps a slot within its
 * capacity is lib/dal/visit-slots.ts's; here are the rules it is given and the answers a visitor gets:
 * booked, full (with the next free times instead), gone (cancelled, past, too soon or unknown), or the
 * per-visitor limit (docs/decisions/0042).
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import { getSite } from '@/lib/data';
import type { NewMail } from '@/lib/dal/submissions';
import { bookPlace, cancelBooking as cancelRow, findBooking, findSlot, moveBooking as moveRow, subjectOf, type BookingRow, type SlotRow, type BookingWithSlot, type PlaceOutcome, type Visitor } from '@/lib/dal/visit-slots';
import { availableSlots, type FreeSlot } from './availability';
import { BOOKINGS_PER_VISITOR, NEXT_FREE_SHOWN, earliestBookable } from './rules';
import { readBookingToken } from './tokens';

export type { Visitor } from '@/lib/dal/visit-slots';

export type BookingOutcome =
  | { kind: 'booked'; bookingId: string; slotId: number; again: boolean }
  | { kind: 'full'; next: FreeSlot[] }
  | { kind: 'gone' }
  | { kind: 'limit'; max: number };

async function answer(db: Database, outcome: PlaceOutcome, now: Date, perVisitor: number): Promise<BookingOutcome> {
  switch (outcome.kind) {
    case 'booked':
      return { kind: 'booked', bookingId: outcome.bookingId, slotId: outcome.slot.id, again: outcome.again };
    case 'full':
      // Read after the booking's transaction, not under its lock: the next visitor need not wait for it.
      return { kind: 'full', next: await availableSlots(db, subjectOf(outcome.slot), { now, limit: NEXT_FREE_SHOWN }) };
    case 'limit':
      return { kind: 'limit', max: perVisitor };
    case 'gone':
      return { kind: 'gone' };
  }
}

export async function book(db: Database, slotId: number, visitor: Visitor, { now = new Date(), perVisitor = BOOKINGS_PER_VISITOR } = {}): Promise<BookingOutcome> {
  const outcome = await bookPlace(db, slotId, visitor, { earliest: earliestBookable(now), perVisitor });
  return answer(db, outcome, now, perVisitor);
}

/** The slot a form posted, when it is one of this property's (another property's slot id is refused). */
export async function slotOfProperty(db: Database, slotId: number, propertyId: number): Promise<SlotRow | null> {
  const slot = await findSlot(db, slotId);
  return slot?.propertyId === propertyId ? slot : null;
}

export type LinkCheck = { ok: true; found: BookingWithSlot } | { ok: false; reason: 'invalid' | 'unknown' | 'started' };

/** The booking a signed link names, while what the link allows is still possible: until the slot starts. */
export async function bookingOfLink(db: Database, token: string, now = new Date()): Promise<LinkCheck> {
  const id = readBookingToken(token);
  if (!id) return { ok: false, reason: 'invalid' };
  const found = await findBooking(db, id);
  if (!found) return { ok: false, reason: 'unknown' };
  if (found.slot.startsAt <= now) return { ok: false, reason: 'started' };
  return { ok: true, found };
}

export type CancelOutcome = { kind: 'cancelled' | 'already' } | { kind: 'refused'; reason: 'invalid' | 'unknown' | 'started' };

/** Cancels the booking a link names; again is harmless ("already"). */
export async function cancelByLink(db: Database, token: string, now = new Date()): Promise<CancelOutcome> {
  const check = await bookingOfLink(db, token, now);
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  const result = await cancelRow(db, check.found.booking.id);
  return { kind: result?.cancelled ? 'cancelled' : 'already' };
}

/**
 * Moves the booking a link names to another slot of the same property, or changes nothing. The moved
 * booking is a new row with its own link: `mails` (its confirmation, with the new time, link and .ics)
 * are queued in the move's own transaction, so a move that happened has its mail.
 */
export async function moveByLink(
  db: Database,
  token: string,
  toSlotId: number,
  { now = new Date(), perVisitor = BOOKINGS_PER_VISITOR, mails }: { now?: Date; perVisitor?: number; mails?: (booking: BookingRow, slot: SlotRow) => Promise<NewMail[]> } = {},
): Promise<BookingOutcome | { kind: 'refused'; reason: 'invalid' | 'unknown' | 'started' }> {
  const check = await bookingOfLink(db, token, now);
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  const notify = mails ? { mails, messageDomain: new URL(getSite().url).hostname } : undefined;
  const outcome = await moveRow(db, check.found.booking.id, toSlotId, { earliest: earliestBookable(now), perVisitor }, notify);
  return answer(db, outcome, now, perVisitor);
}
