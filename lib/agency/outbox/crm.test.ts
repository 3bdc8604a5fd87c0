// Leads out through the outbox (docs/decisions/0034), on the real databases (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set) against the fake CRM (tests/crm/fake-omnicasa.ts), a real HTTP server on
// loopback speaking Omnicasa's wire, with the mails going to a real SMTP server on loopback. Only the
// waiting is skipped: a test moves `next_attempt_at` instead of sleeping through the backoff.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_PASSWORD, FAKE_USER, startFakeOmnicasa, type FakeOmnicasa } from '@/tests/crm/fake-omnicasa';
import { smtpRecorder } from '@/tests/support/smtp-recorder';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { omnicasaAdapter } from '@/lib/agency/crm/omnicasa';
import type { Handle } from '@/lib/platform/db/client';
import { outbox } from '@/lib/platform/db/schema';
import { LEAD_KIND, leadKey, retryFailed } from '@/lib/platform/dal/outbox';
import { recentSubmissions, storeSubmission } from '@/lib/platform/dal/submissions';
import { smtpTransport } from '@/lib/agency/mail/transport';
import { deliverLeadsDue, type LeadDelivery } from './crm';
import { deliverDue, type DeliveryReport } from './deliver';

const idle: DeliveryReport = { sent: 0, retried: 0, failed: 0 };

describe.each(TEST_DATABASES)('CRM leads through the outbox on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  let fake: FakeOmnicasa;
  beforeAll(async () => {
    [handle, fake] = await Promise.all([database.open(), startFakeOmnicasa()]);
  }, 60_000);
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
  });

  const adapter = () =>
    omnicasaAdapter({ url: fake.url, user: FAKE_USER, password: FAKE_PASSWORD }, { typeIds: (ids) => ids, placeNames: (zips) => zips });
  const leads = (): LeadDelivery => ({ db: handle.db, adapter: adapter(), log: () => {} });
  /** A visitor's form as handleForm stores it: the submission, its mail to the agency and its lead. */
  const submit = (i: number) => {
    const submission = {
      form: i % 2 ? 'contact-me' : 'site-contact',
      lang: 'nl',
      email: `lead${i}@example.test`,
      propertyId: i % 2 ? 4101 : null,
      fields: { firstName: 'Els', lastName: `Lead ${i}`, email: `lead${i}@example.test`, remark: `lead ${i}` },
    };
    return storeSubmission(handle.db, submission, {
      messageDomain: 'test.vitrine',
      mails: () => [
        { kind: 'agency', message: { to: 'agency@example.test', subject: `lead ${i}`, text: `lead ${i}`, html: `<p>lead ${i}</p>` } },
      ],
      lead: (stored) => adapter().lead({ ...submission, id: stored.id }),
    });
  };
  const leadStatuses = async () =>
    (
      await handle.db
        .select({ status: outbox.status, n: sql<number>`count(*)::int` })
        .from(outbox)
        .where(eq(outbox.kind, LEAD_KIND))
        .groupBy(outbox.status)
    ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: row.n }), {});
  /** Rounds until one finds nothing due; the reports added up. */
  const drain = async (round: () => Promise<DeliveryReport>) => {
    const total = { ...idle };
    for (;;) {
      const report = await round();
      if (report.sent + report.retried + report.failed === 0) return total;
      total.sent += report.sent;
      total.retried += report.retried;
      total.failed += report.failed;
    }
  };
  const everyLeadDue = () =>
    handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(and(eq(outbox.kind, LEAD_KIND), eq(outbox.status, 'pending')));

  it('keeps 100 leads while the CRM is down, sends the mails meanwhile, and delivers each lead once when it is back', async () => {
    await handle.db.delete(outbox);
    const before = fake.leads().length;
    fake.setMode('down');
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push((await submit(i)).id);
    expect(await leadStatuses()).toEqual({ pending: 100 });

    // The CRM is down: every lead is tried once and waits for its next attempt, none lost or failed.
    // (A slow machine may try some twice: the first delay is a second or two.)
    const down = await drain(() => deliverLeadsDue(leads(), 20));
    expect(down).toMatchObject({ sent: 0, failed: 0 });
    expect(down.retried).toBeGreaterThanOrEqual(100);
    expect(await leadStatuses()).toEqual({ pending: 100 });
    expect(fake.leads().length - before).toBe(down.retried);

    // The mails go out all the same: their worker never takes a lead.
    const sink = await smtpRecorder();
    try {
      const mails = await drain(() =>
        deliverDue({
          db: handle.db,
          transport: smtpTransport(`smtp://127.0.0.1:${sink.port}`),
          from: 'Vitrine <info@example.test>',
          attachments: async () => [],
          log: () => {},
        }),
      );
      expect(mails).toEqual({ sent: 100, retried: 0, failed: 0 });
      expect(sink.ids).toHaveLength(100);
    } finally {
      await sink.close();
    }
    expect(await leadStatuses()).toEqual({ pending: 100 });

    // Back: two workers at once, as two instances would, until nothing is due.
    fake.setMode('up');
    await everyLeadDue();
    const accepted = fake.leads().length;
    const reports = await Promise.all([drain(() => deliverLeadsDue(leads(), 7)), drain(() => deliverLeadsDue(leads(), 7))]);
    expect(reports[0]!.sent + reports[1]!.sent).toBe(100);
    expect(await leadStatuses()).toEqual({ sent: 100 });

    // Exactly once per submission, by the reference each lead carries.
    const references = fake
      .leads()
      .slice(accepted)
      .map((call) => call.params.CustomStr1);
    expect(references).toHaveLength(100);
    expect(new Set(references)).toEqual(new Set(ids.map((id) => `vitrine:${id}`)));

    // Nothing more goes, however often the workers look.
    await everyLeadDue();
    expect(await deliverLeadsDue(leads())).toEqual(idle);
    expect(fake.leads().length).toBe(accepted + 100);
    const listed = await recentSubmissions(handle.db, 100);
    expect(listed.every((row) => row.crm === 'sent' && row.mails.sent === 1)).toBe(true);
  }, 120_000);

  it('keeps a lead the CRM refuses as failed, visible with the reason, and retries it on request', async () => {
    await handle.db.delete(outbox);
    fake.setMode('refuse');
    const { id } = await submit(1);
    expect(await deliverLeadsDue(leads())).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.messageId, leadKey(id)));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row!.lastError).toMatch(/ContactOnMe: the CRM answered an error: The service is under maintenance/);
    expect((await recentSubmissions(handle.db)).find((s) => s.id === id)).toMatchObject({
      crm: 'failed',
      mails: { pending: 1, sent: 0, failed: 0 },
    });

    fake.setMode('up');
    expect(await deliverLeadsDue(leads())).toEqual(idle);
    expect(await retryFailed(handle.db, id)).toEqual({ mails: 0, leads: 1 });
    expect(await deliverLeadsDue(leads())).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect((await recentSubmissions(handle.db)).find((s) => s.id === id)).toMatchObject({ crm: 'sent' });
  }, 60_000);

  it('holds one lead per submission, and none without a CRM', async () => {
    await handle.db.delete(outbox);
    const { id } = await submit(2);
    const [lead] = await handle.db.select().from(outbox).where(eq(outbox.kind, LEAD_KIND));
    await expect(
      handle.db.insert(outbox).values({ submissionId: id, kind: LEAD_KIND, message: lead!.message, messageId: leadKey(id) }),
    ).rejects.toThrow();

    // Without CRM_URL handleForm passes no lead: the submission has its mails only.
    const plain = await storeSubmission(
      handle.db,
      { form: 'site-contact', lang: 'nl', email: 'plain@example.test', fields: {} },
      { messageDomain: 'test.vitrine', lead: undefined },
    );
    expect(
      await handle.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.submissionId, plain.id), eq(outbox.kind, LEAD_KIND))),
    ).toEqual([]);
    expect((await recentSubmissions(handle.db)).find((s) => s.id === plain.id)).toMatchObject({ crm: null });
  }, 60_000);
});
