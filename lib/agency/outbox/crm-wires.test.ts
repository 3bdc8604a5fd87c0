// Leads out through the outbox to Whise and SweepBright (Omnicasa's are in ./crm.test.ts), on the real
// databases (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) against each FAKE CRM, a real HTTP
// server on loopback speaking that CRM's wire (tests/crm/fake-whise.ts, tests/crm/fake-sweepbright.ts).
// "Down" is the adapter pointed at a port nothing listens on, as a CRM whose host is gone; only the waiting
// is skipped: the test moves `next_attempt_at` instead of sleeping through the backoff.
import net from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { FAKE_CLIENT_ID, FAKE_WHISE_PASSWORD, FAKE_WHISE_USER, startFakeWhise, type FakeWhise } from '@/tests/crm/fake-whise';
import {
  FAKE_API_VERSION,
  FAKE_SB_CLIENT_ID,
  FAKE_SB_CLIENT_SECRET,
  startFakeSweepBright,
  uuidOf,
  type FakeSweepBright,
} from '@/tests/crm/fake-sweepbright';
import type { CrmAdapter } from '@/lib/agency/crm/adapter';
import { whiseAdapter } from '@/lib/agency/crm/whise';
import { sweepbrightAdapter } from '@/lib/agency/crm/sweepbright';
import { NOTICE_MAIL_KIND } from '@/lib/agency/notices';
import type { Handle } from '@/lib/platform/db/client';
import { outbox } from '@/lib/platform/db/schema';
import { crmIdsFor } from '@/lib/platform/dal/crm-webhooks';
import { LEAD_KIND } from '@/lib/platform/dal/outbox';
import { storeSubmission } from '@/lib/platform/dal/submissions';
import { deliverLeadsDue } from './crm';
import type { DeliveryReport } from './deliver';

const LEADS = 20;
const lead = (i: number) => `lead${i}@example.test`;

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Wire {
  name: string;
  start(): Promise<{ close(): Promise<void> }>;
  /** The adapter, at the fake's address or at `url` (a dead one); `refused`: with credentials the CRM refuses. */
  adapter(db: Handle['db'], url?: string, refused?: boolean): CrmAdapter;
  /** The property a lead is about, in our ids. */
  propertyId(db: Handle['db']): Promise<number>;
  /** The e-mail addresses of the leads the fake took, in order. */
  received(): string[];
}

let whise: FakeWhise;
let sweepbright: FakeSweepBright;
const leadCatalogue = { typeIds: (ids: number[]) => ids, placeNames: (zips: string[]) => zips };

const WIRES: Wire[] = [
  {
    name: 'Whise',
    async start() {
      whise = await startFakeWhise();
      return whise;
    },
    adapter: (_db, url, refused) =>
      whiseAdapter(
        { url: url ?? whise.url, user: FAKE_WHISE_USER, password: refused ? 'wrong' : FAKE_WHISE_PASSWORD, clientId: FAKE_CLIENT_ID },
        leadCatalogue,
      ),
    propertyId: async () => 4101,
    received: () => whise.contacts().map((call) => String(call.body.PrivateEmail)),
  },
  {
    name: 'SweepBright',
    async start() {
      sweepbright = await startFakeSweepBright();
      return sweepbright;
    },
    adapter: (db, url, refused) =>
      sweepbrightAdapter(
        {
          url: url ?? sweepbright.url,
          clientId: FAKE_SB_CLIENT_ID,
          clientSecret: refused ? 'wrong' : FAKE_SB_CLIENT_SECRET,
          apiVersion: FAKE_API_VERSION,
        },
        { db: async () => db, siteUrl: null, leadCatalogue },
      ),
    // SweepBright's estates have UUIDs: ours is the id the map gives it.
    propertyId: async (db) => (await crmIdsFor(db, 'sweepbright', [uuidOf(4101)])).get(uuidOf(4101))!,
    received: () => sweepbright.contacts().map((call) => String(call.body?.email)),
  },
];

describe.each(TEST_DATABASES)('leads to each CRM through the outbox on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  const fakes: { close(): Promise<void> }[] = [];
  beforeAll(async () => {
    handle = await database.open();
    for (const wire of WIRES) fakes.push(await wire.start());
  }, 60_000);
  afterAll(async () => {
    for (const fake of fakes) await fake.close();
    await handle?.close();
  });

  const drain = async (round: () => Promise<DeliveryReport>) => {
    const total = { sent: 0, retried: 0, failed: 0 };
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

  it.each(WIRES)(
    '$name: leads wait while the CRM is down and each arrives once when it is back',
    async (wire) => {
      await handle.db.delete(outbox);
      const propertyId = await wire.propertyId(handle.db);
      const adapter = wire.adapter(handle.db);
      for (let i = 0; i < LEADS; i++) {
        const submission = {
          form: i % 2 ? 'contact-me' : 'site-contact',
          lang: 'nl',
          email: lead(i),
          propertyId: i % 2 ? propertyId : null,
          fields: { firstName: 'Els', lastName: `Lead ${i}`, email: lead(i), phone: '+32470123456', remark: `lead ${i}` },
        };
        await storeSubmission(handle.db, submission, {
          messageDomain: 'test.vitrine',
          mails: () => [],
          lead: (stored) => adapter.lead({ ...submission, id: stored.id }),
        });
      }
      const before = wire.received().length;
      const dead = `http://127.0.0.1:${await closedPort()}/`;
      const down = await drain(() => deliverLeadsDue({ db: handle.db, adapter: wire.adapter(handle.db, dead), log: () => {} }, 7));
      expect(down).toMatchObject({ sent: 0, failed: 0 });
      expect(down.retried).toBeGreaterThanOrEqual(LEADS);
      expect(wire.received().length).toBe(before);

      // Back, with two workers at once.
      await everyLeadDue();
      const back = () => drain(() => deliverLeadsDue({ db: handle.db, adapter: wire.adapter(handle.db), log: () => {} }, 3));
      const [a, b] = await Promise.all([back(), back()]);
      expect(a.sent + b.sent).toBe(LEADS);
      const received = wire.received().slice(before);
      expect(received.sort()).toEqual(Array.from({ length: LEADS }, (_, i) => lead(i)).sort());

      // Nothing goes twice, however often the workers look.
      await everyLeadDue();
      expect(await deliverLeadsDue({ db: handle.db, adapter: wire.adapter(handle.db), log: () => {} })).toEqual({
        sent: 0,
        retried: 0,
        failed: 0,
      });
      expect(wire.received().length).toBe(before + LEADS);
      // Delivered: the agency is told nothing.
      expect(await handle.db.select().from(outbox).where(eq(outbox.kind, NOTICE_MAIL_KIND))).toEqual([]);
    },
    120_000,
  );

  it.each(WIRES)(
    '$name: leads the CRM refuses for good are kept as failed, and the agency is told once, in one mail',
    async (wire) => {
      await handle.db.delete(outbox);
      const adapter = wire.adapter(handle.db);
      for (let i = 0; i < 3; i++) {
        const submission = {
          form: 'site-contact',
          lang: 'nl',
          email: lead(100 + i),
          fields: { firstName: 'Els', lastName: `Refused ${i}`, email: lead(100 + i) },
        };
        await storeSubmission(handle.db, submission, {
          messageDomain: 'test.vitrine',
          mails: () => [],
          lead: (stored) => adapter.lead({ ...submission, id: stored.id }),
        });
      }
      const refusing = () => deliverLeadsDue({ db: handle.db, adapter: wire.adapter(handle.db, undefined, true), log: () => {} });
      expect(await drain(refusing)).toEqual({ sent: 0, retried: 0, failed: 3 });
      const notices = await handle.db.select().from(outbox).where(eq(outbox.kind, NOTICE_MAIL_KIND));
      expect(notices).toHaveLength(1);
      const mail = notices[0]!.message as { subject: string; text: string };
      expect(mail.subject).toMatch(/het CRM weigerde 3 aanvragen$/);
      expect(mail.text.match(/\(whise\)|\(sweepbright\)/g)).toHaveLength(3);
      // Looked at again: still failed, nothing more told.
      expect(await drain(refusing)).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(await handle.db.select().from(outbox).where(eq(outbox.kind, NOTICE_MAIL_KIND))).toHaveLength(1);
    },
    60_000,
  );
});
