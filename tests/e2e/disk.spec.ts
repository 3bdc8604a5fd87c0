// The embedded database's disk (issue 18): full, then read-only. The state folder is a small tmpfs of
// this test's own, so the disk really fills and really refuses writes; mounting needs root (CI runs as
// root), so elsewhere the test is skipped. A server of its own on loopback, mails to a real SMTP server.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { embeddedLocation } from '@/lib/platform/db/embedded';
import nl from '@/messages/nl.json';
import { groupAlive } from '@/tests/support/process-group';
import { smtpRecorder, type SmtpRecorder } from '@/tests/support/smtp-recorder';
import { test, expect } from './fixtures';
import { MAIN_PORT } from './environment';
import { contactPerson as person, hiddenFields, post, sendForm } from './form-post';
import { withFront } from '../../server/with-front';

const PORT = MAIN_PORT + 55;
const SMTP = MAIN_PORT + 56;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTACT = `${ORIGIN}/nl/contact/`;
const ROOT = path.join(__dirname, '..', '..', '.data', 'e2e');
const STATE = path.join(ROOT, `disk-${PORT}`);
const LOG = path.join(ROOT, `disk-${PORT}.log`);
const FILLER = path.join(STATE, 'filler');

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one server of its own, tested once'));
test.beforeEach(() => test.skip(process.getuid?.() !== 0, 'mounts a tmpfs: needs root (CI runs as root)'));
test.setTimeout(180_000);

let server: ChildProcess | null = null;
let smtp: SmtpRecorder | null = null;

async function startServer() {
  const log = fs.openSync(LOG, 'a');
  server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    detached: true,
    stdio: ['ignore', log, log],
    env: withFront({
      ...process.env,
      TRUSTED_PROXIES: '1',
      VITRINE_STATE_DIR: STATE,
      SMTP_URL: `smtp://127.0.0.1:${SMTP}`,
      VITRINE_SITE_URL: ORIGIN,
    }),
  });
  fs.closeSync(log);
  await expect.poll(async () => (await fetch(CONTACT).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
}

async function stopServer() {
  const child = server;
  server = null;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  // npx goes first; the server it started may still be closing its files on the state folder.
  await expect.poll(() => groupAlive(child.pid!), { timeout: 20_000, intervals: [100] }).toBe(false);
}

/** Unmounts the state folder; lazily if something outside this test still holds it open. */
function unmount() {
  if (!mounted()) return;
  try {
    execFileSync('umount', [STATE], { stdio: 'pipe' });
  } catch {
    execFileSync('umount', ['-l', STATE]);
  }
}

/** Remounts the state folder read-only or writable, once the stopped server's last process let go of it. */
async function remount(mode: 'ro' | 'rw') {
  await expect
    .poll(
      () => {
        try {
          execFileSync('mount', ['-o', `remount,${mode}`, STATE], { stdio: 'pipe' });
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
}

const mounted = () => fs.readFileSync('/proc/mounts', 'utf8').includes(` ${STATE} `);

const client = (i: number) => ({ 'x-forwarded-for': `10.55.${(i >> 8) & 255}.${i & 255}` });

/** Fills the state folder's disk to the last byte. */
function fillDisk() {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = fs.openSync(FILLER, 'w');
  try {
    for (let size = chunk.length; size >= 1;) {
      try {
        fs.writeSync(fd, chunk, 0, size);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        size = Math.floor(size / 2);
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

test.beforeAll(async () => {
  if (process.getuid?.() !== 0) return;
  unmount();
  fs.rmSync(STATE, { recursive: true, force: true });
  fs.mkdirSync(STATE, { recursive: true });
  fs.rmSync(LOG, { force: true });
  // Room for the database (about 40 MB) and a little more.
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=96m', 'tmpfs', STATE]);
  smtp = await smtpRecorder(SMTP);
});

test.afterAll(async () => {
  await stopServer();
  await smtp?.close();
  unmount();
});

test('disk full: the form says "try again" and keeps the input, the log says why, nothing acknowledged is lost, and it recovers', async () => {
  await startServer();
  const hidden = hiddenFields(await (await fetch(CONTACT)).text(), 'site-contact');
  const stamp = Date.now();
  const acknowledged: string[] = [];
  const send = async (i: number) => {
    const email = `disk${i}.${stamp}@example.test`;
    const result = await sendForm(CONTACT, hidden, person(email), STATE, client(i));
    if (result.status === 303) acknowledged.push(email);
    return { email, result };
  };
  expect((await send(0)).result.status).toBe(303);

  fillDisk();
  // PostgreSQL writes into space it already holds (its WAL files) until it needs a new block: the
  // first posts may still be stored, then one is refused.
  let refused: { email: string; result: Awaited<ReturnType<typeof sendForm>> } | null = null;
  for (let i = 1; i <= 40 && !refused; i++) {
    const sent = await send(i);
    if (sent.result.status !== 303) refused = sent;
  }
  expect(refused, 'a post refused while the disk is full').not.toBeNull();
  expect(refused!.result.status).toBe(200);
  expect(refused!.result.html).toContain(nl.Forms.messages.notSent);
  expect(refused!.result.html).toContain(refused!.email);
  // The reason, in one line, and no personal data with it.
  await expect.poll(() => fs.readFileSync(LOG, 'utf8'), { timeout: 10_000 }).toContain('No space left on device');
  expect(fs.readFileSync(LOG, 'utf8')).not.toContain(refused!.email);
  // The server runs on: pages, and the same process.
  expect((await fetch(`${ORIGIN}/nl/`)).status).toBe(200);
  expect(server!.exitCode).toBeNull();

  fs.rmSync(FILLER);
  await expect.poll(async () => (await send(100)).result.status, { timeout: 30_000, intervals: [1_000] }).toBe(303);
  // Every acknowledged submission is there, and its two mails went out.
  const db = new pg.Pool({ host: embeddedLocation(STATE).socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 });
  try {
    const stored = (await db.query<{ email: string }>('SELECT email FROM submissions WHERE email = ANY($1)', [acknowledged])).rows.map(
      (row) => row.email,
    );
    expect(stored.sort()).toEqual([...acknowledged].sort());
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ANY($1) AND o.status = 'sent'`,
              [acknowledged],
            )
          ).rows[0]!.n,
        {
          timeout: 90_000,
          intervals: [1_000],
        },
      )
      .toBe(acknowledged.length * 2);
    const ids = (
      await db.query<{ message_id: string }>(
        'SELECT o.message_id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ANY($1)',
        [acknowledged],
      )
    ).rows;
    for (const { message_id } of ids) expect(smtp!.ids).toContain(message_id);
  } finally {
    await db.end();
  }
});

test('a read-only state folder: the server starts, pages serve, the form says "try again", the log says why, no crash loop', async () => {
  await stopServer();
  await remount('ro');
  try {
    const before = fs.readFileSync(LOG, 'utf8').length;
    await startServer();
    const hidden = hiddenFields(await (await fetch(CONTACT)).text(), 'site-contact');
    const email = `readonly.${Date.now()}@example.test`;
    const answer = await post(CONTACT, [...hidden, ...person(email)], client(200));
    expect(answer.status).toBe(200);
    expect(answer.html).toContain(nl.Forms.messages.notSent);
    expect(answer.html).toContain(email);
    await expect.poll(() => fs.readFileSync(LOG, 'utf8').slice(before), { timeout: 10_000 }).toMatch(/read-only file system/i);
    // Still the same process a while later, still serving.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(server!.exitCode).toBeNull();
    expect((await fetch(`${ORIGIN}/nl/te-koop/`)).status).toBe(200);
    await stopServer();
  } finally {
    await remount('rw');
  }
  // Writable again: a new start stores forms.
  await startServer();
  const hidden = hiddenFields(await (await fetch(CONTACT)).text(), 'site-contact');
  expect((await sendForm(CONTACT, hidden, person(`writable.${Date.now()}@example.test`), STATE, client(201))).status).toBe(303);
});
