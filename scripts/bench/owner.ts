/**
 * The owner portal under load, on the embedded database (PGlite) and on PostgreSQL, in one run:
 *   - the page-view beacon: POST /api/page-view/ at 50 connections; page views recorded per second is what reached
 *     the database (the write-behind batches, lib/visitor/page-views/tally.ts) divided by the time;
 *   - the portal: an owner with 10 properties and a year of history (a page-view count per property and
 *     day, 300 submissions per property), its overview and a property's statistics page at 10
 *     connections, p50 and p99;
 *   - the baseline of the same run: the login page (rendered per request, no database).
 * A `next start` per database, seeded first; logged in with the login form's own no-JavaScript post.
 * Figures are given as ratios to the baseline and to PGlite: the machine is shared and noisy.
 *
 *   npm run bench:owner -- [--seconds 10] [--postgres URL] [--json out.json]
 * Needs a production build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Handle } from '../../lib/platform/db/client';
import { closeEmbedded } from '../../lib/platform/db/embedded';
import { pageViews, submissions } from '../../lib/platform/db/schema';
import { addPasswordLogin, createOwner } from '../../lib/platform/dal/owners';
import { getProperties, getSite } from '../../lib/catalogue/data';
import { hashPassword } from '../../lib/platform/security/password';
import { brusselsDate } from '../../lib/platform/brussels-time';
import { option, postgresServer } from '../cli';
import { withFront } from '../../server/with-front';

const setting = (name: string, fallback: string) => option(process.argv, name) ?? fallback;

const SECONDS = Number(setting('seconds', '10'));
const JSON_OUT = setting('json', '');
const PORT = 3390;
const ORIGIN = `http://localhost:${PORT}`;
const root = path.resolve(__dirname, '..', '..');
const PASSWORD = 'bench owner long password';
const EMAIL = 'bench-owner@example.test';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const FORMS = ['contact-me', 'contact-appointment', 'send-to-friend', 'documents', 'purchase-offer', 'rental-application'];

const log = (line: string) => process.stderr.write(`${line}\n`);

/** An owner with 10 properties, each with a page-view count for every day of the last year and 300 submissions. */
async function seed(handle: Handle): Promise<number[]> {
  await handle.ready;
  const ids = getProperties(getSite().defaultLanguage)
    .slice(0, 10)
    .map((p) => p.id);
  const owner = await createOwner(handle.db, { name: 'Bench Owner', email: EMAIL, lang: 'en' }, ids);
  await addPasswordLogin(handle.db, owner.id, await hashPassword(PASSWORD));
  const today = Date.now();
  for (const id of ids) {
    const days = Array.from({ length: 365 }, (_, i) => ({
      propertyId: id,
      day: brusselsDate(new Date(today - i * 86_400_000)),
      count: (id * 7 + i * 13) % 60,
    }));
    await handle.db.insert(pageViews).values(days).onConflictDoNothing();
    const rows = Array.from({ length: 300 }, (_, i) => {
      const form = FORMS[i % FORMS.length]!;
      return {
        form,
        lang: i % 2 ? 'nl' : 'fr',
        propertyId: id,
        email: `visitor${i}@example.test`,
        fields: {
          firstName: 'Jan',
          lastName: `Peeters ${i}`,
          remark: `A question about the garden, number ${i}.`,
          contactTime: '10:00 – 13:00',
          amount: 250_000 + i,
        },
        sourcePage: `/nl/te-koop/gent/huis/${id}/`,
        status: form === 'contact-appointment' && i % 4 === 0 ? 'confirmed' : 'received',
        createdAt: new Date(today - ((i * 29) % 365) * 86_400_000),
      };
    });
    // Documents are asked once per address and property (a unique index): every address differs here.
    await handle.db.insert(submissions).values(rows);
  }
  return ids;
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: withFront({ ...process.env, ...env }),
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Logs in as a browser without JavaScript does: the login form's hidden fields, posted with ours. */
async function logIn(): Promise<string> {
  const html = await (await fetch(`${ORIGIN}/en/login/`)).text();
  const form = html.slice(html.indexOf('<form'), html.indexOf('</form>'));
  const body = new FormData();
  for (const match of form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)) {
    const name = /name="([^"]*)"/.exec(match[0])?.[1];
    if (name)
      body.append(
        name,
        /value="([^"]*)"/
          .exec(match[0])?.[1]
          ?.replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&') ?? '',
      );
  }
  body.append('login', EMAIL);
  body.append('password', PASSWORD);
  const answer = await fetch(`${ORIGIN}/en/login/`, { method: 'POST', body, redirect: 'manual', headers: { origin: ORIGIN } });
  const cookie = answer.headers.getSetCookie().find((c) => c.startsWith('vitrine-owner='));
  if (!cookie) throw new Error(`login failed: ${answer.status}`);
  return cookie.split(';')[0]!;
}

interface Load {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<Load> {
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

async function pageViewTotal(handle: Handle): Promise<number> {
  const [row] = await handle.db.select({ n: sql<number>`coalesce(sum(${pageViews.count}), 0)::int` }).from(pageViews);
  return row!.n;
}

interface Result {
  database: string;
  baseline: Load;
  overview: Load;
  property: Load;
  beacon: Load & { recordedPerSecond: number };
}

async function measure(
  label: string,
  serverEnv: Record<string, string>,
  open: () => Handle,
  afterSeed: () => Promise<void>,
): Promise<Result> {
  log(`${label}: seeding ...`);
  const seeding = open();
  const ids = await seed(seeding);
  await seeding.pool.end();
  await afterSeed();
  const server = startServer({ ...serverEnv, VITRINE_SECRET: 'bench-secret-bench-secret-bench-secret-00', VITRINE_SITE_URL: ORIGIN });
  const reading = { handle: null as Handle | null };
  try {
    await waitFor(`${ORIGIN}/en/login/`);
    const cookie = await logIn();
    const headers = { cookie };
    log(`${label}: measuring ...`);
    const baseline = await load({ url: `${ORIGIN}/en/login/`, connections: 10, duration: SECONDS });
    const overview = await load({ url: `${ORIGIN}/en/portal/`, connections: 10, duration: SECONDS, headers });
    const property = await load({ url: `${ORIGIN}/en/portal/${ids[0]}/`, connections: 10, duration: SECONDS, headers });
    reading.handle = open();
    await reading.handle.ready;
    const before = await pageViewTotal(reading.handle);
    const started = Date.now();
    const beacon = await autocannon({
      url: `${ORIGIN}/api/page-view/`,
      connections: 50,
      duration: SECONDS,
      requests: ids.map((id) => ({
        method: 'POST' as const,
        body: String(id),
        headers: { 'user-agent': PHONE, origin: ORIGIN, 'content-type': 'text/plain' },
      })),
    });
    // The last batch goes to the database within the flush interval (2 s).
    await new Promise((r) => setTimeout(r, 4_000));
    const recorded = (await pageViewTotal(reading.handle)) - before;
    const elapsed = (Date.now() - started - 4_000) / 1000;
    return {
      database: label,
      baseline,
      overview,
      property,
      beacon: {
        rps: beacon.requests.average,
        p50: beacon.latency.p50,
        p99: beacon.latency.p99,
        non2xx: beacon.non2xx,
        errors: beacon.errors,
        recordedPerSecond: recorded / elapsed,
      },
    };
  } finally {
    await reading.handle?.pool.end();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 1_500));
  }
}

async function main() {
  const results: Result[] = [];
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-owner-'));
  try {
    results.push(
      await measure(
        'PGlite (embedded)',
        { VITRINE_STATE_DIR: stateDir },
        () => openDatabase({ stateDir }),
        () => closeEmbedded(),
      ),
    );
  } finally {
    await closeEmbedded();
  }
  let postgres: ReturnType<typeof postgresServer> | null = null;
  const pgState = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-owner-state-'));
  try {
    postgres = postgresServer(setting('postgres', '') || undefined, 55498);
    const url = postgres.url;
    results.push(
      await measure(
        'PostgreSQL (loopback)',
        { DATABASE_URL: url, VITRINE_STATE_DIR: pgState },
        () => openDatabase({ databaseUrl: url, stateDir: pgState }),
        async () => undefined,
      ),
    );
  } catch (error) {
    process.stderr.write(`PostgreSQL not measured: ${(error as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    postgres?.stop();
    fs.rmSync(pgState, { recursive: true, force: true });
    fs.rmSync(stateDir, { recursive: true, force: true });
  }

  console.log(
    `\nOwner portal, ${SECONDS} s per figure (portal pages at 10 connections, the beacon at 50); an owner with 10 properties, a year of page views and 3,000 submissions:`,
  );
  console.log(
    '| database | login page p50 / p99 (baseline) | overview p50 / p99 | property page p50 / p99 | property p50 ÷ baseline p50 | beacon answers/s | page views recorded/s | recorded ÷ PGlite |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const base = results[0]?.beacon.recordedPerSecond ?? 1;
  for (const r of results)
    console.log(
      `| ${r.database} | ${r.baseline.p50} / ${r.baseline.p99} ms | ${r.overview.p50} / ${r.overview.p99} ms | ${r.property.p50} / ${r.property.p99} ms | ${(r.property.p50 / Math.max(1, r.baseline.p50)).toFixed(2)} | ${r.beacon.rps.toFixed(0)} | ${r.beacon.recordedPerSecond.toFixed(0)} | ${(r.beacon.recordedPerSecond / base).toFixed(2)} |`,
    );
  const failed = results.some((r) => [r.baseline, r.overview, r.property, r.beacon].some((l) => l.non2xx + l.errors > 0));
  if (failed) {
    console.log(
      'Some answers failed:',
      JSON.stringify(
        results.map((r) => ({
          database: r.database,
          errors: [r.baseline, r.overview, r.property, r.beacon].map((l) => [l.non2xx, l.errors]),
        })),
      ),
    );
    process.exitCode = 1;
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
