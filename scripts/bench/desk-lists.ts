/**
 * The desk's leads at the agency's scale (issue 65: 100,000 submissions), on the embedded database
 * (PGlite) and on PostgreSQL, in one run: each query of the leads list (lib/platform/dal/leads.ts) timed
 * as the desk asks it, beside the same run's floor, one submission read by its id. Reported as the median
 * of 15 runs after 3 unmeasured ones, in milliseconds and as a ratio to the floor.
 *
 *   npm run bench:desk -- [--submissions 100000] [--postgres URL] [--json out.json]
 * Without --postgres, a throw-away PostgreSQL cluster on loopback (Debian's, scripts/test/postgres-cluster.sh).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase, type Handle } from '../../lib/platform/db/client';
import { closeEmbedded } from '../../lib/platform/db/embedded';
import { outbox, submissions } from '../../lib/platform/db/schema';
import { leadsPage, type LeadCursor, type LeadFilter } from '../../lib/platform/dal/leads';
import { option, postgresServer } from '../cli';

const COUNT = Number(option(process.argv, 'submissions') ?? '100000');
const JSON_OUT = option(process.argv, 'json') ?? '';
const FORMS = [
  'contact-me',
  'site-contact',
  'contact-appointment',
  'documents',
  'purchase-offer',
  'send-to-friend',
  'contact-demand',
  'sign-newsletter',
];
const log = (line: string) => process.stderr.write(`${line}\n`);

/** COUNT submissions over two years, two mails each; one in a hundred failed for good, one in twenty spam. */
async function seed(handle: Handle) {
  await handle.ready;
  const start = Date.now();
  const chunk = 2_000;
  for (let from = 0; from < COUNT; from += chunk) {
    const rows = Array.from({ length: Math.min(chunk, COUNT - from) }, (_, k) => {
      const i = from + k;
      return {
        form: FORMS[i % FORMS.length]!,
        lang: i % 2 ? 'fr' : 'nl',
        propertyId: i % 7 === 0 ? null : 4100 + (i % 400),
        email: `visitor${i}@example.test`,
        fields: { firstName: ['Els', 'Jan', 'Marie', 'Luc'][i % 4], lastName: `Peeters${i}`, remark: `A question, number ${i}.` },
        spam: i % 20 === 19,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 630_000),
      };
    });
    const stored = await handle.db.insert(submissions).values(rows).returning({ id: submissions.id });
    await handle.db.insert(outbox).values(
      stored.flatMap(({ id }, k) => [
        {
          submissionId: id,
          kind: 'agency',
          message: {} as never,
          messageId: `a-${from + k}`,
          status: (from + k) % 100 === 50 ? 'failed' : 'sent',
        },
        { submissionId: id, kind: 'confirmation', message: {} as never, messageId: `c-${from + k}`, status: 'sent' },
      ]),
    );
  }
  await handle.db.execute(sql`analyze`);
  log(
    `  seeded ${COUNT.toLocaleString('en')} submissions and ${(2 * COUNT).toLocaleString('en')} mails in ${((Date.now() - start) / 1000).toFixed(0)} s`,
  );
}

async function median(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < 15; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[7]!;
}

/** The cursor after `skip` rows of a filter, read directly (the desk gets it from the page before). */
async function cursorAfter(handle: Handle, skip: number): Promise<LeadCursor> {
  const [row] = await handle.db
    .execute<{ created_at: string; id: string }>(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at, id from submissions where not spam order by created_at desc, id desc offset ${skip} limit 1`,
    )
    .then((result) => ('rows' in result ? result.rows : result) as { created_at: string; id: string }[]);
  return { createdAt: row!.created_at, id: row!.id };
}

async function measure(name: string, handle: Handle): Promise<Record<string, number>> {
  log(`${name}:`);
  await seed(handle);
  const [one] = await handle.db.select({ id: submissions.id }).from(submissions).limit(1);
  const floor = await median(() => handle.db.select().from(submissions).where(eq(submissions.id, one!.id)));
  const deep = await cursorAfter(handle, 5_000);
  const last = await cursorAfter(handle, Math.floor(COUNT * 0.9));
  const cases: [string, LeadFilter, LeadCursor | undefined][] = [
    ['first page', {}, undefined],
    ['page after 5,000 rows', {}, deep],
    ['page after 90 % of the rows', {}, last],
    ['one form', { form: 'purchase-offer' }, undefined],
    ['one property', { propertyId: 4123 }, undefined],
    ['an agent (40 properties)', { propertyIds: Array.from({ length: 40 }, (_, i) => 4100 + i * 10) }, undefined],
    ['search: part of an address', { search: 'visitor4242' }, undefined],
    ['search: a name', { search: 'peeters9999' }, undefined],
    ['search: nothing found', { search: 'nobody-at-all' }, undefined],
    ['failing mails', { state: 'failing' }, undefined],
    ['handled (none)', { state: 'handled' }, undefined],
  ];
  const figures: Record<string, number> = { 'one submission by id (the floor)': floor };
  for (const [label, filter, after] of cases) figures[label] = await median(() => leadsPage(handle.db, filter, { after, limit: 50 }));
  return figures;
}

async function main() {
  const results: Record<string, Record<string, number>> = {};
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-desk-'));
  const embedded = openDatabase({ stateDir });
  try {
    results.PGlite = await measure('PGlite', embedded);
  } finally {
    await embedded.pool.end();
    await closeEmbedded();
    fs.rmSync(stateDir, { recursive: true, force: true });
  }
  const server = postgresServer(option(process.argv, 'postgres'), 55488);
  try {
    const handle = openDatabase({ databaseUrl: server.url, stateDir: os.tmpdir() });
    try {
      results.PostgreSQL = await measure('PostgreSQL', handle);
    } finally {
      await handle.pool.end();
    }
  } finally {
    server.stop();
  }
  const names = Object.keys(results.PGlite!);
  const floor = (db: string) => results[db]!['one submission by id (the floor)']!;
  console.log(`\nThe desk's leads at ${COUNT.toLocaleString('en')} submissions, median of 15 (ms, and × the same database's floor)`);
  console.log(`| query | PGlite | PostgreSQL |\n|---|---|---|`);
  for (const name of names)
    console.log(
      `| ${name} | ${Object.keys(results)
        .map((db) => `${results[db]![name]!.toFixed(1)} (${(results[db]![name]! / floor(db)).toFixed(1)} ×)`)
        .join(' | ')} |`,
    );
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ submissions: COUNT, results }, null, 2));
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
