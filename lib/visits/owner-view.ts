/**
 * What the owner portal shows of visits: for the owner's properties, each booking's slot (date, length,
 * label) and its status: booked, cancelled, or took place once the slot has ended. Never who booked:
 * the query selects no contact detail (docs/decisions/0042). The caller has passed the owner gate
 * (lib/auth/owner.ts) for these property ids.
 */
import 'server-only';
import type { Database } from '@/lib/db/client';
import { ownerBookings } from '@/lib/dal/visit-slots';

export type OwnerVisitStatus = 'booked' | 'cancelled' | 'took-place';

export interface OwnerVisit {
  propertyId: number;
  slotId: number;
  startsAt: Date;
  minutes: number;
  label: string | null;
  status: OwnerVisitStatus;
}

export function visitStatus(row: { status: string; slotCancelled: boolean; startsAt: Date; minutes: number }, now: Date): OwnerVisitStatus {
  if (row.status !== 'booked' || row.slotCancelled) return 'cancelled';
  return row.startsAt.getTime() + row.minutes * 60_000 <= now.getTime() ? 'took-place' : 'booked';
}

export async function ownerVisits(db: Database, propertyIds: number[], now = new Date()): Promise<OwnerVisit[]> {
  const rows = await ownerBookings(db, propertyIds);
  return rows.map((row) => ({ propertyId: row.propertyId, slotId: row.slotId, startsAt: row.startsAt, minutes: row.minutes, label: row.label, status: visitStatus(row, now) }));
}
