/**
 * The order of the booked visits on an owner's property page: what is still ahead first, soonest on
 * top (what the owner will want to prepare for), then what is past, most recent on top. The rows are
 * `ownerVisits`' (lib/visitor/visits/owner-view.ts): dates and status, never who booked (docs/decisions/0042).
 */
import type { OwnerVisit } from '@/lib/visitor/visits/owner-view';

export function bookedVisitOrder<V extends Pick<OwnerVisit, 'startsAt' | 'slotId'>>(visits: readonly V[], now: Date): V[] {
  const at = (visit: V) => visit.startsAt.getTime();
  const ahead = visits.filter((visit) => at(visit) >= now.getTime()).sort((a, b) => at(a) - at(b) || a.slotId - b.slotId);
  const past = visits.filter((visit) => at(visit) < now.getTime()).sort((a, b) => at(b) - at(a) || b.slotId - a.slotId);
  return [...ahead, ...past];
}
