import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { outbox, submissions } from '@/lib/platform/db/schema';
import { formatLeadCursor, leadsPage, markHandled, parseLeadCursor, type LeadFilter } from './leads';

const FORMS = ['contact-me', 'site-contact', 'contact-appointment'];

describe.each(TEST_DATABASES)('the desk’s leads on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  let expected: { id: string; form: string; propertyId: number | null; email: string; name: string; spam: boolean }[] = [];

  beforeAll(async () => {
    handle = await database.open();
    // 130 submissions, newest first in `expected`: three at a time share a millisecond (a microsecond apart),
    // as a burst of posts does, so that a page ending inside such a group shows the cursor keeps every row.
    const rows = Array.from({ length: 130 }, (_, i) => ({
      form: FORMS[i % 3]!,
      lang: i % 2 ? 'fr' : 'nl',
      propertyId: i % 5 === 0 ? null : 4100 + (i % 4),
      email: `sender${i}@example.test`,
      fields: { firstName: i === 7 ? 'Zoë' : 'Els', lastName: i === 7 ? 'Van Damme 100%' : `Peeters${i}` },
      spam: i % 29 === 28,
      createdAt: sql`timestamptz '2026-11-01T10:00:00Z' + make_interval(secs => ${Math.floor(i / 3)} * 0.001 + ${i % 3} * 0.000001)`,
    }));
    const stored = await handle.db.insert(submissions).values(rows).returning({ id: submissions.id });
    expected = rows
      .map((row, i) => ({
        id: stored[i]!.id,
        form: row.form,
        propertyId: row.propertyId,
        email: row.email,
        name: `${row.fields.firstName} ${row.fields.lastName}`,
        spam: row.spam,
      }))
      .reverse();
    // Sender 3's mail failed for good; sender 4's lead waits.
    await handle.db.insert(outbox).values([
      { submissionId: stored[3]!.id, kind: 'agency', message: {} as never, messageId: 'm3', status: 'failed' },
      { submissionId: stored[4]!.id, kind: 'crm-lead', message: {} as never, messageId: 'l4', status: 'pending' },
    ]);
  }, 60_000);
  afterAll(() => handle?.close());

  /** Every page of a filter, followed through its cursors. */
  const all = async (filter: LeadFilter = {}, limit = 50) => {
    const ids: string[] = [];
    let after;
    for (let pages = 0; pages < 100; pages++) {
      const page = await leadsPage(handle.db, filter, { after, limit });
      ids.push(...page.rows.map((row) => row.id));
      if (!page.next) return ids;
      // The cursor goes through the page's address and back.
      after = parseLeadCursor(formatLeadCursor(page.next))!;
    }
    throw new Error('more pages than rows');
  };

  it('pages through every lead once, newest first, spam left out unless asked for', async () => {
    const first = await leadsPage(handle.db, {}, { limit: 50 });
    expect(first.rows).toHaveLength(50);
    expect(first.next?.createdAt).toMatch(/^2026-11-01T10:00:00\.\d{6}Z$/);
    expect(first.rows[0]).toMatchObject({ email: 'sender129@example.test', name: 'Els Peeters129', handledAt: null });
    const notSpam = expected.filter((row) => !row.spam).map((row) => row.id);
    // Pages of 7 end inside the groups that share a millisecond.
    expect(await all({}, 7)).toEqual(notSpam);
    expect(await all()).toEqual(notSpam);
    expect(await all({ spam: true })).toEqual(expected.filter((row) => row.spam).map((row) => row.id));
  });

  it('filters by form, property, an agent’s properties, and state, with the mails’ and the CRM’s state', async () => {
    const mine = (keep: (row: (typeof expected)[number]) => boolean) =>
      expected.filter((row) => !row.spam && keep(row)).map((row) => row.id);
    expect(await all({ form: 'site-contact' })).toEqual(mine((row) => row.form === 'site-contact'));
    expect(await all({ propertyId: 4101 })).toEqual(mine((row) => row.propertyId === 4101));
    expect(await all({ propertyIds: [4102, 4103] })).toEqual(mine((row) => row.propertyId === 4102 || row.propertyId === 4103));
    expect(await all({ propertyIds: [] })).toEqual([]);
    const failing = await leadsPage(handle.db, { state: 'failing' });
    expect(failing.rows.map((row) => [row.email, row.mails])).toEqual([['sender3@example.test', { pending: 0, sent: 0, failed: 1 }]]);
    const waiting = await leadsPage(handle.db, { search: 'sender4@' });
    expect(waiting.rows.map((row) => row.crm)).toEqual(['pending']);
  });

  it('finds a sender by part of the address or the name, in any case, a typed % being a percent sign', async () => {
    expect((await leadsPage(handle.db, { search: 'SENDER12' })).rows.map((row) => row.email)).toEqual(
      [
        'sender129',
        'sender128',
        'sender127',
        'sender126',
        'sender125',
        'sender124',
        'sender123',
        'sender122',
        'sender121',
        'sender120',
        'sender12',
      ].map((local) => `${local}@example.test`),
    );
    expect((await leadsPage(handle.db, { search: 'zoë van' })).rows.map((row) => row.name)).toEqual(['Zoë Van Damme 100%']);
    expect((await leadsPage(handle.db, { search: '100%' })).rows.map((row) => row.name)).toEqual(['Zoë Van Damme 100%']);
    expect((await leadsPage(handle.db, { search: '1_0' })).rows).toEqual([]);
  });

  it('marks a lead handled and open again, and the state filters follow', async () => {
    const target = expected[0]!.id;
    expect(await markHandled(handle.db, target, 'staff-1')).toBe(true);
    const handled = await leadsPage(handle.db, { state: 'handled' });
    expect(handled.rows.map((row) => row.id)).toEqual([target]);
    expect(handled.rows[0]!.handledAt).toBeInstanceOf(Date);
    expect((await all({ state: 'open' })).includes(target)).toBe(false);
    expect(await markHandled(handle.db, target, null)).toBe(true);
    expect((await leadsPage(handle.db, { state: 'handled' })).rows).toEqual([]);
    expect(await markHandled(handle.db, '00000000-0000-4000-8000-000000000000', 'staff-1')).toBe(false);
  });

  it('reads a cursor from an address only when it is one', () => {
    expect(parseLeadCursor('2026-11-01T10:00:00.123456Z_0f8e2a4c-1111-4222-8333-444455556666')).toEqual({
      createdAt: '2026-11-01T10:00:00.123456Z',
      id: '0f8e2a4c-1111-4222-8333-444455556666',
    });
    for (const junk of [
      null,
      '',
      'x',
      '2026-11-01T10:00:00Z_0f8e2a4c-1111-4222-8333-444455556666',
      "2026-11-01T10:00:00.123456Z_1' or 1=1",
    ])
      expect(parseLeadCursor(junk), String(junk)).toBeNull();
  });
});
