import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/db/client';
import { outbox, submissions } from '@/lib/db/schema';
import { spendCaptcha, takeRateLimit } from './abuse';
import { erasePerson, exportPerson } from './retention';
import { hasRequestedDocuments, storeSubmission } from './submissions';

describe.each(TEST_DATABASES)('data access on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());
  const count = async (table: typeof submissions | typeof outbox) => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

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
      { messageDomain: 'test', mails: () => [{ kind: 'documents', message: { to: 'b@example.test', subject: 's', text: 't', html: '<p>t</p>' } }] },
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
    await storeSubmission(handle.db, { form: 'site-contact', lang: 'nl', email: 'erase.me@example.test', fields: { remark: 'x' } }, {
      messageDomain: 'test',
      mails: () => [{ kind: 'confirmation', message: { to: 'erase.me@example.test', subject: 's', text: 't', html: 't' } }],
    });
    await storeSubmission(handle.db, { form: 'site-contact', lang: 'nl', email: 'keep.me@example.test', fields: { remark: 'y' } }, { messageDomain: 'test' });
    const exported = await exportPerson(handle.db, 'Erase.Me@example.test');
    expect(exported.submissions).toHaveLength(1);
    expect(exported.mails).toEqual([expect.objectContaining({ kind: 'confirmation', to: 'erase.me@example.test' })]);
    expect(await erasePerson(handle.db, 'erase.me@example.test')).toEqual({ submissions: 1, newsletter: 0, searches: 0 });
    expect((await exportPerson(handle.db, 'erase.me@example.test')).submissions).toHaveLength(0);
    expect((await exportPerson(handle.db, 'keep.me@example.test')).submissions).toHaveLength(1);
  });
});
