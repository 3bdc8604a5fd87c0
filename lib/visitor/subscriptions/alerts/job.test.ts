// The alert job on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): the silent
// seed, new and cheaper matches, what never goes out (non-matches, pending and stopped searches, the
// same property twice), one mail a day, several runs at once, the dry run. Each test has searches and
// postal codes of its own, so the tests share one database without seeing each other's matches.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import type { Handle } from '@/lib/platform/db/client';
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { buildStore, loadDataFiles } from '@/lib/catalogue/data';
import { alertsSent, outbox, searches } from '@/lib/platform/db/schema';
import { readLinkToken } from '@/lib/visitor/subscriptions/links';
import { checkChange } from '@/lib/visitor/subscriptions/access';
import { claimAlert } from '@/lib/platform/dal/alerts';
import { mailOf } from '@/lib/platform/dal/outbox';
import { alertCatalogue } from './catalogue';
import { runAlerts } from './job';

process.env.VITRINE_SECRET ??= 'a-test-secret-that-is-long-enough-for-env';
process.env.VITRINE_SITE_URL = 'https://www.example.test';

const base = loadDataFiles();
const template = base['properties.json'].properties.find((p) => p.ID === 4101 && p.language === 'nl')!;

/** A property of the catalogue in nl and fr, sold in `zip` unless `change` says otherwise. */
function property(id: number, zip: string, change: Partial<PropertyRecord> = {}): PropertyRecord[] {
  return (['nl', 'fr'] as const).map((language) => ({
    ...template,
    ID: id,
    language,
    Zip: zip,
    Title: `${language} ${id}`,
    Marquee: 0,
    ...change,
  }));
}

/** The sample catalogue with `extra` properties added and `prices` changed. */
function catalogue(extra: PropertyRecord[] = [], prices: Record<number, number> = {}) {
  const files = structuredClone(base);
  const records = [...files['properties.json'].properties, ...extra].map((p) => (p.ID in prices ? { ...p, Price: prices[p.ID]! } : p));
  files['properties.json'].properties = records;
  return alertCatalogue(buildStore(files));
}

describe.each(TEST_DATABASES)('search alerts on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
    // The first run ever records the catalogue and sends nothing, even to a search that matches it all.
    await search('seed@example.test', { zones: ['9000'] });
    const first = await runAlerts(handle.db, catalogue([...property(90_001, '9000')]));
    expect(first).toMatchObject({ seeded: true, mails: [] });
    expect(await mailsTo('seed@example.test')).toHaveLength(0);
  }, 60_000);
  afterAll(() => handle?.close());

  /** A search, confirmed a minute ago (or now) unless said otherwise. */
  async function search(
    email: string,
    criteria: Record<string, unknown>,
    state: { status?: string; lang?: string; confirmedNow?: boolean } = {},
  ): Promise<string> {
    const status = state.status ?? 'confirmed';
    const [row] = await handle.db
      .insert(searches)
      .values({
        email,
        lang: state.lang ?? 'nl',
        passwordHash: 'x',
        criteria: { goal: 'buy', types: [String(template.WebID)], ...criteria },
        status,
        confirmedAt: status === 'pending' ? null : state.confirmedNow ? sql`now()` : sql`now() - interval '1 minute'`,
        stoppedAt: status === 'stopped' ? sql`now()` : null,
      })
      .returning({ id: searches.id });
    return row!.id;
  }

  const mailsTo = async (email: string) =>
    (
      await handle.db
        .select()
        .from(outbox)
        .where(sql`${outbox.message}->>'to' = ${email}`)
    ).map((row) => ({ ...row, message: mailOf(row) }));

  it('mails a confirmed search the new properties that match it, in its language, with the stop and change links', async () => {
    const id = await search('new@example.test', { zones: ['9101'], priceMax: 500_000 }, { lang: 'fr' });
    const report = await runAlerts(
      handle.db,
      catalogue([...property(91_001, '9101'), ...property(91_002, '9101', { Price: 900_000 }), ...property(91_003, '9102')]),
    );
    expect(report.seeded).toBe(false);
    expect(report.appeared).toBe(3);
    expect(report.mails).toEqual([{ searchId: id, email: 'new@example.test', lang: 'fr', properties: [{ id: 91_001, lowered: false }] }]);
    const [mail] = await mailsTo('new@example.test');
    expect(mail!.kind).toBe('search-alert');
    const { message } = mail!;
    expect(message.subject).toBe('Un bien pour votre recherche');
    expect(message.html).toContain('fr 91001');
    expect(message.html).toContain('<img src="https://www.example.test/photos/properties/4101/1.jpg"');
    expect(message.html).toContain('€\u00a0410.000');
    expect(message.text).toContain('https://www.example.test/fr/a-vendre/');
    expect(message.text).not.toContain('91002');
    // RFC 8058: the one-click stop names this search, and the change link opens it.
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const stop = /^<https:\/\/www\.example\.test\/api\/unsubscribe\/\?token=([^&>]+)&lang=fr>$/.exec(
      message.headers?.['List-Unsubscribe'] ?? '',
    );
    expect(readLinkToken(stop![1]!)).toEqual({ purpose: 'alert-stop', subject: id });
    const change = /https:\/\/www\.example\.test\/fr\/ma-recherche\/\?change=(\S+)/.exec(message.text);
    expect(checkChange(change![1]!)).toBe(id);
    expect(await handle.db.select({ propertyId: alertsSent.propertyId }).from(alertsSent).where(eq(alertsSent.searchId, id))).toEqual([
      { propertyId: 91_001 },
    ]);
  });

  it('mails a lower price of a matching property, and not a higher one', async () => {
    await runAlerts(
      handle.db,
      catalogue([...property(92_001, '9201', { Price: 300_000 }), ...property(92_002, '9201', { Price: 300_000 })]),
    );
    await search('cheaper@example.test', { zones: ['9201'] }, { confirmedNow: true });
    const report = await runAlerts(
      handle.db,
      catalogue([...property(92_001, '9201', { Price: 280_000 }), ...property(92_002, '9201', { Price: 310_000 })]),
    );
    expect(report.lowered).toBe(1);
    expect(report.mails).toEqual([expect.objectContaining({ email: 'cheaper@example.test', properties: [{ id: 92_001, lowered: true }] })]);
    const [mail] = await mailsTo('cheaper@example.test');
    expect(mail!.message.text).toContain('Prijs verlaagd');
    expect(mail!.message.text).toContain('€\u00a0280.000');
  });

  it('sends nothing for a property that does not match, nor to a pending or a stopped search', async () => {
    await search('other@example.test', { zones: ['9301'], bedroomsMin: 5 });
    await search('pending@example.test', { zones: ['9302'] }, { status: 'pending' });
    await search('stopped@example.test', { zones: ['9302'] }, { status: 'stopped' });
    const report = await runAlerts(
      handle.db,
      catalogue([...property(93_001, '9301', { Bedrooms: 2 }), ...property(93_002, '9302'), ...property(93_003, '9302', { Goal: 1 })]),
    );
    expect(report.appeared).toBe(3);
    for (const email of ['other@example.test', 'pending@example.test', 'stopped@example.test'])
      expect(await mailsTo(email), email).toHaveLength(0);
  });

  it('sends no alert before the address is confirmed, then only what appears after', async () => {
    const id = await search('later@example.test', { zones: ['9401'] }, { status: 'pending' });
    await runAlerts(handle.db, catalogue(property(94_001, '9401')));
    await handle.db
      .update(searches)
      .set({ status: 'confirmed', confirmedAt: sql`now()` })
      .where(eq(searches.id, id));
    const report = await runAlerts(handle.db, catalogue([...property(94_001, '9401'), ...property(94_002, '9401')]));
    expect(report.mails).toEqual([expect.objectContaining({ searchId: id, properties: [{ id: 94_002, lowered: false }] })]);
  });

  it('sends one mail a day, holding matches back for the next, and never the same property twice', async () => {
    const id = await search('daily@example.test', { zones: ['9501'] });
    await runAlerts(handle.db, catalogue(property(95_001, '9501')));
    expect(await mailsTo('daily@example.test')).toHaveLength(1);
    // A second match the same day waits.
    const held = await runAlerts(handle.db, catalogue([...property(95_001, '9501'), ...property(95_002, '9501')]));
    expect(held.mails.filter((mail) => mail.searchId === id)).toEqual([]);
    await handle.db
      .update(searches)
      .set({ lastAlertAt: sql`now() - interval '23 hours'` })
      .where(eq(searches.id, id));
    expect((await runAlerts(handle.db, catalogue([...property(95_001, '9501'), ...property(95_002, '9501')]))).mails).toEqual([]);
    // A day later it goes out, alone: 95001 was sent already, even though its price went down since.
    await handle.db
      .update(searches)
      .set({ lastAlertAt: sql`now() - interval '25 hours'` })
      .where(eq(searches.id, id));
    const next = await runAlerts(handle.db, catalogue([...property(95_001, '9501', { Price: 100_000 }), ...property(95_002, '9501')]));
    expect(next.mails).toEqual([expect.objectContaining({ searchId: id, properties: [{ id: 95_002, lowered: false }] })]);
    await handle.db
      .update(searches)
      .set({ lastAlertAt: sql`now() - interval '25 hours'` })
      .where(eq(searches.id, id));
    expect(
      (
        await runAlerts(
          handle.db,
          catalogue([...property(95_001, '9501', { Price: 90_000 }), ...property(95_002, '9501', { Price: 90_000 })]),
        )
      ).mails,
    ).toEqual([]);
    expect(await mailsTo('daily@example.test')).toHaveLength(2);
  });

  it('queues one mail per search when several runs race', async () => {
    const ids = await Promise.all(['race1', 'race2', 'race3'].map((name) => search(`${name}@example.test`, { zones: ['9601'] })));
    const next = catalogue([...property(96_001, '9601'), ...property(96_002, '9601')]);
    const reports = await Promise.all(Array.from({ length: 5 }, () => runAlerts(handle.db, next)));
    expect(reports.reduce((n, report) => n + report.appeared, 0)).toBe(2);
    const mails = reports.flatMap((report) => report.mails);
    expect(mails.map((mail) => mail.searchId).sort()).toEqual([...ids].sort());
    for (const name of ['race1', 'race2', 'race3']) {
      const queued = await mailsTo(`${name}@example.test`);
      expect(queued, name).toHaveLength(1);
      expect(queued[0]!.message.subject).toBe('2 panden voor uw zoekopdracht');
    }
  });

  it('gives the day of a search to one claim of many at once, and none to a stopped search', async () => {
    const id = await search('claim@example.test', { zones: ['9602'] });
    const claims = await Promise.all(Array.from({ length: 6 }, () => handle.db.transaction((tx) => claimAlert(tx, id))));
    expect(claims.filter(Boolean)).toHaveLength(1);
    await handle.db
      .update(searches)
      .set({ lastAlertAt: sql`now() - interval '25 hours'`, stoppedAt: sql`now()`, status: 'stopped' })
      .where(eq(searches.id, id));
    expect(await handle.db.transaction((tx) => claimAlert(tx, id))).toBe(false);
  });

  it('changes nothing in a dry run, and tells what would be sent', async () => {
    const id = await search('dry@example.test', { zones: ['9701'] });
    const next = catalogue(property(97_001, '9701'));
    const dry = await runAlerts(handle.db, next, { dryRun: true });
    expect(dry.mails).toEqual([expect.objectContaining({ searchId: id, properties: [{ id: 97_001, lowered: false }] })]);
    expect(await mailsTo('dry@example.test')).toHaveLength(0);
    const real = await runAlerts(handle.db, next);
    expect(real.appeared).toBe(1);
    expect(real.mails).toEqual(dry.mails);
  });
});
