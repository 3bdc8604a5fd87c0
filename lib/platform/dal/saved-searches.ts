/** The demand register's saved searches (table `searches`), as their owner sees and changes them. */
import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import type { Transaction } from './submissions';
import { searches } from '@/lib/platform/db/schema';

export type SavedSearchRow = typeof searches.$inferSelect;

/** Stores a new saved search with the submission that registered it (pending until its link is followed). */
export async function insertSavedSearch(tx: Transaction, search: typeof searches.$inferInsert): Promise<void> {
  await tx.insert(searches).values(search);
}

/** The searches registered with an address that are not stopped, newest first. */
export async function activeSavedSearches(db: Database, email: string): Promise<SavedSearchRow[]> {
  return db
    .select()
    .from(searches)
    .where(and(eq(searches.email, email), isNull(searches.stoppedAt)))
    .orderBy(desc(searches.createdAt));
}

/** A running search by its id (an alert mail's change link names it). */
export async function runningSavedSearch(db: Database, id: string): Promise<SavedSearchRow | null> {
  const [row] = await db
    .select()
    .from(searches)
    .where(and(eq(searches.id, id), isNull(searches.stoppedAt)));
  return row ?? null;
}

/** Changes what a search looks for; only the owner's (the address must match). */
export async function updateCriteria(db: Database, id: string, email: string, criteria: Record<string, unknown>): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ criteria })
    .where(and(eq(searches.id, id), eq(searches.email, email), isNull(searches.stoppedAt)))
    .returning({ id: searches.id });
  return rows.length > 0;
}

export async function stopSavedSearchOf(db: Database, id: string, email: string): Promise<boolean> {
  const rows = await db
    .update(searches)
    .set({ status: 'stopped', stoppedAt: sql`now()` })
    .where(and(eq(searches.id, id), eq(searches.email, email), isNull(searches.stoppedAt)))
    .returning({ id: searches.id });
  return rows.length > 0;
}
