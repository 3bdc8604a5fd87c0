/**
 * The outbox's rows, mails and the CRM's leads: claiming due ones so that several workers never take
 * the same one, and recording how each attempt went. Every function takes the database, so tests and commands can
 * pass their own.
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { outbox, type OutboxLead, type OutboxMessage, type OutboxResetRequest } from '@/lib/platform/db/schema';
import { CLAIM_MS, claimerIsDead, claimerName } from './outbox-claim';

export type OutboxRow = typeof outbox.$inferSelect;

/** The kind of a lead's row (lib/agency/outbox/crm.ts delivers them; docs/decisions/0034). */
export const LEAD_KIND = 'crm-lead';

/**
 * The kind of a forgot-password request's row: the page queues one whether or not the account exists, so
 * both answers take the same work; the mail worker resolves it (lib/agency/outbox/deliver.ts).
 */
export const RESET_REQUEST_KIND = 'owner-reset-request';

/** A lead's idempotency key: one per submission (the outbox's unique `message_id`). */
export const leadKey = (submissionId: string) => `${LEAD_KIND}:${submissionId}`;

/** Mails and leads are delivered by workers of their own, so a CRM that is down or slow never holds up a mail. */
export type Lane = 'mail' | 'lead';

const inLane = (lane: Lane) => (lane === 'lead' ? eq(outbox.kind, LEAD_KIND) : ne(outbox.kind, LEAD_KIND));

/** A mail row's message (a lead's row holds an OutboxLead instead, a reset request's an OutboxResetRequest). */
export function mailOf(row: Pick<OutboxRow, 'kind' | 'message'>): OutboxMessage {
  if (row.kind === LEAD_KIND) throw new Error('a CRM lead is not a mail');
  if (row.kind === RESET_REQUEST_KIND) throw new Error('a reset request is not a mail');
  return row.message as OutboxMessage;
}

/** A reset request row's request. */
export function resetRequestOf(row: Pick<OutboxRow, 'kind' | 'message'>): OutboxResetRequest {
  if (row.kind !== RESET_REQUEST_KIND) throw new Error(`a ${row.kind} row is not a reset request`);
  return row.message as OutboxResetRequest;
}

/** A lead row's lead. */
export function leadOf(row: Pick<OutboxRow, 'kind' | 'message'>): OutboxLead {
  if (row.kind !== LEAD_KIND) throw new Error(`a ${row.kind} mail is not a CRM lead`);
  return row.message as OutboxLead;
}

/**
 * Claims up to `limit` due rows of a lane (mails by default): pending ones whose time has come, and
 * ones claimed by a worker whose claim ran out. FOR UPDATE SKIP LOCKED lets workers on one PostgreSQL
 * claim side by side without waiting for or taking each other's rows.
 */
export async function claimDue(db: Database, limit: number, lane: Lane = 'mail'): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        inLane(lane),
        or(
          and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)),
          and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, sql`now()`)),
        ),
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
      claimedBy: claimerName(),
    })
    .where(inArray(outbox.id, due))
    .returning();
}

/**
 * Gives back at once the rows of a lane claimed by a process of this machine that has ended (killed,
 * crashed, restarted), instead of after their claim's two minutes: the next claim takes them. Returns
 * how many. Each round of the workers starts with it; with nothing claimed it is one small query.
 */
export async function releaseDeadClaims(db: Database, lane: Lane = 'mail'): Promise<number> {
  const claimed = await db
    .selectDistinct({ claimedBy: outbox.claimedBy })
    .from(outbox)
    .where(and(inLane(lane), eq(outbox.status, 'sending'), gt(outbox.lockedUntil, sql`now()`), isNotNull(outbox.claimedBy)));
  const dead = claimed.flatMap(({ claimedBy }) => (claimedBy && claimerIsDead(claimedBy) ? [claimedBy] : []));
  if (!dead.length) return 0;
  const released = await db
    .update(outbox)
    .set({ lockedUntil: sql`now() - interval '1 second'` })
    .where(and(inLane(lane), eq(outbox.status, 'sending'), inArray(outbox.claimedBy, dead)))
    .returning({ id: outbox.id });
  return released.length;
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** A failed attempt: tried again after `retryInMs`, or kept as failed when that is null. */
export async function markFailed(db: Database, id: string, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
          },
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

/** Queues a forgot-password request, resolved by the mail worker; its row's id. */
export async function queueResetRequest(db: Database, request: OutboxResetRequest, messageDomain: string): Promise<string> {
  const [row] = await db
    .insert(outbox)
    .values({ kind: RESET_REQUEST_KIND, message: request, messageId: `<${randomUUID()}@${messageDomain}>` })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A reset request resolved: done, without the login that was typed (it may name nobody's account). */
export async function markRequestResolved(db: Database, id: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, message: sql`${outbox.message} - 'login'` })
    .where(eq(outbox.id, id));
}

/**
 * The CRM answered again: its leads waiting out a backoff are due now rather than in up to ten minutes
 * each (lib/agency/outbox/crm.ts, after a lead went through). How many.
 */
export async function leadsDueNow(db: Database): Promise<number> {
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.kind, LEAD_KIND), eq(outbox.status, 'pending'), gt(outbox.attempts, 0), gt(outbox.nextAttemptAt, sql`now()`)))
    .returning({ id: outbox.id });
  return rows.length;
}

/** Queues the failed rows `where` picks again from their first attempt; their kinds. */
export async function requeueFailed(db: Database, where: SQL | undefined): Promise<{ kind: string }[]> {
  return db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lastError: null })
    .where(and(eq(outbox.status, 'failed'), where))
    .returning({ kind: outbox.kind });
}

/**
 * Queues a submission's failed mails and its failed CRM lead again from their first attempt
 * (`npm run submissions -- retry`); how many of each.
 */
export async function retryFailed(db: Database, submissionId: string): Promise<{ mails: number; leads: number }> {
  const rows = await requeueFailed(db, eq(outbox.submissionId, submissionId));
  const leads = rows.filter((row) => row.kind === LEAD_KIND).length;
  return { mails: rows.length - leads, leads };
}
