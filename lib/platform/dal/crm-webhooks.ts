/**
 * A pushing CRM's webhook calls and its ids (SweepBright: lib/agency/crm/sweepbright). The calls are
 * queued as they arrive (one pending row per estate: a burst coalesces) and claimed by the next
 * catalogue sync, which marks them done after a successful run or hands them back; the id map gives
 * each of the CRM's string ids one integer id of ours, for good. The public URL the CRM is told of
 * goes out as a lead does, through the outbox's lead lane and its retries.
 */
import 'server-only';
import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '@/lib/platform/db/client';
import { crmIds, crmWebhookEvents, outbox, type OutboxLead } from '@/lib/platform/db/schema';
import { LEAD_KIND } from './outbox';

export const WEBHOOK_EVENTS = ['estate-added', 'estate-updated', 'estate-deleted'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];

export type WebhookEventRow = typeof crmWebhookEvents.$inferSelect;

export interface WebhookEvent {
  crm: string;
  estateId: string;
  event: WebhookEventName;
  happenedAt: Date | null;
}

/**
 * Queues a call. A pending, unclaimed row of the same estate takes it instead of a new row: its event
 * becomes the new one (the latest wins), except that an update never replaces a deletion (an estate
 * deleted and then updated is still gone; one added again is back). Its `happenedAt` is the later one.
 */
export async function queueWebhookEvent(db: Database, event: WebhookEvent): Promise<void> {
  const existing = crmWebhookEvents.event;
  await db
    .insert(crmWebhookEvents)
    .values({ crm: event.crm, estateId: event.estateId, event: event.event, happenedAt: event.happenedAt })
    .onConflictDoUpdate({
      target: [crmWebhookEvents.crm, crmWebhookEvents.estateId],
      targetWhere: sql`${crmWebhookEvents.status} = 'pending' and ${crmWebhookEvents.claim} is null`,
      set: {
        event: sql`case when ${existing} = 'estate-deleted' and excluded.event = 'estate-updated' then ${existing} else excluded.event end`,
        happenedAt: sql`greatest(${crmWebhookEvents.happenedAt}, excluded.happened_at)`,
        receivedAt: sql`now()`,
      },
    });
}

/**
 * Claims the CRM's pending rows for a sync run, `claim` being the run's id: the unclaimed ones and those
 * whose claim ran out (a run that died). Each claim counts an attempt. Oldest first, at most `limit`.
 */
export async function claimWebhookEvents(
  db: Database,
  crm: string,
  claim: string,
  leaseMs: number,
  limit = 10_000,
): Promise<WebhookEventRow[]> {
  const due = db
    .select({ id: crmWebhookEvents.id })
    .from(crmWebhookEvents)
    .where(
      and(
        eq(crmWebhookEvents.crm, crm),
        eq(crmWebhookEvents.status, 'pending'),
        or(isNull(crmWebhookEvents.claim), lt(crmWebhookEvents.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(crmWebhookEvents.receivedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(crmWebhookEvents)
    .set({
      claim,
      claimedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      attempts: sql`${crmWebhookEvents.attempts} + 1`,
    })
    .where(inArray(crmWebhookEvents.id, due))
    .returning();
  return rows.sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime());
}

/** The run's rows are done. How many. */
export async function finishWebhookEvents(db: Database, claim: string): Promise<number> {
  const rows = await db
    .update(crmWebhookEvents)
    .set({ status: 'done', doneAt: sql`now()`, claim: null, claimedUntil: null, lastError: null })
    .where(and(eq(crmWebhookEvents.claim, claim), eq(crmWebhookEvents.status, 'pending')))
    .returning({ id: crmWebhookEvents.id });
  return rows.length;
}

/**
 * The run did not succeed: its rows go back to pending with the reason, for the next run; a row tried
 * `maxAttempts` times is kept as failed. A row handed back beside a newer pending row of the same estate
 * stays claimed-free all the same: the next claim takes both. How many went back.
 */
export async function releaseWebhookEvents(db: Database, claim: string, error: string, maxAttempts: number): Promise<number> {
  const rows = await db
    .update(crmWebhookEvents)
    .set({
      status: sql`case when ${crmWebhookEvents.attempts} >= ${maxAttempts} then 'failed' else 'pending' end`,
      // The coalescing index allows one unclaimed pending row per estate: a row handed back keeps an
      // expired claim instead of none, so that it is claimable at once without colliding with a newer one.
      claimedUntil: sql`now() - interval '1 second'`,
      lastError: error.slice(0, 500),
    })
    .where(and(eq(crmWebhookEvents.claim, claim), eq(crmWebhookEvents.status, 'pending')))
    .returning({ id: crmWebhookEvents.id });
  return rows.length;
}

/** The CRM's rows in a status (pending by default), oldest first: for tests and the command's status. */
export async function webhookEvents(db: Database, crm: string, status: WebhookEventRow['status'] = 'pending'): Promise<WebhookEventRow[]> {
  return db
    .select()
    .from(crmWebhookEvents)
    .where(and(eq(crmWebhookEvents.crm, crm), eq(crmWebhookEvents.status, status)))
    .orderBy(asc(crmWebhookEvents.receivedAt));
}

/** Our ids for the CRM's, given now to those that have none (in one statement, safe beside another run). */
export async function crmIdsFor(db: Database, crm: string, externalIds: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(externalIds)];
  if (!unique.length) return new Map();
  await db
    .insert(crmIds)
    .values(unique.map((externalId) => ({ crm, externalId })))
    .onConflictDoNothing({ target: [crmIds.crm, crmIds.externalId] });
  const rows = await db
    .select({ id: crmIds.id, externalId: crmIds.externalId })
    .from(crmIds)
    .where(and(eq(crmIds.crm, crm), inArray(crmIds.externalId, unique)));
  return new Map(rows.map((row) => [row.externalId, row.id]));
}

/** Every id the CRM has been given, with when it was first seen, in the order given. */
export async function allCrmIds(db: Database, crm: string): Promise<{ id: number; externalId: string; createdAt: Date }[]> {
  return db
    .select({ id: crmIds.id, externalId: crmIds.externalId, createdAt: crmIds.createdAt })
    .from(crmIds)
    .where(eq(crmIds.crm, crm))
    .orderBy(asc(crmIds.id));
}

/** When each of the CRM's ids was first seen (our records' creation date), by our id. */
export async function crmIdsById(
  db: Database,
  crm: string,
  ids: readonly number[],
): Promise<Map<number, { externalId: string; createdAt: Date }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: crmIds.id, externalId: crmIds.externalId, createdAt: crmIds.createdAt })
    .from(crmIds)
    .where(and(eq(crmIds.crm, crm), inArray(crmIds.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, { externalId: row.externalId, createdAt: row.createdAt }]));
}

/**
 * Queues a call to the CRM that belongs to no submission (telling it a listing's public URL) in the
 * outbox's lead lane, delivered and retried as leads are (lib/agency/outbox/crm.ts). `key` makes it
 * once: a second call with the same key queues nothing. Whether it was queued.
 */
export async function queueCrmCall(db: Database, key: string, lead: OutboxLead): Promise<boolean> {
  const rows = await db
    .insert(outbox)
    .values({ kind: LEAD_KIND, message: lead, messageId: `${LEAD_KIND}:${key}` })
    .onConflictDoNothing({ target: outbox.messageId })
    .returning({ id: outbox.id });
  return rows.length > 0;
}
