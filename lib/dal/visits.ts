/** Visit counts per property and day (lib/stats): added in batches, read for the owner portal. */
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { propertyVisits } from '@/lib/db/schema';
import type { VisitRow } from '@/lib/stats/tally';

/** Adds a batch of counts in one statement; instances adding to the same day add up. */
export async function addVisits(db: Database, rows: VisitRow[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(propertyVisits)
    .values(rows)
    .onConflictDoUpdate({ target: [propertyVisits.propertyId, propertyVisits.day], set: { count: sql`${propertyVisits.count} + excluded.count` } });
}

/** A property's counts, oldest day first. */
export async function visitsOf(db: Database, propertyId: number): Promise<VisitRow[]> {
  return db.select().from(propertyVisits).where(eq(propertyVisits.propertyId, propertyId)).orderBy(asc(propertyVisits.day));
}
