/** Visit counts per property and day (lib/visitor/page-views): added in batches, read for the owner portal. */
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { propertyVisits, visitKeys } from '@/lib/platform/db/schema';
import type { Visit, VisitRow } from '@/lib/visitor/page-views/tally';

/** Adds a batch of counts in one statement; instances adding to the same day add up. */
export async function addVisits(db: Database, rows: VisitRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(propertyVisits)
    .values(rows)
    .onConflictDoUpdate({
      target: [propertyVisits.propertyId, propertyVisits.day],
      set: { count: sql`${propertyVisits.count} + excluded.count` },
    });
}

/**
 * Counts a batch of visits, each key once ever: the keys already in `visit_keys` (from an earlier
 * batch or another instance) count nothing. Both writes in one transaction, so a key is never kept
 * without its count. Returns how many were counted.
 */
export async function countVisits(db: Database, visits: Visit[]): Promise<number> {
  const unique = [...new Map(visits.map((visit) => [visit.key, visit])).values()];
  if (!unique.length) return 0;
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(visitKeys)
      .values(unique)
      .onConflictDoNothing()
      .returning({ propertyId: visitKeys.propertyId, day: visitKeys.day });
    const rows = new Map<string, VisitRow>();
    for (const { propertyId, day } of fresh) {
      const row = rows.get(`${propertyId}|${day}`);
      if (row) row.count++;
      else rows.set(`${propertyId}|${day}`, { propertyId, day, count: 1 });
    }
    await addVisits(tx, [...rows.values()]);
    return fresh.length;
  });
}

/**
 * Forgets who was counted before yesterday (Europe/Brussels): today's keys are all the counting needs,
 * yesterday's stay for a beacon sent just before midnight and written just after.
 */
export async function purgeVisitKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(visitKeys)
    .where(sql`${visitKeys.day} < (now() at time zone 'Europe/Brussels')::date - 1`)
    .returning({ key: visitKeys.key });
  return removed.length;
}

/** A property's counts, oldest day first. */
export async function visitsOf(db: Database, propertyId: number): Promise<VisitRow[]> {
  return db.select().from(propertyVisits).where(eq(propertyVisits.propertyId, propertyId)).orderBy(asc(propertyVisits.day));
}
