import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Database, Handle } from '@/lib/platform/db/client';
import { outbox, schema } from '@/lib/platform/db/schema';
import { createOwner, setOwnerDisabled } from '@/lib/platform/dal/owners';
import type { OutgoingMail } from '@/lib/agency/mail/transport';

/** The database of the test in progress, handed to the action as the app's. */
const current = vi.hoisted(() => ({ db: null as unknown }));
vi.mock('@/lib/platform/db/client', async (original) => ({
  ...(await original<typeof import('@/lib/platform/db/client')>()),
  getDb: async () => current.db,
}));
vi.mock('@/lib/platform/security/client-address', () => ({ clientAddress: async () => '192.0.2.7' }));
vi.mock('next-intl/server', () => ({ getTranslations: async () => (key: string) => key }));
vi.mock('@/lib/agency/jobs/scheduler', () => ({ kickOutbox: () => {} }));

const { forgotPassword } = await import('./owner-account');
const { createAuth } = await import('@/lib/owner/auth/auth');
const { resolveResetRequest } = await import('@/lib/owner/auth/password-links');
const { deliverDue } = await import('@/lib/agency/outbox/deliver');

/** Rows per table, with the outbox's by kind: what a request wrote. */
async function counts(db: Database): Promise<Record<string, number>> {
  const all: Record<string, number> = {};
  for (const [name, table] of Object.entries(schema)) all[name] = (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  for (const row of await db
    .select({ kind: outbox.kind, n: sql<number>`count(*)::int` })
    .from(outbox)
    .groupBy(outbox.kind))
    all[`outbox ${row.kind}`] = row.n;
  return all;
}

const changes = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after).flatMap((name) => (after[name] !== (before[name] ?? 0) ? [[name, after[name]! - (before[name] ?? 0)]] : [])),
  );

const form = (login: string) => {
  const data = new FormData();
  data.set('lang', 'en');
  data.set('login', login);
  return data;
};

describe.each(TEST_DATABASES)('forgot password on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
    current.db = handle.db;
  }, 60_000);
  afterAll(() => handle?.close());

  it('does the same work for a known, a disabled and an unknown account, and mails only the known one', async () => {
    await createOwner(handle.db, { name: 'Anna', email: 'anna@example.test', username: 'anna', lang: 'nl' });
    const disabled = await createOwner(handle.db, { name: 'Dirk', email: 'dirk@example.test', lang: 'nl' });
    await setOwnerDisabled(handle.db, disabled.id, true);

    const writes: Record<string, number>[] = [];
    const answers: unknown[] = [];
    for (const login of ['anna@example.test', 'nobody@example.test', 'dirk@example.test', 'anna']) {
      const before = await counts(handle.db);
      answers.push(await forgotPassword({}, form(login)));
      writes.push(changes(before, await counts(handle.db)));
    }
    // Each answer and each request's writes are the same: one rate-limit window (the first request only)
    // and one request in the outbox; no link, no mail yet.
    expect(answers).toEqual(Array(4).fill({ notice: 'forgot.sent' }));
    expect(writes.map((changed) => ({ ...changed, rateLimits: undefined }))).toEqual(
      Array(4).fill({ outbox: 1, 'outbox owner-reset-request': 1, rateLimits: undefined }),
    );

    const sent: OutgoingMail[] = [];
    const auth = createAuth(handle.db, 'http://localhost:3000');
    const report = await deliverDue({
      db: handle.db,
      transport: { send: async (mail: OutgoingMail) => void sent.push(mail) } as never,
      from: 'Vitrine <info@example.test>',
      attachments: async () => [],
      resetRequest: (request) => resolveResetRequest(auth, handle.db, request),
    });
    // Anna asked twice (by e-mail and by username): two links, two mails; nobody and Dirk get none.
    expect(sent.map((mail) => [mail.kind, mail.to])).toEqual([
      ['owner-reset', 'anna@example.test'],
      ['owner-reset', 'anna@example.test'],
    ]);
    expect(sent[0]!.text).toContain('/en/');
    expect(report).toEqual({ sent: 6, retried: 0, failed: 0 });
    // What was typed is not kept once resolved.
    const requests = await handle.db.select().from(outbox).where(eq(outbox.kind, 'owner-reset-request'));
    expect(requests.map((row) => [row.status, row.message])).toEqual(Array(4).fill(['sent', { lang: 'en' }]));
  }, 60_000);
});
