// What the forms promise under faults (issue 14), tested against a server of its own (loopback only):
// with the SMTP server down submissions are acknowledged and every mail arrives once it is back, none
// twice; a server killed (SIGKILL) during a burst of 200 submissions loses none it acknowledged; 1,000
// malformed or hostile posts get a 4xx or a localized error, never a 500, and store nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CLAIM_MS } from '@/lib/platform/dal/outbox-claim';
import { embeddedLocation } from '@/lib/platform/db/embedded';
import { test, expect } from './fixtures';
import { MAIN_PORT } from './environment';
import { smtpRecorder } from '@/tests/support/smtp-recorder';
import { answerIn, contactPerson as person, hiddenFields, post, sendForm } from './form-post';
import { withFront } from '../../server/with-front';

const PORT = MAIN_PORT + 50;
const SMTP = MAIN_PORT + 75;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const STATE = path.join(__dirname, '..', '..', '.data', 'e2e', `reliability-${PORT}`);
const CONTACT = `${ORIGIN}/nl/contact/`;

test.describe.configure({ mode: 'serial' });
test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'one server of its own, tested once'));
test.setTimeout(240_000);

let server: ChildProcess | null = null;

async function startServer() {
  server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', 'localhost'], {
    detached: true,
    stdio: 'ignore',
    env: withFront({
      ...process.env,
      TRUSTED_PROXIES: '1',
      VITRINE_STATE_DIR: STATE,
      SMTP_URL: `smtp://127.0.0.1:${SMTP}`,
      VITRINE_SITE_URL: ORIGIN,
    }),
  });
  await expect.poll(async () => (await fetch(CONTACT).catch(() => null))?.status, { timeout: 60_000, intervals: [250] }).toBe(200);
}

function killServer(signal: NodeJS.Signals = 'SIGKILL') {
  if (server?.pid) process.kill(-server.pid, signal);
  server = null;
}

function database() {
  return new pg.Pool({ host: embeddedLocation(STATE).socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 2 });
}

/** Distinct client addresses, as a reverse proxy would pass them, so the rate limit counts per sender. */
const client = (i: number) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });

test.beforeAll(() => fs.rmSync(STATE, { recursive: true, force: true }));
test.afterAll(() => killServer('SIGTERM'));

test('SMTP down: every submission is acknowledged and its mails arrive once the server is back, none twice', async () => {
  await startServer();
  const page = await (await fetch(CONTACT)).text();
  const hidden = hiddenFields(page, 'site-contact');
  const emails = Array.from({ length: 5 }, (_, i) => `down${i}.${Date.now()}@example.test`);
  for (const [i, email] of emails.entries()) {
    const result = await sendForm(CONTACT, hidden, person(email), STATE, client(i));
    expect(result.status, result.html.slice(0, 200)).toBe(303);
  }
  const db = database();
  try {
    const mails = async () =>
      (
        await db.query<{ status: string; message_id: string; last_error: string | null }>(
          `SELECT o.status, o.message_id, o.last_error FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ANY($1)`,
          [emails],
        )
      ).rows;
    // Tried and kept for later, with the reason.
    await expect.poll(async () => (await mails()).filter((m) => m.last_error).length, { timeout: 30_000 }).toBe(10);
    expect((await mails()).every((m) => m.status === 'pending')).toBe(true);
    const smtp = await smtpRecorder(SMTP);
    try {
      // The first retry comes 15 to 30 s after the failure (lib/agency/outbox/schedule.ts).
      await expect
        .poll(async () => (await mails()).filter((m) => m.status === 'sent').length, { timeout: 90_000, intervals: [1_000] })
        .toBe(10);
      const ids = (await mails()).map((m) => m.message_id);
      for (const id of ids)
        expect(
          smtp.ids.filter((received) => received === id),
          id,
        ).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  } finally {
    await db.end();
  }
});

test('a server killed during a burst of 200 submissions loses none it acknowledged', async () => {
  const smtp = await smtpRecorder(SMTP);
  const db = database();
  try {
    if (!server) await startServer();
    const hidden = hiddenFields(await (await fetch(CONTACT)).text(), 'site-contact');
    const acknowledged: string[] = [];
    let next = 0;
    let killed = false;
    const stamp = Date.now();
    // 20 senders at a time; the server is killed once 60 are acknowledged, with others in flight.
    const sender = async () => {
      while (next < 200) {
        const i = next++;
        const email = `burst${i}.${stamp}@example.test`;
        const result = await sendForm(CONTACT, hidden, person(email), STATE, client(1000 + i)).catch(() => null);
        if (result?.status === 303) acknowledged.push(email);
        if (acknowledged.length >= 60 && !killed) {
          killed = true;
          killServer('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 20 }, sender));
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    // Back up: every acknowledged submission is there, once, and its mails go out.
    await startServer();
    // The server opens its embedded database in the background once it answers (the outbox starts on it).
    await expect
      .poll(async () => (await db.query('SELECT 1').catch(() => null)) !== null, { timeout: 60_000, intervals: [250] })
      .toBe(true);
    const rows = (await db.query<{ email: string }>('SELECT email FROM submissions WHERE email = ANY($1)', [acknowledged])).rows.map(
      (r) => r.email,
    );
    expect(new Set(rows).size).toBe(acknowledged.length);
    expect(rows).toHaveLength(acknowledged.length);
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ANY($1) AND o.status <> 'sent'`,
              [acknowledged],
            )
          ).rows[0]!.n,
        // Mails the killed server had claimed are taken back by the new server's first round, which finds
        // their claimer gone (lib/platform/dal/outbox-claim.ts), not after their claim's CLAIM_MS: less
        // time than that is allowed for all of them, rounds and retries included.
        { timeout: CLAIM_MS - 30_000, intervals: [1_000] },
      )
      .toBe(0);
    const sent = (
      await db.query<{ message_id: string }>(
        `SELECT o.message_id FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email = ANY($1)`,
        [acknowledged],
      )
    ).rows;
    expect(sent).toHaveLength(acknowledged.length * 2);
    for (const { message_id } of sent) expect(smtp.ids).toContain(message_id);
  } finally {
    await smtp.close();
    await db.end();
  }
});

test('1,000 malformed or hostile posts: a 4xx or a localized error, never a 500, and nothing stored', async () => {
  if (!server) await startServer();
  const page = await (await fetch(CONTACT)).text();
  const hidden = hiddenFields(page, 'site-contact');
  const db = database();
  const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions')).rows[0]!.n;
  const script = '<script>alert(1)</script>';
  const statuses = new Map<number, number>();
  const seen = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  // A captcha answer is good once: sent again, with the same fields, it is refused.
  const once = [...hidden, ...person(`once.${Date.now()}@example.test`)];
  const asked = await post(CONTACT, once, client(5000));
  const answer = answerIn(asked.html, STATE)!;
  const withAnswer: [string, string][] = [...once, ['captcha_token', answer[0]], ['captcha_answer', answer[1]]];
  expect((await post(CONTACT, withAnswer, client(5000))).status).toBe(303);
  const replay = await post(CONTACT, withAnswer, client(5000));
  expect(replay.status).toBe(200);
  expect(replay.html).toContain('De ingevoerde tekens zijn niet geldig.');
  const firstAnswer = await post(CONTACT, [...hidden, ...person(`reuse.${Date.now()}@example.test`)], client(5001));
  const token = /name="captcha_token" value="([^"]+)"/.exec(firstAnswer.html)?.[1] ?? '';
  const variants: ((i: number) => Promise<number>)[] = [
    // Scripts and header injection in every field, no captcha answer.
    async (i) =>
      (
        await post(
          CONTACT,
          [...hidden, ...person(`x${i}@example.test`).map(([n]) => [n, `${script}\r\nBcc: victim@example.test`] as [string, string])],
          client(i),
        )
      ).status,
    // Wrong types: every field twice, numbers where words go.
    async (i) =>
      (await post(CONTACT, [...hidden, ...person(`y${i}@example.test`), ...person(`z${i}@example.test`), ['title', '42']], client(i)))
        .status,
    // Missing fields.
    async (i) => (await post(CONTACT, [...hidden, ['email', `m${i}@example.test`]], client(i))).status,
    // A forged captcha: made-up solution and a made-up typed answer.
    async (i) =>
      (
        await post(
          CONTACT,
          [
            ...hidden,
            ...person(`f${i}@example.test`),
            [
              'altcha',
              Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: i } })).toString('base64'),
            ],
          ],
          client(i),
        )
      ).status,
    async (i) =>
      (
        await post(
          CONTACT,
          [
            ...hidden,
            ...person(`g${i}@example.test`),
            ['captcha_token', `${Date.now() + 60_000}.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAA`],
            ['captcha_answer', 'ABCDE'],
          ],
          client(i),
        )
      ).status,
    // A real token, answered wrongly; and junk for the action reference.
    async (i) =>
      (await post(CONTACT, [...hidden, ...person(`h${i}@example.test`), ['captcha_token', token], ['captcha_answer', 'XXXXX']], client(i)))
        .status,
    async (i) =>
      (
        await post(
          CONTACT,
          [
            ...hidden.map(([n, v]) => [n, n.startsWith('$ACTION') ? `${v}${i}junk` : v] as [string, string]),
            ...person(`j${i}@example.test`),
          ],
          client(i),
        )
      ).status,
    // Not multipart at all.
    async (i) =>
      (
        await fetch(CONTACT, {
          method: 'POST',
          body: `firstName=${script}&i=${i}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...client(i) },
          redirect: 'manual',
        })
      ).status,
    async (i) =>
      (
        await fetch(CONTACT, {
          method: 'POST',
          body: '{"not":"a form"',
          headers: { 'content-type': 'application/json', 'next-action': 'deadbeef', ...client(i) },
          redirect: 'manual',
        })
      ).status,
    // A 10 MB body (one time in five: this variant runs for i = 9, 19, ...), else a remark over its length.
    async (i) =>
      (
        await post(
          CONTACT,
          [...hidden, ...person(`b${i}@example.test`), ['remark', 'x'.repeat(i % 50 === 9 ? 10 * 1024 * 1024 : 5000)]],
          client(i),
        )
      ).status,
  ];
  for (let i = 0; i < 1000; i += 10) {
    const batch = await Promise.all(Array.from({ length: 10 }, (_, k) => variants[(i + k) % variants.length]!(i + k).catch(() => 0)));
    batch.forEach(seen);
  }
  const report = JSON.stringify(Object.fromEntries(statuses));
  expect(
    [...statuses.keys()].filter((status) => status >= 500 || status === 0),
    `statuses: ${report}`,
  ).toEqual([]);
  // The server is still healthy.
  expect((await fetch(CONTACT)).status).toBe(200);
  const after = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM submissions')).rows[0]!.n;
  expect(after - before, 'stored: only the one whose captcha answer was then replayed').toBe(1);
  await db.end();
});
