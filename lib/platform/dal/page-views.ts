/** Page-view counts per property and day (lib/visitor/page-views): added in batches, read for the owner portal. */
import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { pageViews, pageViewKeys } from '@/lib/platform/db/schema';

/** A property's count on one day, as the owner portal reads it. */
export interface PageViewCount {
  propertyId: number;
  day: string;
  count: number;
}

/** One client's view of one property's page on one day, as its keyed hash. */
export interface PageView {
  key: string;
  propertyId: number;
  day: string;
}

/** Adds a batch of counts in one statement; instances adding to the same day add up. */
export async function addPageViews(db: Database, rows: PageViewCount[]): Promise<void> {
  if (!rows.length) return;
  await db
    .insert(pageViews)
    .values(rows)
    .onConflictDoUpdate({
      target: [pageViews.propertyId, pageViews.day],
      set: { count: sql`${pageViews.count} + excluded.count` },
    });
}

/**
 * Counts a batch of views, each key once ever: the keys already in `page_view_keys` (from an earlier
 * batch or another instance) count nothing. Both writes in one transaction, so a key is never kept
 * without its count. Returns how many were counted.
 */
export async function countPageViews(db: Database, views: PageView[]): Promise<number> {
  const unique = [...new Map(views.map((view) => [view.key, view])).values()];
  if (!unique.length) return 0;
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(pageViewKeys)
      .values(unique)
      .onConflictDoNothing()
      .returning({ propertyId: pageViewKeys.propertyId, day: pageViewKeys.day });
    const rows = new Map<string, PageViewCount>();
    for (const { propertyId, day } of fresh) {
      const row = rows.get(`${propertyId}|${day}`);
      if (row) row.count++;
      else rows.set(`${propertyId}|${day}`, { propertyId, day, count: 1 });
    }
    await addPageViews(tx, [...rows.values()]);
    return fresh.length;
  });
}

/**
 * Forgets who was counted before yesterday (Europe/Brussels): today's keys are all the counting needs,
 * yesterday's stay for a beacon sent just before midnight and written just after.
 */
export async function purgePageViewKeys(db: Database): Promise<number> {
  const removed = await db
    .delete(pageViewKeys)
    .where(sql`${pageViewKeys.day} < (now() at time zone 'Europe/Brussels')::date - 1`)
    .returning({ key: pageViewKeys.key });
  return removed.length;
}

/** A property's counts, oldest day first. */
export async function pageViewsOf(db: Database, propertyId: number): Promise<PageViewCount[]> {
  return db.select().from(pageViews).where(eq(pageViews.propertyId, propertyId)).orderBy(asc(pageViews.day));
}
