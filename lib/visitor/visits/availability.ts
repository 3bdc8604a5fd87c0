/**
 * The free slots a visitor is offered: a property's (or project's) slots of the coming weeks, not
 * cancelled, starting far enough ahead to be booked (./rules.ts), with places left; and the same
 * grouped by their day in Brussels, as a form lists them.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { freeSlots, slotsWithBookings, type FreeSlot, type VisitSubject } from '@/lib/platform/dal/visit-slots';
import { AVAILABILITY_WEEKS, earliestBookable } from './rules';
import { brusselsDate } from '../../platform/brussels-time';

export type { FreeSlot } from '@/lib/platform/dal/visit-slots';

export async function availableSlots(
  db: Database,
  subject: VisitSubject,
  { now = new Date(), weeks = AVAILABILITY_WEEKS, limit }: { now?: Date; weeks?: number; limit?: number } = {},
): Promise<FreeSlot[]> {
  const to = new Date(now.getTime() + weeks * 7 * 24 * 60 * 60_000);
  return freeSlots(db, subject, { from: earliestBookable(now), to, limit });
}

/** Whether the subject has slots (free or not) to book in the coming weeks: its visits go by slots. */
export async function hasUpcomingSlots(db: Database, subject: VisitSubject, now = new Date()): Promise<boolean> {
  const to = new Date(now.getTime() + AVAILABILITY_WEEKS * 7 * 24 * 60 * 60_000);
  const slots = await slotsWithBookings(db, { subject, from: earliestBookable(now) });
  return slots.some((slot) => !slot.cancelledAt && slot.startsAt < to);
}

export interface SlotDay<T> {
  /** The Brussels calendar day, yyyy-mm-dd. */
  date: string;
  slots: T[];
}

/** Slots (soonest first) grouped by their Brussels day, in order. */
export function groupByDay<T extends { startsAt: Date }>(slots: readonly T[]): SlotDay<T>[] {
  const days: SlotDay<T>[] = [];
  for (const slot of slots) {
    const date = brusselsDate(slot.startsAt);
    const last = days.at(-1);
    if (last?.date === date) last.slots.push(slot);
    else days.push({ date, slots: [slot] });
  }
  return days;
}
