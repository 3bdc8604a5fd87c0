/**
 * The outbox's rows: claiming due mails so that several workers never take the same one, and
 * recording how each attempt went. Every function takes the database, so tests and commands can
 * pass their own.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { outbox, type OutboxMessage } from '@/lib/db/schema';
import { CLAIM_MS } from '@/lib/outbox/schedule';

export type OutboxRow = typeof outbox.$inferSelect;


/**
 * Claims up to `limit` due mails: pending ones whose time has come, and ones claimed by a worker
 * whose claim ran out. FOR UPDATE SKIP LOCKED lets workers on one PostgreSQL claim side by side
 * without waiting for or taking each other's rows.
 */
export async function claimDue(db: Database, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      or(
        and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
        and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(outbox)
    .set({
      status: 'sending',
      attempts: sql`${outbox.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db.update(outbox).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(eq(outbox.id, id));
}

/** A failed attempt: tried again after `retryInMs`, or kept as failed when that is null. */
export async function markFailed(db: Database, id: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : { status: 'pending', lockedUntil: null, lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(outbox.id, id));
}

/** When the next pending mail is due, or null when none waits: how long a worker may sleep. */
export async function nextDue(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | null>`min(least(${outbox.nextAttemptAt}, coalesce(${outbox.lockedUntil}, ${outbox.nextAttemptAt})))` })
    .from(outbox)
    .where(inArray(outbox.status, ['pending', 'sending']));
  return row?.at ? new Date(row.at) : null;
}

/** Queues a mail that belongs to no submission (an owner's password link). */
export async function queueMail(db: Database, mail: { kind: string; message: OutboxMessage }, messageDomain: string): Promise<void> {
  await db.insert(outbox).values({ kind: mail.kind, message: mail.message, messageId: `<${randomUUID()}@${messageDomain}>` });
}

/** Queues a submission's failed mails again from their first attempt (`npm run submissions -- retry`); how many. */
export async function retryFailedMails(db: Database, submissionId: string): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outbox.submissionId, submissionId), inArray(outbox.status, ['failed'])))
    .returning({ id: outbox.id });
  return rows.length;
}
