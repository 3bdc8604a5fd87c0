// A change in the CRM is live within a minute on one machine with its defaults (issue 64, docs/decisions/0057):
// a server of its own, on a copy of the sample data folder, syncs from a fake Omnicasa (a real HTTP server
// on loopback speaking Omnicasa's wire: tests/crm/fake-omnicasa.ts; only the CRM lives outside our machine)
// every CRM_POLL_SECONDS, publishes a catalogue release, and serves it without a build or a restart while
// visitors keep asking for pages: none of their requests fails during the switch.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { groupAlive } from '@/tests/support/process-group';
import { startFakeOmnicasa, FAKE_PASSWORD, FAKE_USER, type FakeOmnicasa } from '../crm/fake-omnicasa';
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

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one server of its own, tested once'));
test.setTimeout(240_000);

let server: ChildProcess | null = null;
let fake: FakeOmnicasa | null = null;

test.beforeAll(async () => {
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });
  fs.cpSync(path.join(__dirname, '..', '..', 'data'), DATA, { recursive: true, filter: (source) => !source.includes(`${path.sep}.crm`) });
  // A server left over from an interrupted run would answer in this one's place, on a data folder this run replaced.
  expect(await fetch(`${ORIGIN}/nl/`).catch(() => null), `something already answers on ${ORIGIN}`).toBeNull();
  fake = await startFakeOmnicasa({ port: CRM });
  const log = fs.openSync(LOG, 'w');
  server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: withFront({
      ...process.env,
      VITRINE_STATE_DIR: STATE,
      VITRINE_DATA_DIR: DATA,
      VITRINE_SITE_URL: ORIGIN,
      CRM_URL: fake.url,
      CRM_USER: FAKE_USER,
      CRM_PASSWORD: FAKE_PASSWORD,
      // The shortest poll the setting allows; the default is 20 s.
      CRM_POLL_SECONDS: '10',
    }),
  });
  fs.closeSync(log);
  await expect.poll(async () => (await fetch(`${ORIGIN}/nl/`).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
});

test.afterAll(async () => {
  const child = server;
  if (child?.pid && child.exitCode === null) {
    process.kill(-child.pid, 'SIGTERM');
    await expect.poll(() => groupAlive(child.pid!), { timeout: 20_000, intervals: [100] }).toBe(false);
  }
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
  const pages = [`${ORIGIN}/nl/`, `${ORIGIN}/nl/te-koop/`, detailUrl];
  const failures: string[] = [];
  let requests = 0;
  let visiting = true;
  // A pause between rounds leaves the machine to the other browser tests running beside this one.
  const visitors = (async () => {
    while (visiting) {
      for (const url of pages) {
        const response = await fetch(url).catch((error: unknown) => ({ status: String(error) }) as const);
        requests++;
        if (response.status !== 200) failures.push(`${url}: ${response.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();

  const changedAt = Date.now();
  // A new price, and a photo the build never saw (the fake draws it: a name no public file has).
  const pictures = (fake!.record(PROPERTY, 'nl')?.Pictures ?? []) as { ID: number; Url: string }[];
  fake!.updateProperty(PROPERTY, {
    Price: 412_345,
    Pictures: [...pictures, { ...pictures[0], ID: 990_001, Url: '/photos/properties/4101/live.jpg' }],
  });
  let seenAfter = 0;
  await expect
    .poll(
      async () => {
        const html = await (await fetch(detailUrl)).text();
        seenAfter = Date.now() - changedAt;
        return /412[.\u00a0\u202f ]345/.test(html);
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  visiting = false;
  await visitors;
  console.log(
    `price live ${(seenAfter / 1000).toFixed(1)} s after the change in the CRM (poll every 10 s); ${requests} requests meanwhile`,
  );

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
  expect(failures).toEqual([]);
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
});
