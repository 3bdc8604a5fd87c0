// Fuzzing the production server (issue 18): 10,000 requests with odd paths, encodings, query strings,
// headers, methods and bodies (tests/e2e/fuzz-requests.ts) against a server of its own on loopback.
// None may answer 5xx or go unanswered, and the server must serve its pages normally afterwards.
// FUZZ_SEED replays a run (each run prints its seed); FUZZ_REQUESTS changes the count.
// Its server has no trusted proxy in front (TRUSTED_PROXIES unset, as `npm start` on its own): the
// last test here is the probe's forged X-Forwarded-For, which must change nothing (issue 39).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test, expect } from './fixtures';
import { MAIN_PORT } from './environment';
import { fuzzRequest, random, type FuzzRequest } from './fuzz-requests';
import { contactPerson, hiddenFields, sendForm } from './form-post';
import MESSAGES_EN from '../../messages/en.json';
import MESSAGES_NL from '../../messages/nl.json';
import { withFront } from '../../server/with-front';

const PORT = MAIN_PORT + 40;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STATE = path.join(__dirname, '..', '..', '.data', 'e2e', `fuzz-${PORT}`);
const LOG = path.join(STATE, 'server.log');
const COUNT = Number(process.env.FUZZ_REQUESTS) || 10_000;
const SEED = Number(process.env.FUZZ_SEED) || Math.floor(Math.random() * 2 ** 31);
const CONCURRENCY = 8;

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one server of its own, tested once'));

let server: ChildProcess | null = null;

test.beforeAll(async () => {
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });
  const log = fs.openSync(LOG, 'a');
  server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: withFront({ ...process.env, VITRINE_STATE_DIR: STATE, VITRINE_SITE_URL: ORIGIN }),
  });
  fs.closeSync(log);
  await expect.poll(async () => (await fetch(`${ORIGIN}/nl/`).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/** One request; a kept-alive socket the server had closed is retried once on a fresh connection. */
function send(request: FuzzRequest, fresh = false): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      // Next's trailing-slash redirect repeats a long path in Location and Refresh: more than the 16 kB of
      // headers Node's client reads by default, not more than a browser does.
      {
        host: '127.0.0.1',
        port: PORT,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent: fresh ? false : agent,
        maxHeaderSize: 64 * 1024,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('no answer within 30 s')));
    req.on('error', (error: NodeJS.ErrnoException) =>
      !fresh && error.code === 'ECONNRESET' && req.reusedSocket ? send(request, true).then(resolve, reject) : reject(error),
    );
    req.end(request.body);
  });
}

test(`${COUNT.toLocaleString('en')} fuzzed requests: no 5xx, none unanswered, and the site serves normally afterwards`, async ({}, testInfo) => {
  test.setTimeout(60_000 + COUNT * 30);
  testInfo.annotations.push({ type: 'seed', description: `FUZZ_SEED=${SEED}` });
  const r = random(SEED);
  // The build's own server actions, so that malformed bodies reach them with a real id.
  const manifest = path.join(__dirname, '..', '..', process.env.NEXT_DIST_DIR ?? '.next', 'server', 'server-reference-manifest.json');
  const actionIds = Object.keys((JSON.parse(fs.readFileSync(manifest, 'utf8')) as { node: Record<string, unknown> }).node);
  expect(actionIds.length).toBeGreaterThan(10);
  const requests = Array.from({ length: COUNT }, () => fuzzRequest(r, actionIds));
  const statuses = new Map<number, number>();
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const describe = () =>
        `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 300)}${request.body ? ` (${request.body.length} B body)` : ''}`;
      try {
        const status = await send(request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) failures.push(`${status}: ${describe()}`);
      } catch (error) {
        failures.push(`${(error as Error).message}: ${describe()}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  agent.destroy();
  const summary = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  testInfo.annotations.push({ type: 'statuses', description: summary });
  if (failures.length) await testInfo.attach('server.log', { path: LOG });
  expect(failures, `seed ${SEED}; statuses: ${summary}`).toEqual([]);
  // Most of them are not pages of ours; some are.
  expect(statuses.get(404) ?? 0).toBeGreaterThan(COUNT / 10);
  expect(statuses.get(200) ?? 0).toBeGreaterThan(COUNT / 20);

  // Healthy afterwards: still running, pages, a detail page, the suggestions and a form page as usual.
  expect(server?.exitCode).toBeNull();
  for (const url of ['/nl/', '/fr/a-vendre/', '/nl/te-koop/?city=Gent', '/nl/contact/', '/api/search/?lang=nl&q=gent'])
    expect((await fetch(ORIGIN + url)).status, url).toBe(200);
});

test("a post to a page's flight data is refused with 405, not a 500; the flight data still reads (found with seed 1711535411)", async () => {
  for (const path of ['/map-frame/page.rsc', '/nl/te-koop.rsc', '/nl.rsc']) {
    const posted = await send({
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'if-modified-since': 'yesterday', 'x-forwarded-proto': 'gopher' },
      body: Buffer.from('a=b'),
    });
    expect(posted, path).toBe(405);
  }
  expect(await send({ method: 'GET', path: '/nl/te-koop.rsc', headers: {} })).toBe(200);
});

test('a client that forges X-Forwarded-For or X-Real-IP gets no fresh limits: the login throttle and the forms count the socket', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` });
  // Four wrong logins from "one" address, then a fifth from "another": still throttled.
  const t = MESSAGES_EN.Owner.login;
  const login = `forger.${Date.now()}@example.test`;
  for (let i = 0; i < 5; i++) {
    await page.setExtraHTTPHeaders(forged(i));
    await page.goto(`${ORIGIN}/en/login/`);
    await page.getByLabel(t.login).fill(login);
    await page.getByLabel(t.password, { exact: true }).fill(`wrong password ${i}`);
    await page.getByRole('button', { name: t.submit }).click();
    if (i < 4) await expect(page.getByRole('main').getByRole('alert')).toHaveText(t.failed);
  }
  await expect(page.getByRole('main').getByRole('alert')).not.toHaveText(t.failed);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(t.throttled.split('{')[0]!.trim());
  // Twelve site contacts, each "from" another address: the form's limit (10 in 10 minutes) holds.
  const contact = `${ORIGIN}/nl/contact/`;
  const hidden = hiddenFields(await (await fetch(contact)).text(), 'site-contact');
  const answers: number[] = [];
  let refused = '';
  for (let i = 0; i < 12; i++) {
    const answer = await sendForm(contact, hidden, contactPerson(`forger.${i}.${Date.now()}@example.test`), STATE, forged(i));
    answers.push(answer.status);
    if (answer.status === 200) refused = answer.html;
  }
  expect(answers.filter((status) => status === 303)).toHaveLength(10);
  expect(refused).toContain(MESSAGES_NL.Forms.messages.rateLimited);
});
