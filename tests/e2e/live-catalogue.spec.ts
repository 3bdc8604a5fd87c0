// A change in the CRM is live within a minute on one machine with its defaults (issue 64, docs/decisions/0057),
// whichever CRM feeds it: a server of its own, on a copy of the sample data folder, syncs from a fake CRM (a
// real HTTP server on loopback speaking that CRM's wire: tests/crm/fake-omnicasa.ts, fake-whise.ts,
// fake-sweepbright.ts; only the CRM lives outside our machine) every CRM_POLL_SECONDS, publishes a catalogue
// release, and serves it without a build or a restart while visitors keep asking for pages: none of their
// requests fails during the switch. SweepBright's changes come by signed webhooks, through the site's own
// endpoint.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { groupAlive } from '@/tests/support/process-group';
import { startFakeOmnicasa, FAKE_PASSWORD, FAKE_USER, type FakeOmnicasa } from '../crm/fake-omnicasa';
import { FAKE_CLIENT_ID, FAKE_WHISE_PASSWORD, FAKE_WHISE_USER, startFakeWhise } from '../crm/fake-whise';
import {
  FAKE_SB_CLIENT_ID,
  FAKE_SB_CLIENT_SECRET,
  FAKE_SIGNATURE_HEADER,
  sendWebhook,
  startFakeSweepBright,
  uuidOf,
} from '../crm/fake-sweepbright';
import { withFront } from '../../server/with-front';
import { test, expect } from './fixtures';
import { MAIN_PORT } from './environment';

const PORT = MAIN_PORT + 57;
const CRM = MAIN_PORT + 58;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = path.join(__dirname, '..', '..', '.data', 'e2e');
const STATE = path.join(ROOT, `live-${PORT}`);
const DATA = path.join(STATE, 'data');
const LOG = path.join(ROOT, `live-${PORT}.log`);
const PROPERTY = 4101;
/** A price no sample listing has, as the page shows it (any separator of thousands). */
const shows = (price: number) => new RegExp(String(price).replace(/(\d{3})$/, '[.\u00a0\u202f ]$1'));

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one server of its own, tested once'));
test.setTimeout(240_000);

let server: ChildProcess | null = null;
let fake: FakeOmnicasa | null = null;

/**
 * Starts the server of its own on a fresh copy of the sample data folder (its state folder, database
 * and log made afresh), syncing from the CRM that `crm` configures every 10 s, the shortest poll the
 * setting allows (the default is 20 s).
 */
async function startServer(crm: Record<string, string>): Promise<void> {
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });
  fs.cpSync(path.join(__dirname, '..', '..', 'data'), DATA, { recursive: true, filter: (source) => !source.includes(`${path.sep}.crm`) });
  // A server left over from an interrupted run would answer in this one's place, on a data folder this run replaced.
  expect(await fetch(`${ORIGIN}/nl/`).catch(() => null), `something already answers on ${ORIGIN}`).toBeNull();
  const log = fs.openSync(LOG, 'w');
  server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: withFront({
      ...process.env,
      VITRINE_STATE_DIR: STATE,
      VITRINE_DATA_DIR: DATA,
      VITRINE_SITE_URL: ORIGIN,
      CRM_POLL_SECONDS: '10',
      ...crm,
    }),
  });
  fs.closeSync(log);
  await expect.poll(async () => (await fetch(`${ORIGIN}/nl/`).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
}

async function stopServer(): Promise<void> {
  const child = server;
  server = null;
  if (child?.pid && child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await expect.poll(() => groupAlive(child.pid!), { timeout: 20_000, intervals: [100] }).toBe(false);
  }
}

/** Visitors asking for `pages` one after another until `stop()`: the requests made and those that failed. */
function visitors(pages: string[]) {
  const failures: string[] = [];
  let requests = 0;
  let visiting = true;
  // A pause between rounds leaves the machine to the other browser tests running beside this one.
  const done = (async () => {
    while (visiting) {
      for (const url of pages) {
        const response = await fetch(url).catch((error: unknown) => ({ status: String(error) }) as const);
        requests++;
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    failures,
    stop: async () => {
      visiting = false;
      await done;
      return requests;
    },
  };
}

/** Waits until `url` shows `price`; the seconds since `since`. */
async function liveAfter(url: string, price: number, since: number): Promise<number> {
  let seen = 0;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(url)).text();
        seen = Date.now() - since;
        return shows(price).test(html);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return seen / 1000;
}

test.afterAll(async () => {
  await stopServer();
  await fake?.close();
});

const current = () => {
  try {
    return fs.readFileSync(path.join(DATA, '.crm', 'releases', 'current'), 'utf8');
  } catch {
    return null;
  }
};

test('a price changed in the CRM is served within a minute, without a restart, and no request fails meanwhile', async () => {
  fake = await startFakeOmnicasa({ port: CRM });
  await startServer({ CRM_URL: fake.url, CRM_USER: FAKE_USER, CRM_PASSWORD: FAKE_PASSWORD });
  // The first sync publishes the CRM's catalogue as the first release.
  await expect.poll(current, { timeout: 60_000, intervals: [500] }).not.toBeNull();
  const detail = await fetch(`${ORIGIN}/property/${PROPERTY}/?lng=nl`);
  expect(detail.status).toBe(200);
  const detailUrl = detail.url;
  // Served within seconds (the server looks every two): the page's ETag names the release.
  await expect.poll(async () => (await fetch(detailUrl)).headers.get('etag'), { timeout: 15_000, intervals: [250] }).toContain(current());
  const first = await fetch(detailUrl);
  const etag = first.headers.get('etag');
  expect(first.headers.get('cache-control')).toMatch(/s-maxage=20\b/);

  // Visitors keep coming: home, the listing and the detail page, one after another, until the end.
  const visiting = visitors([`${ORIGIN}/nl/`, `${ORIGIN}/nl/te-koop/`, detailUrl]);

  const changedAt = Date.now();
  // A new price, and a photo the build never saw (the fake draws it: a name no public file has).
  const pictures = (fake!.record(PROPERTY, 'nl')?.Pictures ?? []) as { ID: number; Url: string }[];
  fake!.updateProperty(PROPERTY, {
    Price: 412_345,
    Pictures: [...pictures, { ...pictures[0], ID: 990_001, Url: '/photos/properties/4101/live.jpg' }],
  });
  const seconds = await liveAfter(detailUrl, 412_345, changedAt);
  const requests = await visiting.stop();
  console.log(`omnicasa: price live ${seconds.toFixed(1)} s after the change in the CRM (poll every 10 s); ${requests} requests meanwhile`);

  // Served from the new release: its ETag names it, and the page in the other language shows the new price too.
  const after = await fetch(detailUrl);
  expect(after.headers.get('etag')).not.toBe(etag);
  expect(after.headers.get('etag')).toContain(current());
  const fr = `${ORIGIN}/property/${PROPERTY}/?lng=fr`;
  await expect.poll(async () => /412[.\u00a0\u202f ]345/.test(await (await fetch(fr)).text()), { timeout: 10_000 }).toBe(true);
  // The photos the sync fetched are not public files of the build (the new one above among them):
  // each answers from the release, and resized too.
  const html = await (await fetch(detailUrl)).text();
  const photos = [...new Set([...html.matchAll(/\/photos\/properties\/4101\/[\w.-]+\.jpg/g)].map((m) => m[0]))];
  const fresh = photos.filter((url) => !fs.existsSync(path.join(__dirname, '..', '..', 'public', url)));
  expect(
    fresh.filter((url) => url.includes('/990001-')),
    `photos of ${PROPERTY}: ${photos.join(', ')}`,
  ).toHaveLength(1);
  for (const url of fresh) {
    const photo = await fetch(`${ORIGIN}${url}`);
    expect(photo.status, url).toBe(200);
    expect(photo.headers.get('content-type'), url).toBe('image/jpeg');
    expect(photo.headers.get('cache-control'), url).toContain('immutable');
  }
  const resized = await fetch(`${ORIGIN}/_next/image/?url=${encodeURIComponent(fresh[0]!)}&w=828&q=70`);
  expect(resized.status).toBe(200);
  expect(resized.headers.get('content-type')).toMatch(/^image\//);
  expect((await fetch(`${ORIGIN}/photos/properties/4101/not-there.jpg`)).status).toBe(404);
  expect(visiting.failures).toEqual([]);
  expect(requests).toBeGreaterThan(0);
  // The server never restarted: its log says it served the release, and nothing about a restart.
  expect(fs.readFileSync(LOG, 'utf8')).toMatch(/catalogue release [0-9a-f]{20} served/);
});

test('the route a server uses to make its own pages again answers no one else', async () => {
  const attempts: Record<string, string>[] = [{}, { 'x-vitrine-refresh': 'guess' }, { 'x-vitrine-refresh': 'a'.repeat(64) }];
  for (const headers of attempts) {
    const response = await fetch(`${ORIGIN}/api/internal/catalogue/`, { method: 'POST', headers });
    expect(response.status).toBe(404);
  }
  expect((await fetch(`${ORIGIN}/api/internal/catalogue/`)).status).toBe(405);
  await stopServer();
  await fake?.close();
  fake = null;
});

test('Whise: a price changed in Whise is served within a minute, no request failing meanwhile', async () => {
  const whise = await startFakeWhise({ port: CRM });
  try {
    await startServer({
      CRM_KIND: 'whise',
      CRM_URL: whise.url,
      CRM_USER: FAKE_WHISE_USER,
      CRM_PASSWORD: FAKE_WHISE_PASSWORD,
      CRM_CLIENT_ID: String(FAKE_CLIENT_ID),
    });
    // The first sync, a full one, publishes Whise's catalogue (its Belgian estates) as the first release.
    await expect.poll(current, { timeout: 60_000, intervals: [500] }).not.toBeNull();
    const detailUrl = (await fetch(`${ORIGIN}/property/${PROPERTY}/?lng=nl`)).url;
    await expect.poll(async () => (await fetch(detailUrl)).headers.get('etag'), { timeout: 15_000, intervals: [250] }).toContain(current());
    const visiting = visitors([`${ORIGIN}/nl/`, `${ORIGIN}/nl/te-koop/`, detailUrl]);
    const changedAt = Date.now();
    whise.updateEstate(PROPERTY, { price: 423_456 });
    const seconds = await liveAfter(detailUrl, 423_456, changedAt);
    const requests = await visiting.stop();
    console.log(`whise: price live ${seconds.toFixed(1)} s after the change in the CRM (poll every 10 s); ${requests} requests meanwhile`);
    expect(visiting.failures).toEqual([]);
    await expect.poll(async () => shows(423_456).test(await (await fetch(`${ORIGIN}/property/${PROPERTY}/?lng=fr`)).text())).toBe(true);
  } finally {
    await stopServer();
    await whise.close();
  }
});

test("SweepBright: signed webhooks through the site's endpoint bring an estate and its new price within a minute; SweepBright is told its address", async () => {
  const sweepbright = await startFakeSweepBright({ port: CRM });
  try {
    await startServer({
      CRM_KIND: 'sweepbright',
      CRM_URL: sweepbright.url,
      CRM_USER: FAKE_SB_CLIENT_ID,
      CRM_PASSWORD: FAKE_SB_CLIENT_SECRET,
      CRM_WEBHOOK_SIGNATURE_HEADER: FAKE_SIGNATURE_HEADER,
    });
    const hook = `${ORIGIN}/api/crm/sweepbright`;
    const uuid = uuidOf(PROPERTY);
    // Refused unsigned or badly signed, by the running site.
    expect((await sendWebhook(hook, 'estate-added', uuid, { signature: 'none' })).status).toBeGreaterThanOrEqual(400);
    expect((await sendWebhook(hook, 'estate-added', uuid, { signature: 'bad' })).status).toBeGreaterThanOrEqual(400);
    const added = await sendWebhook(hook, 'estate-added', uuid);
    expect(added.status).toBe(202);
    // The next sync reads the estate, publishes it and tells SweepBright its public address.
    let address = '';
    await expect
      .poll(
        () => {
          const call = sweepbright.urlCalls().find((c) => c.path.includes(uuid));
          address = JSON.stringify(call?.body ?? '').match(/https?:\/\/[^"\\]+\/property\/\d+\//)?.[0] ?? '';
          return address;
        },
        { timeout: 60_000, intervals: [500] },
      )
      .not.toBe('');
    expect(address.startsWith(`${ORIGIN}/property/`)).toBe(true);
    const detail = await fetch(address);
    expect(detail.status).toBe(200);
    const detailUrl = detail.url;

    const visiting = visitors([`${ORIGIN}/nl/`, `${ORIGIN}/nl/te-koop/`, detailUrl]);
    const changedAt = Date.now();
    const price = sweepbright.estate(uuid)!.price as Record<string, unknown>;
    sweepbright.updateEstate(uuid, { price: { ...price, amount: 434_567 } });
    expect((await sendWebhook(hook, 'estate-updated', uuid)).status).toBe(202);
    const seconds = await liveAfter(detailUrl, 434_567, changedAt);
    const requests = await visiting.stop();
    console.log(`sweepbright: price live ${seconds.toFixed(1)} s after the webhook (poll every 10 s); ${requests} requests meanwhile`);
    expect(visiting.failures).toEqual([]);
  } finally {
    await stopServer();
    await sweepbright.close();
  }
});
