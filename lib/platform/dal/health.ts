/**
 * What the readiness probe (lib/agency/health/probe.ts) reads of the database: the migrations applied, and the
 * outbox's oldest due and oldest retried rows.
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { outbox } from '@/lib/platform/db/schema';

/** Drizzle's record of applied migrations (its default table in PostgreSQL). */
export async function appliedMigrations(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
  return result.rows[0]?.n ?? 0;
}

/**
 * The due time of the oldest row a worker should have taken (pending and due, or claimed by a worker
 * whose claim ran out), and the queueing time of the oldest pending row that has failed before.
 */
export async function outboxBacklog(db: Database): Promise<{ oldestDueAt: Date | null; oldestRetryingSince: Date | null }> {
  const [row] = await db
    .select({
      oldestDueAt: sql<string | null>`min(CASE
        WHEN ${outbox.status} = 'pending' AND ${outbox.nextAttemptAt} <= now() THEN ${outbox.nextAttemptAt}
        WHEN ${outbox.status} = 'sending' AND ${outbox.lockedUntil} < now() THEN ${outbox.lockedUntil} END)`,
      oldestRetryingSince: sql<
        string | null
      >`min(CASE WHEN ${outbox.status} = 'pending' AND ${outbox.attempts} > 0 THEN ${outbox.createdAt} END)`,
    })
    .from(outbox)
    .where(sql`${outbox.status} IN ('pending', 'sending')`);
  const date = (value: string | Date | null | undefined) => (value ? new Date(value) : null);
  return { oldestDueAt: date(row?.oldestDueAt), oldestRetryingSince: date(row?.oldestRetryingSince) };
}
