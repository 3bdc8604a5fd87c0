import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import { captchaSpent, outbox, rateLimits, searches, submissions, pageViewKeys } from '@/lib/platform/db/schema';
import { startHousekeeping } from '@/lib/agency/jobs/housekeeping';
import { spendCaptcha, takeRateLimit } from './abuse';
import { leadKey, markSent } from './outbox';
import { erasePerson, exportPerson } from './retention';
import { decide, hasRequestedDocuments, storeSubmission } from './submissions';
import { hashPageView } from '@/lib/platform/security/secret';
import { addPageViews, countPageViews, pageViewsOf } from './page-views';

describe.each(TEST_DATABASES)('data access on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());
  const count = async (table: typeof submissions | typeof outbox) =>
    (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  it('stores a submission and its mails together, or neither', async () => {
    const before = [await count(submissions), await count(outbox)];
    await expect(
      storeSubmission(
        handle.db,
        { form: 'contact-me', lang: 'nl', email: 'a@example.test', fields: {} },
        {
          messageDomain: 'test',
          mails: () => {
            throw new Error('rendering the mail failed');
          },
        },
      ),
    ).rejects.toThrow('rendering the mail failed');
    expect([await count(submissions), await count(outbox)]).toEqual(before);
    const stored = await storeSubmission(
      handle.db,
      { form: 'documents', lang: 'fr', email: 'b@example.test', propertyId: 4101, fields: {} },
      {
        messageDomain: 'test',
        mails: () => [{ kind: 'documents', message: { to: 'b@example.test', subject: 's', text: 't', html: '<p>t</p>' } }],
      },
    );
    expect(stored.id).toMatch(/^[0-9a-f-]{36}$/);
    expect([await count(submissions), await count(outbox)]).toEqual([before[0]! + 1, before[1]! + 1]);
    expect(await hasRequestedDocuments(handle.db, 4101, 'b@example.test')).toBe(true);
    expect(await hasRequestedDocuments(handle.db, 4102, 'b@example.test')).toBe(false);
  });

  it('spends a captcha answer once, even when two requests race', async () => {
    const expires = new Date(Date.now() + 60_000);
    const results = await Promise.all(Array.from({ length: 6 }, () => spendCaptcha(handle.db, 'pow:same', expires)));
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('counts a rate limit exactly under concurrency and starts again in the next window', async () => {
    const window = { limit: 5, windowMs: 60_000 };
    const now = Date.UTC(2026, 10, 24, 12, 0, 30);
    const results = await Promise.all(Array.from({ length: 12 }, () => takeRateLimit(handle.db, 'site-contact:abc', window, now)));
    expect(results.filter(Boolean)).toHaveLength(5);
    expect(await takeRateLimit(handle.db, 'site-contact:abc', window, now + 60_000)).toBe(true);
    expect(await takeRateLimit(handle.db, 'site-contact:other', window, now)).toBe(true);
  });

  it('exports and erases one person, and only them', async () => {
    const erased = await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'erase.me@example.test', fields: { remark: 'x' } },
      {
        messageDomain: 'test',
        mails: () => [{ kind: 'confirmation', message: { to: 'erase.me@example.test', subject: 's', text: 't', html: 't' } }],
        lead: () => ({ crm: 'omnicasa', request: { endpoint: 'ContactOnMe', params: { Email: 'erase.me@example.test' } } }),
      },
    );
    // The CRM took the lead already: the erasure says so, for the agency to erase it there too.
    await markSent(
      handle.db,
      (
        await handle.db
          .select()
          .from(outbox)
          .where(eq(outbox.messageId, leadKey(erased.id)))
      )[0]!.id,
    );
    await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'keep.me@example.test', fields: { remark: 'y' } },
      { messageDomain: 'test' },
    );
    const exported = await exportPerson(handle.db, 'Erase.Me@example.test');
    expect(exported.submissions).toHaveLength(1);
    expect(exported.mails).toEqual([expect.objectContaining({ kind: 'confirmation', to: 'erase.me@example.test' })]);
    expect(exported.crmLeads).toEqual([
      expect.objectContaining({
        submissionId: erased.id,
        crm: 'omnicasa',
        status: 'sent',
        request: { endpoint: 'ContactOnMe', params: { Email: 'erase.me@example.test' } },
      }),
    ]);
    expect(await erasePerson(handle.db, 'erase.me@example.test')).toEqual({
      submissions: 1,
      redacted: 0,
      mails: 0,
      leads: 0,
      newsletter: 0,
      searches: 0,
      visitBookings: 0,
      crmLeadsSent: 1,
    });
    expect(
      await handle.db
        .select()
        .from(outbox)
        .where(eq(outbox.messageId, leadKey(erased.id))),
    ).toEqual([]);
    expect((await exportPerson(handle.db, 'erase.me@example.test')).submissions).toHaveLength(0);
    expect((await exportPerson(handle.db, 'keep.me@example.test')).submissions).toHaveLength(1);
  });

  it("exports and erases a person who was only sent something: another sender's tip keeps the sender's data, not the recipient's", async () => {
    const friend = 'friend.only@example.test';
    const mail = (to: string, text = 't') => ({ to, subject: 's', text, html: text });
    // Someone else sends the person a property, with a note about them.
    const tip = await storeSubmission(
      handle.db,
      {
        form: 'send-to-friend',
        lang: 'nl',
        email: 'sender@example.test',
        propertyId: 4101,
        fields: {
          firstName: 'Jan',
          lastName: 'Claes',
          email: 'sender@example.test',
          friendName: 'Tom Peeters',
          remark: 'Tom, dit is iets voor jou',
        },
      },
      { messageDomain: 'test', mails: () => [{ kind: 'friend', message: mail(friend, 'Tom, dit is iets voor jou') }] },
    );
    await handle.db.insert(outbox).values({
      submissionId: tip.id,
      kind: 'friend',
      message: mail('Friend.Only@example.test', 'a second tip'),
      messageId: '<second-tip@test>',
    });
    // A lead of another submission that names the address (typed into a remark), and one that does not.
    const other = await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'third@example.test', fields: { remark: `mijn partner: ${friend}` } },
      {
        messageDomain: 'test',
        mails: () => [{ kind: 'agency', message: mail('agency@example.test', `mijn partner: ${friend}`) }],
        lead: () => ({
          crm: 'omnicasa',
          request: { endpoint: 'ContactOnMe', params: { Email: 'third@example.test', Comments: `mijn partner: ${friend}` } },
        }),
      },
    );

    const exported = await exportPerson(handle.db, friend);
    expect(exported.submissions).toEqual([]);
    expect(exported.mailsReceived.map((m) => [m.submissionId, m.kind, m.to.toLowerCase(), m.text]).sort()).toEqual(
      [
        [tip.id, 'friend', friend, 'Tom, dit is iets voor jou'],
        [tip.id, 'friend', friend, 'a second tip'],
      ].sort(),
    );
    expect(exported.receivedFrom).toEqual([
      {
        submissionId: tip.id,
        form: 'send-to-friend',
        createdAt: expect.any(Date),
        fields: { friendName: 'Tom Peeters', remark: 'Tom, dit is iets voor jou' },
      },
    ]);
    expect(exported.crmLeads).toEqual([
      expect.objectContaining({ submissionId: other.id, request: expect.objectContaining({ endpoint: 'ContactOnMe' }) }),
    ]);

    expect(await erasePerson(handle.db, friend)).toEqual({
      submissions: 0,
      redacted: 1,
      mails: 2,
      leads: 1,
      newsletter: 0,
      searches: 0,
      visitBookings: 0,
      crmLeadsSent: 0,
    });
    // The sender's submission stays, theirs: without the recipient's name and the note.
    const [kept] = await handle.db.select().from(submissions).where(eq(submissions.id, tip.id));
    expect(kept!.fields).toEqual({ firstName: 'Jan', lastName: 'Claes', email: 'sender@example.test', recipientErased: true });
    expect(await handle.db.select().from(outbox).where(eq(outbox.submissionId, tip.id))).toEqual([]);
    // The other submission's lead naming the address is gone; its agency mail (to the agency) stays.
    expect((await handle.db.select().from(outbox).where(eq(outbox.submissionId, other.id))).map((row) => row.kind)).toEqual(['agency']);
    expect(await exportPerson(handle.db, friend)).toMatchObject({ mailsReceived: [], receivedFrom: [], crmLeads: [] });
    expect((await exportPerson(handle.db, 'sender@example.test')).submissions).toHaveLength(1);
  });

  it('removes what is past the retention, and only that, when the housekeeping runs', async () => {
    const monthsAgo = (months: number) => sql`now() - make_interval(months => ${months})`;
    const old = await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'old@example.test', fields: {} },
      {
        messageDomain: 'test',
        mails: () => [{ kind: 'agency', message: { to: 'agency@example.test', subject: 's', text: 't', html: 't' } }],
      },
    );
    const recent = await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'recent@example.test', fields: {} },
      { messageDomain: 'test' },
    );
    await handle.db
      .update(submissions)
      .set({ createdAt: monthsAgo(25) })
      .where(sql`${submissions.id} = ${old.id}`);
    await handle.db
      .update(submissions)
      .set({ createdAt: monthsAgo(23) })
      .where(sql`${submissions.id} = ${recent.id}`);
    const search = (email: string, status: string, months: number) => ({
      email,
      lang: 'nl',
      passwordHash: 'x',
      criteria: {},
      status,
      createdAt: monthsAgo(months),
    });
    await handle.db
      .insert(searches)
      .values([
        search('old.pending@example.test', 'pending', 25),
        search('old.active@example.test', 'confirmed', 25),
        search('new.pending@example.test', 'pending', 1),
      ] as never);
    await handle.db.insert(captchaSpent).values([
      { key: 'purge:spent', expiresAt: new Date(Date.now() - 60_000) },
      { key: 'purge:live', expiresAt: new Date(Date.now() + 60_000) },
    ]);
    await handle.db.insert(rateLimits).values([
      { key: 'purge:old', windowStart: Date.now() - 2 * 24 * 60 * 60_000, count: 1 },
      { key: 'purge:now', windowStart: Date.now(), count: 1 },
    ]);
    const daysAgo = (days: number) => sql`(now() at time zone 'Europe/Brussels')::date - ${days}::int`;
    await handle.db.insert(pageViewKeys).values([
      { key: 'purge:today', propertyId: 1, day: daysAgo(0) },
      { key: 'purge:yesterday', propertyId: 1, day: daysAgo(1) },
      { key: 'purge:before', propertyId: 1, day: daysAgo(2) },
      { key: 'purge:last-week', propertyId: 1, day: daysAgo(7) },
    ] as never);

    const lines: string[] = [];
    const chores = startHousekeeping(handle.db, 24, { log: (line) => lines.push(line) });
    await chores.ready;
    chores.stop();

    const emails = (await handle.db.select({ email: submissions.email }).from(submissions)).map((row) => row.email);
    expect(emails).not.toContain('old@example.test');
    expect(emails).toContain('recent@example.test');
    expect(
      await handle.db
        .select()
        .from(outbox)
        .where(sql`${outbox.submissionId} = ${old.id}`),
    ).toHaveLength(0);
    const kept = (await handle.db.select({ email: searches.email }).from(searches)).map((row) => row.email);
    expect(kept).toEqual(expect.arrayContaining(['old.active@example.test', 'new.pending@example.test']));
    expect(kept).not.toContain('old.pending@example.test');
    const spent = (await handle.db.select({ key: captchaSpent.key }).from(captchaSpent)).map((row) => row.key);
    expect(spent).toContain('purge:live');
    expect(spent).not.toContain('purge:spent');
    const keys = (await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys).toContain('purge:now');
    expect(keys).not.toContain('purge:old');
    // Who was counted: today's and yesterday's keys are kept for the counting, older ones forgotten.
    const seen = (await handle.db.select({ key: pageViewKeys.key }).from(pageViewKeys)).map((row) => row.key);
    expect(seen).toEqual(expect.arrayContaining(['purge:today', 'purge:yesterday']));
    expect(seen).not.toContain('purge:before');
    expect(seen).not.toContain('purge:last-week');
    expect(lines).toEqual([
      expect.stringMatching(
        /^\[retention\] removed 1 submissions, 1 searches, 0 visit bookings and 0 mails and leads of no submission older than 24 months$/,
      ),
    ]);
  });

  it('keeps one document request per property and address, even when two arrive together', async () => {
    const request = () =>
      storeSubmission(
        handle.db,
        { form: 'documents', lang: 'nl', email: 'twice@example.test', propertyId: 4103, fields: {} },
        { messageDomain: 'test' },
      );
    const results = await Promise.allSettled([request(), request(), request()]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      let code: unknown;
      for (let e: unknown = refused.reason; e && typeof e === 'object' && code === undefined; e = (e as { cause?: unknown }).cause)
        code = (e as { code?: unknown }).code;
      expect(code).toBe('23505');
    }
    // Other forms may come twice; another property or address is another request.
    await storeSubmission(
      handle.db,
      { form: 'contact-me', lang: 'nl', email: 'twice@example.test', propertyId: 4103, fields: {} },
      { messageDomain: 'test' },
    );
    await storeSubmission(
      handle.db,
      { form: 'contact-me', lang: 'nl', email: 'twice@example.test', propertyId: 4103, fields: {} },
      { messageDomain: 'test' },
    );
    await storeSubmission(
      handle.db,
      { form: 'documents', lang: 'nl', email: 'twice@example.test', propertyId: 4104, fields: {} },
      { messageDomain: 'test' },
    );
    await storeSubmission(
      handle.db,
      { form: 'documents', lang: 'nl', email: 'other@example.test', propertyId: 4103, fields: {} },
      { messageDomain: 'test' },
    );
  });

  it('adds page-view counts per property and day, batches from several instances adding up', async () => {
    await addPageViews(handle.db, [
      { propertyId: 4105, day: '2026-11-23', count: 3 },
      { propertyId: 4105, day: '2026-11-24', count: 2 },
    ]);
    await Promise.all([
      addPageViews(handle.db, [{ propertyId: 4105, day: '2026-11-24', count: 5 }]),
      addPageViews(handle.db, [{ propertyId: 4105, day: '2026-11-24', count: 7 }]),
    ]);
    await addPageViews(handle.db, []);
    expect(await pageViewsOf(handle.db, 4105)).toEqual([
      { propertyId: 4105, day: '2026-11-23', count: 3 },
      { propertyId: 4105, day: '2026-11-24', count: 14 },
    ]);
    expect(await pageViewsOf(handle.db, 4106)).toEqual([]);
  });

  it('counts a client once per property and day, whichever batch or instance brings the page view', async () => {
    const SECRET = 's'.repeat(43);
    const view = (address: string, propertyId: number, day: string) => ({
      key: hashPageView(address, propertyId, day, SECRET),
      propertyId,
      day,
    });
    const today = async () => (await pageViewsOf(handle.db, 4107)).find((row) => row.day === '2026-11-24')?.count ?? 0;
    // The same client twice, in one batch and in the next: one page view.
    expect(await countPageViews(handle.db, [view('198.51.100.7', 4107, '2026-11-24'), view('198.51.100.7', 4107, '2026-11-24')])).toBe(1);
    expect(await countPageViews(handle.db, [view('198.51.100.7', 4107, '2026-11-24')])).toBe(0);
    expect(await today()).toBe(1);
    // Two instances bringing the same client's page view at once: still one.
    await Promise.all([
      countPageViews(handle.db, [view('198.51.100.8', 4107, '2026-11-24')]),
      countPageViews(handle.db, [view('198.51.100.8', 4107, '2026-11-24')]),
    ]);
    expect(await today()).toBe(2);
    // Another client, the same client on another property, the next day: each counted.
    await countPageViews(handle.db, [
      view('203.0.113.9', 4107, '2026-11-24'),
      view('198.51.100.7', 4108, '2026-11-24'),
      view('198.51.100.7', 4107, '2026-11-25'),
    ]);
    expect(await pageViewsOf(handle.db, 4107)).toEqual([
      { propertyId: 4107, day: '2026-11-24', count: 3 },
      { propertyId: 4107, day: '2026-11-25', count: 1 },
    ]);
    expect(await pageViewsOf(handle.db, 4108)).toEqual([{ propertyId: 4108, day: '2026-11-24', count: 1 }]);
    expect(await countPageViews(handle.db, [])).toBe(0);
    // No address is kept: only the keyed hashes.
    const stored = await handle.db
      .select()
      .from(pageViewKeys)
      .where(sql`${pageViewKeys.propertyId} in (4107, 4108)`);
    expect(stored).toHaveLength(5);
    expect(JSON.stringify(stored)).not.toMatch(/198\.51|203\.0/);
  });

  it("applies the agency's decisions to the form they belong to only", async () => {
    const visit = await storeSubmission(
      handle.db,
      { form: 'contact-appointment', lang: 'nl', email: 'visit@example.test', propertyId: 4101, fields: {} },
      { messageDomain: 'test' },
    );
    const testimonial = await storeSubmission(
      handle.db,
      { form: 'testimonial', lang: 'nl', email: 'words@example.test', status: 'pending', fields: {} },
      { messageDomain: 'test' },
    );
    const statusOf = async (id: string) =>
      (
        await handle.db
          .select({ status: submissions.status })
          .from(submissions)
          .where(sql`${submissions.id} = ${id}`)
      )[0]!.status;
    expect(await decide(handle.db, visit.id, 'approve')).toBe(false);
    expect(await decide(handle.db, testimonial.id, 'confirm')).toBe(false);
    expect(await statusOf(visit.id)).toBe('received');
    expect(await decide(handle.db, visit.id, 'confirm')).toBe(true);
    expect(await statusOf(visit.id)).toBe('confirmed');
    expect(await decide(handle.db, testimonial.id, 'approve')).toBe(true);
    expect(await statusOf(testimonial.id)).toBe('approved');
    expect(await decide(handle.db, '00000000-0000-4000-8000-000000000000', 'confirm')).toBe(false);
  });
});
