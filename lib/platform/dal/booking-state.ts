/**
 * Where a booked visit stands, for every view of it: the owner's portal, its history and the agency's
 * list of submissions. A visit moved from slot to slot is one visit (lib/platform/dal/visit-slots.ts moveBooking
 * makes a new row whose origin is the first), so each view follows the chain to its last booking.
 */
import 'server-only';
import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { visitBookings, visitSlots } from '@/lib/platform/db/schema';

/** Where a booked visit stands: its booking's status and its slot's time, as the last move left them. */
export interface SubmissionBooking {
  status: string;
  startsAt: Date;
  minutes: number;
  slotCancelled: boolean;
}

/**
 * A lateral subquery for a query over submissions: the booking a visit request made (the `booking`
 * its stored fields name, lib/visitor/visits/booking.ts bookedFields), followed through its moves to the last
 * one. Join it with `leftJoinLateral(booked, sql\`true\`)`; its columns are null for a submission that
 * booked nothing.
 */
export function submissionBooking(db: Database, bookingField: SQL<string | null>) {
  // Only a UUID is cast: the field is ours, but a cast that fails would fail the whole list.
  const bookingId = sql`case when ${bookingField} ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${bookingField})::uuid end`;
  return db
    .select({
      bookingStatus: sql<string>`${visitBookings.status}`.as('booking_status'),
      bookingStartsAt: sql<Date>`${visitSlots.startsAt}`.as('booking_starts_at'),
      bookingMinutes: sql<number>`${visitSlots.minutes}`.as('booking_minutes'),
      bookingSlotCancelled: sql<boolean>`${visitSlots.cancelledAt} is not null`.as('booking_slot_cancelled'),
    })
    .from(visitBookings)
    .innerJoin(visitSlots, eq(visitSlots.id, visitBookings.slotId))
    .where(or(eq(visitBookings.id, bookingId), eq(visitBookings.originBookingId, bookingId)))
    .orderBy(desc(visitBookings.createdAt))
    .limit(1)
    .as('booked');
}

export type BookingState = 'booked' | 'cancelled' | 'took-place';

/** A booking as its owner and its history read it: cancelled (itself or its slot), booked, or took place once the slot has ended. */
export function bookingState(row: { status: string; slotCancelled: boolean; startsAt: Date; minutes: number }, now: Date): BookingState {
  if (row.status !== 'booked' || row.slotCancelled) return 'cancelled';
  return row.startsAt.getTime() + row.minutes * 60_000 <= now.getTime() ? 'took-place' : 'booked';
}

/** The lateral subquery's columns as one value, or null when the submission booked nothing. */
export function bookingOf(row: {
  bookingStatus: string | null;
  bookingStartsAt: Date | string | null;
  bookingMinutes: number | null;
  bookingSlotCancelled: boolean | null;
}): SubmissionBooking | null {
  if (row.bookingStatus === null || row.bookingStartsAt === null || row.bookingMinutes === null) return null;
  return {
    status: row.bookingStatus,
    startsAt: new Date(row.bookingStartsAt),
    minutes: row.bookingMinutes,
    slotCancelled: !!row.bookingSlotCancelled,
  };
}
