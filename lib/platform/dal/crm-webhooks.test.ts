// The webhook queue and the id map of a pushing CRM (./crm-webhooks.ts), on PGlite and PostgreSQL: a
// burst for one estate coalesces into one pending row (the latest wins, a deletion is not undone by an
// update), a claimed row is not coalesced into, a failed run hands its rows back and a row tried too
// often is kept as failed; ids start at 1,000,000, are unique both ways and stable; a CRM call queued
// under a key is queued once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { crmIds, outbox } from '@/lib/platform/db/schema';
import {
  allCrmIds,
  claimWebhookEvents,
  crmIdsById,
  crmIdsFor,
  finishWebhookEvents,
  queueCrmCall,
  queueWebhookEvent,
  releaseWebhookEvents,
  webhookEvents,
} from './crm-webhooks';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const C = 'cccccccc-0000-4000-8000-000000000003';
const at = (minute: number) => new Date(Date.UTC(2026, 11, 3, 10, minute));

describe.each(TEST_DATABASES)('a CRM webhook queue and id map on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('coalesces a burst for one estate into one pending row: the latest wins, a deletion stays', async () => {
    const { db } = handle;
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: A, event: 'estate-added', happenedAt: at(1) });
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: A, event: 'estate-updated', happenedAt: at(2) });
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: A, event: 'estate-updated', happenedAt: at(3) });
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: B, event: 'estate-updated', happenedAt: at(1) });
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: B, event: 'estate-deleted', happenedAt: at(2) });
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: B, event: 'estate-updated', happenedAt: at(3) });
    await queueWebhookEvent(db, { crm: 'other', estateId: A, event: 'estate-updated', happenedAt: null });
    const pending = await webhookEvents(db, 'sweepbright');
    expect(pending.map((row) => [row.estateId, row.event, row.happenedAt?.toISOString()])).toEqual([
      [A, 'estate-updated', at(3).toISOString()],
      [B, 'estate-deleted', at(3).toISOString()],
    ]);
    // Added again after the deletion: back.
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: B, event: 'estate-added', happenedAt: at(4) });
    expect((await webhookEvents(db, 'sweepbright')).find((row) => row.estateId === B)?.event).toBe('estate-added');
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: B, event: 'estate-deleted', happenedAt: at(5) });
  });

  it('claims once, takes a call during the run as a new row, marks done or hands back', async () => {
    const { db } = handle;
    const run = '11111111-1111-4111-8111-111111111111';
    const claimed = await claimWebhookEvents(db, 'sweepbright', run, 60_000);
    expect(claimed.map((row) => row.estateId).sort()).toEqual([A, B]);
    expect(claimed.every((row) => row.attempts === 1)).toBe(true);
    // A second run takes nothing while the first holds them; a call arriving now is a row of its own.
    expect(await claimWebhookEvents(db, 'sweepbright', '22222222-2222-4222-8222-222222222222', 60_000)).toEqual([]);
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: A, event: 'estate-updated', happenedAt: at(9) });
    expect(await finishWebhookEvents(db, run)).toBe(2);
    expect((await webhookEvents(db, 'sweepbright', 'done')).length).toBe(2);
    const next = await webhookEvents(db, 'sweepbright');
    expect(next.map((row) => [row.estateId, row.attempts])).toEqual([[A, 0]]);

    // A failed run hands its row back; a new call for the same estate meanwhile is a second row, and the
    // next run takes both.
    const failing = '33333333-3333-4333-8333-333333333333';
    expect((await claimWebhookEvents(db, 'sweepbright', failing, 60_000)).length).toBe(1);
    expect(await releaseWebhookEvents(db, failing, 'the CRM is down', 3)).toBe(1);
    await queueWebhookEvent(db, { crm: 'sweepbright', estateId: A, event: 'estate-deleted', happenedAt: at(10) });
    const again = await claimWebhookEvents(db, 'sweepbright', '44444444-4444-4444-8444-444444444444', 60_000);
    expect(again.map((row) => [row.event, row.attempts, row.lastError])).toEqual([
      ['estate-updated', 2, 'the CRM is down'],
      ['estate-deleted', 1, null],
    ]);
    // Tried too often: kept as failed, with the reason.
    expect(await releaseWebhookEvents(db, '44444444-4444-4444-8444-444444444444', 'refused', 2)).toBe(2);
    const failed = await webhookEvents(db, 'sweepbright', 'failed');
    expect(failed.map((row) => [row.event, row.lastError])).toEqual([['estate-updated', 'refused']]);
    expect((await webhookEvents(db, 'sweepbright')).map((row) => row.event)).toEqual(['estate-deleted']);
  });

  it('gives ids from 1,000,000, once per CRM id, stable across calls', async () => {
    const { db } = handle;
    const first = await crmIdsFor(db, 'sweepbright', [A, B, A]);
    expect(first.get(A)).toBeGreaterThanOrEqual(1_000_000);
    expect(first.get(B)).toBeGreaterThan(first.get(A)!);
    const second = await crmIdsFor(db, 'sweepbright', [C, B, A]);
    expect(second.get(A)).toBe(first.get(A));
    expect(second.get(B)).toBe(first.get(B));
    expect((await crmIdsFor(db, 'other', [A])).get(A)).not.toBe(first.get(A));
    expect((await allCrmIds(db, 'sweepbright')).map((row) => row.externalId)).toEqual([A, B, C]);
    expect((await crmIdsById(db, 'sweepbright', [first.get(B)!])).get(first.get(B)!)?.externalId).toBe(B);
    // Unique both ways: the same CRM id twice is refused by the database itself.
    await expect(db.insert(crmIds).values({ crm: 'sweepbright', externalId: A })).rejects.toThrow();
  });

  it('queues a CRM call under a key once', async () => {
    const { db } = handle;
    const lead = {
      crm: 'sweepbright',
      request: { endpoint: 'estate-url', estateId: A, body: { url: 'https://example.test/property/1/' } },
    };
    expect(await queueCrmCall(db, `sweepbright-url:${A}:1`, lead)).toBe(true);
    expect(await queueCrmCall(db, `sweepbright-url:${A}:1`, lead)).toBe(false);
    const rows = await db.select().from(outbox);
    expect(rows.map((row) => [row.kind, row.messageId, row.submissionId])).toEqual([['crm-lead', `crm-lead:sweepbright-url:${A}:1`, null]]);
  });
});
