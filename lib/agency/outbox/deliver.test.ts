import { spawnSync } from 'node:child_process';
import net from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { smtpRecorder } from '@/tests/support/smtp-recorder';
import type { Handle } from '@/lib/platform/db/client';
import { outbox } from '@/lib/platform/db/schema';
import { storeSubmission } from '@/lib/platform/dal/submissions';
import { smtpTransport } from '@/lib/agency/mail/transport';
import { NOTICE_MAIL_KIND } from '@/lib/agency/notices';
import { claimerIsDead, claimerName } from '@/lib/platform/dal/outbox-claim';
import { deliverDue, type Delivery } from './deliver';

/** A port nothing listens on. */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

async function queue(db: Handle['db'], count: number) {
  for (let i = 0; i < count; i++)
    await storeSubmission(
      db,
      { form: 'site-contact', lang: 'nl', email: `p${i}@example.test`, fields: { remark: `mail ${i}` } },
      {
        messageDomain: 'test.vitrine',
        mails: () => [
          { kind: 'agency', message: { to: 'agency@example.test', subject: `mail ${i}`, text: `mail ${i}`, html: `<p>mail ${i}</p>` } },
        ],
      },
    );
}

describe.each(TEST_DATABASES)('outbox on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  const delivery = (port: number): Delivery => ({
    db: handle.db,
    transport: smtpTransport(`smtp://127.0.0.1:${port}`),
    from: 'Vitrine <info@example.test>',
    attachments: async () => [],
    log: () => {},
  });
  const statuses = async () =>
    (
      await handle.db
        .select({ status: outbox.status, n: sql<number>`count(*)::int` })
        .from(outbox)
        .groupBy(outbox.status)
    ).reduce<Record<string, number>>((all, row) => ({ ...all, [row.status]: row.n }), {});

  it('keeps mails while the SMTP server is down and delivers each once when it is back', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 5);
    const port = await freePort();
    const down = await deliverDue(delivery(port));
    expect(down).toEqual({ sent: 0, retried: 5, failed: 0 });
    expect(await statuses()).toEqual({ pending: 5 });
    // The retry time has come (moved here instead of waiting), and the server answers now.
    await handle.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });
    const sink = await smtpRecorder(port);
    try {
      expect(await deliverDue(delivery(port))).toEqual({ sent: 5, retried: 0, failed: 0 });
      expect(await deliverDue(delivery(port))).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(sink.ids).toHaveLength(5);
      expect(new Set(sink.ids).size).toBe(5);
      expect(await statuses()).toEqual({ sent: 5 });
    } finally {
      await sink.close();
    }
  }, 60_000);

  it('never gives two workers the same mail', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 40);
    const sink = await smtpRecorder();
    try {
      // Two workers with their own connections, claiming at the same time.
      const reports = await Promise.all([
        deliverDue(delivery(sink.port), 7),
        deliverDue(delivery(sink.port), 7),
        deliverDue(delivery(sink.port), 7),
        deliverDue(delivery(sink.port), 7),
      ]);
      for (;;) {
        const more = await Promise.all([deliverDue(delivery(sink.port), 7), deliverDue(delivery(sink.port), 7)]);
        reports.push(...more);
        if (more.every((r) => r.sent === 0)) break;
      }
      expect(reports.reduce((n, r) => n + r.sent, 0)).toBe(40);
      expect(sink.ids).toHaveLength(40);
      expect(new Set(sink.ids).size).toBe(40);
    } finally {
      await sink.close();
    }
  }, 60_000);

  it('takes back at once the mails a process of this machine claimed before it ended, never those of a live one', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 6);
    // A process that has ended (its ID is free), one that lives (this test's), another machine's.
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const claimers = [
      claimerName(ended),
      claimerName(ended),
      claimerName(process.ppid),
      claimerName(process.ppid),
      'host:elsewhere:1',
      'host:elsewhere:1',
    ];
    const rows = await handle.db.select({ id: outbox.id }).from(outbox);
    for (const [i, row] of rows.entries())
      await handle.db
        .update(outbox)
        .set({ status: 'sending', attempts: 1, lockedUntil: sql`now() + interval '2 minutes'`, claimedBy: claimers[i]! })
        .where(eq(outbox.id, row.id));
    expect(claimerIsDead(claimerName(ended))).toBe(true);
    expect(claimerIsDead(claimerName(process.ppid))).toBe(false);
    expect(claimerIsDead(claimerName())).toBe(false);
    const sink = await smtpRecorder();
    try {
      // The ended process's two are sent in the first round; the others stay claimed.
      expect(await deliverDue(delivery(sink.port))).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(await deliverDue(delivery(sink.port))).toEqual({ sent: 0, retried: 0, failed: 0 });
      const left = await handle.db.select({ status: outbox.status, claimedBy: outbox.claimedBy }).from(outbox);
      expect(left.filter((row) => row.status === 'sent').map((row) => row.claimedBy)).toEqual([claimerName(), claimerName()]);
      expect(left.filter((row) => row.status === 'sending')).toHaveLength(4);
    } finally {
      await sink.close();
    }
  }, 60_000);

  it('keeps a mail the server refused for good as failed, with the reason', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 1);
    const refusing = await smtpRecorder(0, { refuse: true });
    try {
      expect(await deliverDue(delivery(refusing.port))).toEqual({ sent: 0, retried: 0, failed: 1 });
      const [row] = await handle.db.select().from(outbox);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row!.lastError).toMatch(/no such mailbox/);
    } finally {
      await refusing.close();
    }
  }, 60_000);

  it('tells the agency of the mails given up in a round in one mail, each once, and never of that mail itself', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 3);
    const refusing = await smtpRecorder(0, { refuse: true });
    const notices = async () => handle.db.select().from(outbox).where(eq(outbox.kind, NOTICE_MAIL_KIND));
    try {
      expect(await deliverDue(delivery(refusing.port))).toEqual({ sent: 0, retried: 0, failed: 3 });
      const [notice, ...more] = await notices();
      expect(more).toEqual([]);
      expect(notice!.status).toBe('pending');
      const text = (notice!.message as { text: string }).text;
      expect(text.match(/no such mailbox/g)).toHaveLength(3);
      // The notice's own mail is refused too: given up, and no notice about it.
      expect(await deliverDue(delivery(refusing.port))).toEqual({ sent: 0, retried: 0, failed: 1 });
      expect((await notices()).map((row) => row.status)).toEqual(['failed']);
      // A later round's new failure is a new notice with that one line only; the three are not told again.
      await queue(handle.db, 1);
      expect(await deliverDue(delivery(refusing.port))).toEqual({ sent: 0, retried: 0, failed: 1 });
      const later = (await notices()).filter((row) => row.status === 'pending');
      expect(later).toHaveLength(1);
      expect((later[0]!.message as { text: string }).text.match(/no such mailbox/g)).toHaveLength(1);
    } finally {
      await refusing.close();
    }
  }, 60_000);

  it('takes back a mail whose worker died after claiming it', async () => {
    await handle.db.delete(outbox);
    await queue(handle.db, 1);
    // A worker claimed it and vanished: the claim ran out a minute ago.
    await handle.db.update(outbox).set({ status: 'sending', attempts: 1, lockedUntil: sql`now() - interval '1 minute'` });
    const sink = await smtpRecorder();
    try {
      expect(await deliverDue(delivery(sink.port))).toEqual({ sent: 1, retried: 0, failed: 0 });
      const [row] = await handle.db.select().from(outbox).where(eq(outbox.status, 'sent'));
      expect(row!.attempts).toBe(2);
    } finally {
      await sink.close();
    }
  }, 60_000);
});
