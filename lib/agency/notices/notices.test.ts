// The agency's notices on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): told
// once per problem (one mail however often it is raised), told again after it was resolved and came
// back, one mail for several at once, and told once when two processes raise it at the same moment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { agencyNotices, outbox } from '@/lib/platform/db/schema';
import { openNoticeList } from '@/lib/platform/dal/notices';
import { getSite } from '@/lib/catalogue/data';
import { hasNews, reportSync } from '@/lib/agency/crm/sync/report';
import type { SyncRun } from '@/lib/agency/crm/sync/state';
import { NOTICE_MAIL_KIND, notify, resolve } from './index';

describe.each(TEST_DATABASES)('notices on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(agencyNotices);
  });

  const mails = async () =>
    (await handle.db.select().from(outbox).where(eq(outbox.kind, NOTICE_MAIL_KIND))).map(
      (row) => row.message as { to: string; subject: string; text: string },
    );

  it('tells the agency once per problem, in its language, and again when it comes back after being resolved', async () => {
    const item = { key: 'crm-sync-failing', detail: 'GetPropertyList: the CRM cannot be reached' };
    for (let run = 0; run < 5; run++) await notify(handle.db, 'crm-sync-failing', [item]);
    let sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(getSite().contact.email);
    expect(sent[0]!.subject).toBe(`${getSite().name}: de catalogus wordt niet meer bijgewerkt uit het CRM`);
    expect(sent[0]!.text).toContain('GetPropertyList: the CRM cannot be reached');
    expect(await openNoticeList(handle.db, 'crm-sync-failing')).toHaveLength(1);

    expect(await resolve(handle.db, 'crm-sync-failing')).toBe(1);
    expect(await openNoticeList(handle.db, 'crm-sync-failing')).toHaveLength(0);
    await notify(handle.db, 'crm-sync-failing', [item]);
    sent = await mails();
    expect(sent).toHaveLength(2);
  });

  it('several new problems at once are one mail, each a line; those already told are not repeated', async () => {
    const held = (id: number) => ({ key: `crm-held:property:${id}:fr:Price`, detail: `held back: property ${id} (fr): Price` });
    expect(await notify(handle.db, 'crm-held', [held(1), held(2)])).toBe(2);
    expect(await notify(handle.db, 'crm-held', [held(1), held(2), held(3)])).toBe(1);
    const sent = await mails();
    expect(sent.map((m) => m.subject)).toEqual([
      `${getSite().name}: 2 fiches uit het CRM tegengehouden`,
      `${getSite().name}: 1 fiche uit het CRM tegengehouden`,
    ]);
    expect(sent[0]!.text).toContain('held back: property 1 (fr): Price');
    expect(sent[0]!.text).toContain('held back: property 2 (fr): Price');
    expect(sent[1]!.text).not.toContain('property 1 ');
    // Record 2 was fixed: resolved; if it fails again, it is told again.
    await resolve(handle.db, 'crm-held', [held(1).key, held(3).key]);
    expect(await notify(handle.db, 'crm-held', [held(1), held(2), held(3)])).toBe(1);
  });

  it('two processes raising the same problem at the same moment tell it once', async () => {
    const item = { key: 'mail-undeliverable:x', detail: 'agency to info@example.test: 550 mailbox unavailable' };
    const told = await Promise.all(Array.from({ length: 6 }, () => notify(handle.db, 'mail-undeliverable', [item])));
    expect(told.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mails()).toHaveLength(1);
  });

  it('a sync: failing is told from the third run in a row and resolved by a success; held records each told once', async () => {
    const failed: SyncRun = {
      startedAt: '',
      finishedAt: '',
      ms: 0,
      mode: 'incremental',
      ok: false,
      changed: false,
      errors: ['the CRM is down'],
    };
    expect(await reportSync(handle.db, failed, { failures: 1 })).toBe(0);
    expect(await reportSync(handle.db, failed, { failures: 2 })).toBe(0);
    expect(await reportSync(handle.db, failed, { failures: 3 })).toBe(1);
    expect(await reportSync(handle.db, failed, { failures: 4 })).toBe(0);
    const held = {
      kind: 'property' as const,
      id: 4127,
      lang: 'fr',
      field: 'Price',
      reason: 'expected a number, got "op aanvraag"',
      since: '',
    };
    const ok: SyncRun = { ...failed, ok: true, errors: undefined, held: [held] };
    expect(await reportSync(handle.db, ok, { failures: 0 })).toBe(1);
    expect(await openNoticeList(handle.db, 'crm-sync-failing')).toHaveLength(0);
    expect(await reportSync(handle.db, ok, { failures: 0 })).toBe(0);
    expect((await mails()).map((m) => m.subject)).toEqual([
      `${getSite().name}: de catalogus wordt niet meer bijgewerkt uit het CRM`,
      `${getSite().name}: 1 fiche uit het CRM tegengehouden`,
    ]);
    // Fixed: resolved; nothing open.
    await reportSync(handle.db, { ...ok, held: undefined }, { failures: 0 });
    expect(await openNoticeList(handle.db)).toHaveLength(0);
  });
});

it('a run opens the database to tell only when it has news: the third failure, held records, or the end of a problem told', () => {
  const run = (ok: boolean, held = 0): SyncRun => ({
    startedAt: '',
    finishedAt: '',
    ms: 0,
    mode: 'incremental',
    ok,
    changed: false,
    ...(held
      ? {
          held: Array.from({ length: held }, (_, id) => ({
            kind: 'property' as const,
            id,
            lang: 'nl',
            field: 'Price',
            reason: '',
            since: '',
          })),
        }
      : {}),
  });
  expect(hasNews(run(false), { failures: 0 })).toBe(false);
  expect(hasNews(run(false), { failures: 1 })).toBe(false);
  expect(hasNews(run(false), { failures: 2 })).toBe(true);
  expect(hasNews(run(true), { failures: 0 })).toBe(false);
  expect(hasNews(run(true), { failures: 3 })).toBe(true);
  expect(hasNews(run(true, 1), {})).toBe(true);
  expect(hasNews(run(true), { lastRun: run(true, 2) })).toBe(true);
});
