/**
 * The alert job's rows (lib/alerts): the catalogue snapshot it compares each deployment's catalogue
 * with, the searches that are owed a mail, and the claim that keeps a search to one mail a day and a
 * property to one mail per search, whichever instances run the job at the same moment.
 */
import 'server-only';
import { and, asc, eq, gt, isNotNull, isNull, lte, notExists, or, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { alertsSent, catalogueSnapshot, searches } from '@/lib/platform/db/schema';
import { queueMail } from './outbox';
import type { Transaction } from './submissions';

/** An arbitrary constant: the advisory lock under which one instance at a time updates the snapshot. */
const SNAPSHOT_LOCK = 7_349_212;

export interface CatalogueEntry {
  id: number;
  /** The published price, null when on request. */
  price: number | null;
}

export interface SnapshotChange {
  /** True when the snapshot was empty: everything was recorded as known, nothing as new. */
  seeded: boolean;
  appeared: number;
  lowered: number;
}

/**
 * Records the catalogue: new ids as appeared now (or, on the very first run, as known from the start),
 * a lower price as lowered now. Ids that left the catalogue keep their row. One statement for the
 * whole catalogue, under a lock so two instances never seed or compare at the same time.
 */
export async function syncSnapshot(db: Database | Transaction, entries: readonly CatalogueEntry[]): Promise<SnapshotChange> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SNAPSHOT_LOCK})`);
    const [known] = await tx.select({ id: catalogueSnapshot.propertyId }).from(catalogueSnapshot).limit(1);
    const seeded = !known;
    if (!entries.length) return { seeded: false, appeared: 0, lowered: 0 };
    const ids = entries.map((entry) => entry.id);
    const prices = entries.map((entry) => (entry.price === null ? null : Math.round(entry.price)));
    // xmax = 0 tells an inserted row from an updated one.
    const result = await tx.execute<{ inserted: boolean; lowered: boolean }>(sql`
      INSERT INTO ${catalogueSnapshot} (property_id, price, appeared_at)
      SELECT id, price, ${seeded ? null : sql`now()`}::timestamptz
      FROM unnest(${`{${ids.join(',')}}`}::int[], ${`{${prices.map((price) => price ?? 'NULL').join(',')}}`}::bigint[]) AS catalogue(id, price)
      ON CONFLICT (property_id) DO UPDATE SET
        price = excluded.price,
        price_lowered_at = CASE WHEN excluded.price < ${catalogueSnapshot}.price THEN now() ELSE ${catalogueSnapshot}.price_lowered_at END
      WHERE ${catalogueSnapshot}.price IS DISTINCT FROM excluded.price
      RETURNING (xmax = 0) AS inserted, (price_lowered_at = now()) AS lowered`);
    const rows = result.rows;
    return {
      seeded,
      appeared: seeded ? 0 : rows.filter((row) => row.inserted).length,
      lowered: rows.filter((row) => !row.inserted && row.lowered).length,
    };
  });
}

export interface AlertCandidate {
  searchId: string;
  email: string;
  lang: string;
  criteria: Record<string, unknown>;
  propertyId: number;
  /** Appeared after the search was confirmed (else: its price went down since). */
  appeared: boolean;
}

/**
 * What confirmed, running searches may be owed: properties that appeared or got cheaper after the
 * search was confirmed (and within `windowDays`, so a changed search is not sent the whole past), not
 * sent to it yet. Searches that had their mail in the last day wait. Criteria are matched by the caller.
 */
export async function alertCandidates(db: Database | Transaction, windowDays: number): Promise<AlertCandidate[]> {
  const since = sql`now() - make_interval(days => ${windowDays})`;
  const rows = await db
    .select({
      searchId: searches.id,
      email: searches.email,
      lang: searches.lang,
      criteria: searches.criteria,
      propertyId: catalogueSnapshot.propertyId,
      appeared: sql<boolean>`coalesce(${catalogueSnapshot.appearedAt} > ${searches.confirmedAt}, false)`,
    })
    .from(searches)
    .innerJoin(
      catalogueSnapshot,
      or(
        and(gt(catalogueSnapshot.appearedAt, searches.confirmedAt), gt(catalogueSnapshot.appearedAt, since)),
        and(gt(catalogueSnapshot.priceLoweredAt, searches.confirmedAt), gt(catalogueSnapshot.priceLoweredAt, since)),
      ),
    )
    .where(
      and(
        eq(searches.status, 'confirmed'),
        isNotNull(searches.confirmedAt),
        isNull(searches.stoppedAt),
        or(isNull(searches.lastAlertAt), lte(searches.lastAlertAt, sql`now() - interval '1 day'`)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(alertsSent)
            .where(and(eq(alertsSent.searchId, searches.id), eq(alertsSent.propertyId, catalogueSnapshot.propertyId))),
        ),
      ),
    )
    .orderBy(
      asc(searches.id),
      sql`greatest(${catalogueSnapshot.appearedAt}, ${catalogueSnapshot.priceLoweredAt}) desc`,
      asc(catalogueSnapshot.propertyId),
    );
  return rows;
}

/**
 * Takes a search's mail of the day: true for exactly one caller, however many run at once (the update
 * waits for a concurrent one and then finds the condition false), and only while the search is
 * confirmed and running. Inside the transaction that queues the mail, so a failure gives it back.
 */
export async function claimAlert(tx: Transaction, searchId: string): Promise<boolean> {
  const rows = await tx
    .update(searches)
    .set({ lastAlertAt: sql`now()` })
    .where(
      and(
        eq(searches.id, searchId),
        eq(searches.status, 'confirmed'),
        isNull(searches.stoppedAt),
        or(isNull(searches.lastAlertAt), lte(searches.lastAlertAt, sql`now() - interval '1 day'`)),
      ),
    )
    .returning({ id: searches.id });
  return rows.length > 0;
}

/** Records the properties a search is sent; returns those it had not been sent before. */
export async function recordSent(tx: Transaction, searchId: string, propertyIds: readonly number[]): Promise<number[]> {
  if (!propertyIds.length) return [];
  const rows = await tx
    .insert(alertsSent)
    .values(propertyIds.map((propertyId) => ({ searchId, propertyId })))
    .onConflictDoNothing()
    .returning({ propertyId: alertsSent.propertyId });
  return rows.map((row) => row.propertyId);
}

/**
 * Queues a search's alert in one transaction: claims the search's day (claimAlert), records the
 * properties it carries (recordSent) and queues the mail. False, with nothing written, when another
 * instance claimed the day or sent some of these properties since the candidates were read (the mail is
 * not right any more).
 */
export async function queueAlert(
  db: Database | Transaction,
  searchId: string,
  propertyIds: number[],
  mail: Parameters<typeof queueMail>[1],
  domain: string,
): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      if (!(await claimAlert(tx, searchId))) return false;
      const fresh = await recordSent(tx, searchId, propertyIds);
      if (fresh.length !== propertyIds.length) return tx.rollback();
      await queueMail(tx, mail, domain);
      return true;
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return false;
    throw error;
  }
}
