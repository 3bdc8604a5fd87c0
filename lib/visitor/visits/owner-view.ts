/**
 * What the owner portal shows of visits: for the owner's properties, each booking's slot (date, length,
 * label) and its status: booked, cancelled, or took place once the slot has ended. Never who booked:
 * the query selects no contact detail (docs/decisions/0047). The caller has passed the owner gate
 * (lib/owner/auth/owner.ts) for these property ids.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { bookingState, type BookingState } from '@/lib/platform/dal/booking-state';
import { ownerBookings } from '@/lib/platform/dal/visit-slots';

export type OwnerVisitStatus = BookingState;

export interface OwnerVisit {
  propertyId: number;
  slotId: number;
  startsAt: Date;
  minutes: number;
  label: string | null;
  status: OwnerVisitStatus;
}

export async function ownerVisits(db: Database, propertyIds: number[], now = new Date()): Promise<OwnerVisit[]> {
  const rows = await ownerBookings(db, propertyIds);
  return rows.map((row) => ({
    propertyId: row.propertyId,
    slotId: row.slotId,
    startsAt: row.startsAt,
    minutes: row.minutes,
    label: row.label,
    status: bookingState(row, now),
  }));
}
