// Several instances on one PostgreSQL (issue 15): an owner logs in on one `next start` and uses the
// portal on another; visits counted on both add up. Two servers of this test's own, on a database of
// its own on the test cluster (TEST_DATABASE_URL, started by `npm test`), sharing VITRINE_SECRET as a
// deployment must.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { test, expect } from './fixtures';
import { MAIN_PORT } from './environment';
import { files } from './site-data';
import { brusselsDay } from '@/lib/stats/counting';
import en from '@/messages/en.json';

const PORTS = [MAIN_PORT + 60, MAIN_PORT + 61] as const;
const ORIGINS = PORTS.map((port) => `http://127.0.0.1:${port}`);
const STATE = path.join(__dirname, '..', '..', '.data', 'e2e', `instances-${MAIN_PORT}`);
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ADMIN_URL = process.env.TEST_DATABASE_URL;

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'servers of its own, tested once'));
test.beforeEach(() => test.skip(!ADMIN_URL && !process.env.CI, 'needs TEST_DATABASE_URL (npm test starts a PostgreSQL cluster)'));
test.setTimeout(240_000);

const name = `vitrine_instances_${process.pid}_${randomBytes(3).toString('hex')}`;
const databaseUrl = () => {
  const url = new URL(ADMIN_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};
const secret = randomBytes(32).toString('base64url');
const servers: ChildProcess[] = [];
let pool: pg.Pool | null = null;

test.beforeAll(async () => {
  if (!ADMIN_URL) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  fs.rmSync(STATE, { recursive: true, force: true });
  for (const [i, port] of PORTS.entries()) {
    servers.push(
      spawn('npx', ['next', 'start', '-p', String(port), '-H', 'localhost'], {
        detached: true,
        stdio: 'ignore',
        env: { ...process.env, DATABASE_URL: databaseUrl(), VITRINE_SECRET: secret, VITRINE_STATE_DIR: path.join(STATE, `instance-${i}`), VITRINE_SITE_URL: ORIGINS[i] },
      }),
    );
  }
  for (const origin of ORIGINS) await expect.poll(async () => (await fetch(`${origin}/en/login/`).catch(() => null))?.status, { timeout: 90_000, intervals: [500] }).toBe(200);
  pool = new pg.Pool({ connectionString: databaseUrl(), max: 2 });
});

test.afterAll(async () => {
  for (const server of servers) if (server.pid) process.kill(-server.pid, 'SIGTERM');
  await pool?.end();
  if (!ADMIN_URL) return;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
});

test('log in on one instance, use the portal on the other; visits counted on both add up', async ({ browser }) => {
  const property = [...new Set(files['properties.json'].properties.map((p) => p.ID))][0]!;
  const add = spawnSync('npx', ['tsx', '--conditions=react-server', 'scripts/owner.ts', 'add', '--email', 'two@example.test', '--name', 'Twee Instanties', '--lang', 'en', '--properties', String(property)], {
    env: { ...process.env, DATABASE_URL: databaseUrl(), VITRINE_SECRET: secret, VITRINE_STATE_DIR: path.join(STATE, 'command'), VITRINE_SITE_URL: ORIGINS[0] },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(add.status, add.stderr).toBe(0);
  const link = /https?:\/\/\S+token=\S+/.exec(add.stdout)![0];

  // Both servers answer on 127.0.0.1: one browser holds one cookie for both, as behind one address.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const t = en.Owner;
    await page.goto(link);
    await page.getByLabel(t.password.password, { exact: true }).fill('two servers one database');
    await page.getByLabel(t.password.confirm, { exact: true }).fill('two servers one database');
    await page.getByRole('button', { name: t.password.submit }).click();
    await expect(page).toHaveURL(/\/en\/login\/\?done=passwordSet$/);
    await page.getByLabel(t.login.login).fill('two@example.test');
    await page.getByLabel(t.login.password, { exact: true }).fill('two servers one database');
    await page.getByRole('button', { name: t.login.submit }).click();
    await expect(page).toHaveURL(`${ORIGINS[0]}/en/portal/${property}/`);

    // The session made on the first instance opens the portal on the second.
    await page.goto(`${ORIGINS[1]}/en/portal/${property}/`);
    await expect(page).toHaveURL(`${ORIGINS[1]}/en/portal/${property}/`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.stats.title.split('{property}')[0]!);

    // 25 visits to each instance; each writes its own batches, and they add up.
    const visit = (origin: string) =>
      page.request.post(`${origin}/api/visit/`, { data: String(property), headers: { 'user-agent': PHONE, origin, 'content-type': 'text/plain' } });
    const answers = await Promise.all(ORIGINS.flatMap((origin) => Array.from({ length: 25 }, () => visit(origin))));
    expect(answers.every((answer) => answer.status() === 204)).toBe(true);
    await expect
      .poll(async () => (await pool!.query<{ count: number }>('SELECT count FROM property_visits WHERE property_id = $1 AND day = $2', [property, brusselsDay(new Date())])).rows[0]?.count ?? 0, {
        timeout: 20_000,
      })
      .toBe(50);
    await page.goto(`${ORIGINS[0]}/en/portal/${property}/`);
    await expect(page.locator('.owner-tile').first().locator('dd')).toHaveText('50');

    // Logging out on the second ends the session for the first too.
    await page.goto(`${ORIGINS[1]}/en/portal/${property}/`);
    await page.getByRole('button', { name: t.logout }).click();
    await expect(page).toHaveURL(/\/en\/login\/\?done=loggedOut$/);
    await page.goto(`${ORIGINS[0]}/en/portal/${property}/`);
    await expect(page).toHaveURL(`${ORIGINS[0]}/en/login/`);
  } finally {
    await context.close();
  }
});
