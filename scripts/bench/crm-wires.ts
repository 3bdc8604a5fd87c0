/**
 * The CRM sync's benchmark for Whise and SweepBright (`npm run bench:crm -- --crm whise|sweepbright`;
 * Omnicasa's is ./crm-sync.ts), against the FAKE CRMs of the tests, real HTTP servers on loopback
 * speaking each wire, serving the same synthetic catalogue:
 *   1. the wire alone, the baseline: Whise's estates/list pages in both languages, or one GET per
 *      SweepBright estate (as many at once as the adapter asks);
 *   2. a full sync without photos (SweepBright: every estate queued, as `npm run crm -- resync --ids` does);
 *   3. an incremental sync of 100 changed prices (SweepBright: 100 webhook calls queued).
 * The fake Whise runs as its own process, as Omnicasa's does; the fake SweepBright in this one (it has no
 * command line), with its database the embedded one in a temporary folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WhiseSession } from '../../lib/agency/crm/whise/auth';
import { benchLive, PRICE, type LiveResult } from './crm-live';
import { listEstates, whiseCatalogue } from '../../lib/agency/crm/whise/catalogue';
import { ALL_DISPLAY_STATUSES, ALL_STATUSES, LANGUAGE_IDS } from '../../lib/agency/crm/whise/mapping';
import { SweepBrightSession } from '../../lib/agency/crm/sweepbright/auth';
import { sweepbrightCatalogue } from '../../lib/agency/crm/sweepbright/catalogue';
import { queueResync } from '../../lib/agency/crm/sweepbright';
import { syncCatalogue } from '../../lib/agency/crm/sync/run';
import { openDatabase } from '../../lib/platform/db/client';
import { closeEmbedded } from '../../lib/platform/db/embedded';
import { queueWebhookEvent } from '../../lib/platform/dal/crm-webhooks';
import { FAKE_CLIENT_ID, FAKE_WHISE_PASSWORD, FAKE_WHISE_USER } from '../../tests/crm/fake-whise';
import { FAKE_API_VERSION, FAKE_SB_CLIENT_ID, FAKE_SB_CLIENT_SECRET, startFakeSweepBright } from '../../tests/crm/fake-sweepbright';

export type Line = (step: string, seconds: number, baseline: number | null, note: string) => void;

const ROOT = path.resolve(__dirname, '../..');
const seconds = (since: number) => (performance.now() - since) / 1000;

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`the fake CRM did not answer at ${url}`);
}

/**
 * `live`: then the time from a price changed in the fake Whise to the page that shows it, on a server
 * syncing from it (./crm-live.ts); null skips it.
 */
export async function benchWhise(
  source: string,
  target: (name: string) => string,
  port: number,
  line: Line,
  live: ((result: LiveResult) => void) | null,
): Promise<void> {
  const fake = spawn('npx', ['tsx', 'tests/crm/fake-whise.ts', '--port', String(port), '--data', source], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const base = `http://127.0.0.1:${port}/`;
  try {
    await waitFor(`${base}__calls`);
    const connection = { url: base, user: FAKE_WHISE_USER, password: FAKE_WHISE_PASSWORD, clientId: FAKE_CLIENT_ID, timeoutMs: 60_000 };
    // 1. The wire alone.
    let started = performance.now();
    let items = 0;
    const session = new WhiseSession(connection);
    for (const lang of ['nl', 'fr'])
      for await (const page of listEstates(session, {
        LanguageId: LANGUAGE_IDS[lang],
        StatusIds: [...ALL_STATUSES],
        DisplayStatusIds: [...ALL_DISPLAY_STATUSES],
      }))
        items += page.length;
    const wire = seconds(started);
    line('wire alone: every estates/list page, 2 languages', wire, null, `${items} estates`);

    // 2. Full sync, no media.
    const dir = target('whise');
    // The fake Omnicasa agency's mapping file does not belong to this CRM.
    fs.rmSync(path.join(dir, 'crm-mapping.json'), { force: true });
    started = performance.now();
    const full = await syncCatalogue({ dataDir: dir, source: whiseCatalogue(new WhiseSession(connection)), media: false });
    if (!full.ok) throw new Error(`full sync failed: ${full.errors?.join('; ')}`);
    line('full sync without photos', seconds(started), wire, `${full.counts!.properties} properties, ${full.counts!.held ?? 0} held back`);

    // 3. Incremental: 100 prices raised in the CRM.
    const records = (
      JSON.parse(fs.readFileSync(path.join(dir, 'properties.json'), 'utf8')) as { properties: { ID: number; Price: number | null }[] }
    ).properties;
    const ids = [...new Map(records.map((r) => [r.ID, r.Price])).entries()].filter((_, i) => i % 37 === 0).slice(0, 100);
    for (const [id, price] of ids)
      await fetch(`${base}__control`, { method: 'POST', body: JSON.stringify({ update: { id, patch: { price: (price ?? 0) + 1000 } } }) });
    started = performance.now();
    const incremental = await syncCatalogue({ dataDir: dir, source: whiseCatalogue(new WhiseSession(connection)), media: false });
    if (!incremental.ok) throw new Error(`incremental sync failed: ${incremental.errors?.join('; ')}`);
    line(`incremental sync of ${ids.length} changed prices`, seconds(started), wire, `${incremental.counts!.changed} changed`);

    // 4. End to end, on a server with one machine's defaults.
    if (live) {
      const changed = new Set(ids.map(([id]) => id));
      const property = records.find((r) => !changed.has(r.ID))!.ID;
      live(
        await benchLive({
          root: ROOT,
          dataDir: dir,
          port: port + 1,
          property,
          crm: {
            CRM_KIND: 'whise',
            CRM_URL: base,
            CRM_USER: FAKE_WHISE_USER,
            CRM_PASSWORD: FAKE_WHISE_PASSWORD,
            CRM_CLIENT_ID: String(FAKE_CLIENT_ID),
          },
          change: () =>
            fetch(`${base}__control`, { method: 'POST', body: JSON.stringify({ update: { id: property, patch: { price: PRICE } } }) }),
        }),
      );
    }
  } finally {
    try {
      process.kill(-fake.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

export async function benchSweepBright(source: string, target: (name: string) => string, line: Line): Promise<void> {
  const fake = await startFakeSweepBright({ dataDir: source, tokenLifetime: 3600 });
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-sb-'));
  const handle = openDatabase({ stateDir });
  try {
    await handle.ready;
    const db = handle.db;
    const connection = {
      url: fake.url,
      clientId: FAKE_SB_CLIENT_ID,
      clientSecret: FAKE_SB_CLIENT_SECRET,
      apiVersion: FAKE_API_VERSION,
      timeoutMs: 60_000,
    };
    const uuids = fake.estateIds();
    // 1. The wire alone: one GET per estate, four at a time, as the adapter reads them.
    let started = performance.now();
    const session = new SweepBrightSession(connection);
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < uuids.length) await session.call('GET', `estates/${uuids[next++]!}`, null, { name: 'estates/{id}' });
      }),
    );
    const wire = seconds(started);
    line('wire alone: one GET per estate, 4 at a time', wire, null, `${uuids.length} estates`);

    // 2. Full: every estate queued, then one sync.
    const dir = target('sweepbright');
    fs.rmSync(path.join(dir, 'crm-mapping.json'), { force: true });
    const catalogue = () => sweepbrightCatalogue(new SweepBrightSession(connection), { db: async () => db, siteUrl: null });
    started = performance.now();
    await queueResync(db, uuids);
    const full = await syncCatalogue({ dataDir: dir, source: catalogue(), media: false });
    if (!full.ok) throw new Error(`full sync failed: ${full.errors?.join('; ')}`);
    line('full sync without photos (every estate queued)', seconds(started), wire, `${full.counts!.properties} properties`);

    // 3. Incremental: 100 webhook calls for 100 changed prices.
    const changed = uuids.filter((_, i) => i % 37 === 0).slice(0, 100);
    for (const uuid of changed) {
      const price = fake.estate(uuid)!.price as { amount: number };
      fake.updateEstate(uuid, { price: { ...price, amount: price.amount + 1000 } });
      await queueWebhookEvent(db, { crm: 'sweepbright', estateId: uuid, event: 'estate-updated', happenedAt: new Date() });
    }
    started = performance.now();
    const incremental = await syncCatalogue({ dataDir: dir, source: catalogue(), media: false });
    if (!incremental.ok) throw new Error(`incremental sync failed: ${incremental.errors?.join('; ')}`);
    line(`incremental sync of ${changed.length} webhook calls`, seconds(started), wire, `${incremental.counts!.changed} changed`);
  } finally {
    await handle.pool.end();
    await closeEmbedded();
    await fake.close();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
}
