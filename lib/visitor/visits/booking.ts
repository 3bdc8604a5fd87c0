/**
 * Booking a visit, and what a booking's signed link allows: cancelling it (its place is free at once)
 * or moving it to another time of the same property. The transaction that keeps a slot within its
 * capacity is lib/platform/dal/visit-slots.ts's; here are the rules it is given and the answers a visitor gets:
 * booked, full (with the next free times instead), gone (cancelled, past, too soon or unknown), or the
 * per-visitor limit (docs/decisions/0042).
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { getSite } from '@/lib/catalogue/data';
import type { NewMail } from '@/lib/platform/dal/submissions';
import {
  bookPlace,
  cancelBooking as cancelRow,
  findBooking,
  findSlot,
  moveBooking as moveRow,
  subjectOf,
  type BookingRow,
  type SlotRow,
  type BookingWithSlot,
  type PlaceOutcome,
  type Visitor,
} from '@/lib/platform/dal/visit-slots';
import { availableSlots, type FreeSlot } from './availability';
import { BOOKINGS_PER_VISITOR, NEXT_FREE_SHOWN, earliestBookable } from './rules';
import { readBookingToken } from './tokens';
import { visitLeads } from './crm';
import { slotWhen } from './mails';
import type { CrmAdapter } from '@/lib/agency/crm';

export type { Visitor } from '@/lib/platform/dal/visit-slots';

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

export async function book(
  db: Database,
  slotId: number,
  visitor: Visitor,
  { now = new Date(), perVisitor = BOOKINGS_PER_VISITOR } = {},
): Promise<BookingOutcome> {
  const outcome = await bookPlace(db, slotId, visitor, { earliest: earliestBookable(now), perVisitor });
  return answer(db, outcome, now, perVisitor);
}

/**
 * What a booking adds to the visit request's stored fields, which its mails and its CRM lead read: the
 * time in the agency's language, the booking, and the CRM appointment the slot is linked to (the lead
 * attaches the visitor to it: lib/agency/crm/omnicasa/leads.ts).
 */
export function bookedFields(slot: SlotRow, bookingId: string): { visitTime: string; booking: string; crmAppointment?: number } {
  return {
    visitTime: slotWhen(slot, getSite().defaultLanguage),
    booking: bookingId,
    ...(slot.crmAppointmentId !== null ? { crmAppointment: slot.crmAppointmentId } : {}),
  };
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

/**
 * Cancels the booking a link names; again is harmless ("already"). With a CRM (by default the
 * environment's), its lead of the cancellation is queued in the same transaction (./crm.ts).
 */
export async function cancelByLink(
  db: Database,
  token: string,
  now = new Date(),
  { crm }: { crm?: CrmAdapter | null } = {},
): Promise<CancelOutcome> {
  const check = await bookingOfLink(db, token, now);
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  const result = await cancelRow(db, check.found.booking.id, visitLeads('visitor', crm));
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
  {
    now = new Date(),
    perVisitor = BOOKINGS_PER_VISITOR,
    mails,
    crm,
  }: { now?: Date; perVisitor?: number; mails?: (booking: BookingRow, slot: SlotRow) => Promise<NewMail[]>; crm?: CrmAdapter | null } = {},
): Promise<BookingOutcome | { kind: 'refused'; reason: 'invalid' | 'unknown' | 'started' }> {
  const check = await bookingOfLink(db, token, now);
  if (!check.ok) return { kind: 'refused', reason: check.reason };
  const lead = visitLeads('visitor', crm);
  const notify = mails || lead ? { mails: mails ?? (async () => []), messageDomain: new URL(getSite().url).hostname, lead } : undefined;
  const outcome = await moveRow(db, check.found.booking.id, toSlotId, { earliest: earliestBookable(now), perVisitor }, notify);
  return answer(db, outcome, now, perVisitor);
}
