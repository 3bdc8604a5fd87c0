/**
 * The CRM sync's speed and memory (docs/benchmarks.md, "CRM sync"), against the FAKE CRM of the tests
 * (tests/crm/fake-omnicasa.ts, a real HTTP server on loopback speaking Omnicasa's wire) run as its own
 * process, serving a synthetic catalogue (`npm run data:generate`) in two languages:
 *   1. the wire alone, the baseline: every page of GetPropertyList fetched and parsed, nothing else;
 *   2. a full sync without photos or documents (the catalogue's records, the data check, the swap);
 *   3. an incremental sync of 100 changed prices;
 *   3b. a web server loading and warming the release that sync published;
 *   3c. a price changed in the CRM to the changed page served, on `next start` of the production build
 *       with one machine's defaults, a client asking for pages all along (./crm-live.ts; `--skip-live`);
 *   4. a full sync with photos and documents, each property's its own (`--unique-media`).
 * Reports seconds, the ratio to the wire alone measured in the same run, and the process's peak
 * resident memory during each step (sampled every 50 ms; the process holds tsx and the modules too).
 *
 *   npm run bench:crm -- [--crm omnicasa|whise|sweepbright] [--properties 10000] [--port 3193] [--skip-media] [--skip-live]
 * Whise's and SweepBright's steps are in ./crm-wires.ts (no media step: their fakes serve the same photos).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { omnicasaCatalogue } from '../../lib/agency/crm/omnicasa/catalogue';
import { omnicasaList, LANGUAGE_IDS, type OmnicasaConnection } from '../../lib/agency/crm/omnicasa/wire';
import { syncCatalogue } from '../../lib/agency/crm/sync/run';
import { loadStore } from '../../lib/catalogue/data';
import { currentRelease } from '../../lib/catalogue/live/releases';
import { warmUp } from '../../lib/catalogue/search/warm-up';
import { FAKE_PASSWORD, FAKE_USER, fakeAgencyMapping } from '../../tests/crm/fake-omnicasa';
import { benchLive, PRICE, type LiveResult } from './crm-live';
import { option } from '../cli';
import { benchSweepBright, benchWhise } from './crm-wires';

const PROPERTIES = Number(option(process.argv, 'properties') ?? 10_000);
const CRM = option(process.argv, 'crm') ?? 'omnicasa';
const PORT = Number(option(process.argv, 'port') ?? 3193);
const ROOT = path.resolve(__dirname, '../..');
const WORK = path.join(ROOT, '.data', 'bench-crm');
const SOURCE = path.join(WORK, `source-${PROPERTIES}`);

function sh(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code})`))));
  });
}

async function waitForPort(port: number): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/__calls`, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`the fake CRM did not start on ${port}`);
}

/** A data folder with the sample's editorial files and the source's types: what an agency starts from. */
function target(name: string): string {
  const dir = path.join(WORK, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const file of [
    'site.json',
    'menu.json',
    'paths.json',
    'articles.json',
    'team.json',
    'types.json',
    'cities.json',
    'projects.json',
    'properties.json',
    'purchase-costs.json',
    'municipalities.json',
  ])
    fs.copyFileSync(path.join(file === 'types.json' ? SOURCE : path.join(ROOT, 'data'), file), path.join(dir, file));
  // The fake agency's names for the fields no public source names on Omnicasa's wire.
  fs.writeFileSync(path.join(dir, 'crm-mapping.json'), JSON.stringify(fakeAgencyMapping()));
  return dir;
}

/** The resident memory's peak since the last call, sampled every 50 ms (the process's maxRSS only grows). */
let sampled = 0;
const sampler = setInterval(() => void (sampled = Math.max(sampled, process.memoryUsage().rss)), 50);
sampler.unref();
const peakMiB = () => {
  const peak = Math.max(sampled, process.memoryUsage().rss);
  sampled = 0;
  return Math.round(peak / 1048576);
};

async function withFake<T>(extra: string[], run: (connection: OmnicasaConnection) => Promise<T>): Promise<T> {
  const fake = spawn('npx', ['tsx', 'tests/crm/fake-omnicasa.ts', '--port', String(PORT), '--data', SOURCE, ...extra], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForPort(PORT);
    return await run({ url: `http://127.0.0.1:${PORT}/OmnicasaService.svc/`, user: FAKE_USER, password: FAKE_PASSWORD, timeoutMs: 60_000 });
  } finally {
    try {
      process.kill(-fake.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

async function main() {
  if (!fs.existsSync(path.join(SOURCE, 'properties.json')))
    await sh('npx', [
      'tsx',
      'scripts/catalogue/data-generate.ts',
      '--properties',
      String(PROPERTIES),
      '--out',
      path.relative(ROOT, SOURCE),
    ]);
  const rows: string[][] = [];
  const line = (step: string, seconds: number, baseline: number | null, note: string) => {
    const peak = peakMiB();
    rows.push([step, seconds.toFixed(2), baseline ? (seconds / baseline).toFixed(2) : '1.00', String(peak), note]);
    console.log(
      `${step}: ${seconds.toFixed(2)} s${baseline ? ` (${(seconds / baseline).toFixed(2)} x the wire alone)` : ''}, peak RSS ${peak} MiB; ${note}`,
    );
  };

  const reportLive = (live: LiveResult) => {
    const note = `next start, CRM_POLL_SECONDS ${process.env.CRM_POLL_SECONDS ?? 20}; ${live.requests} requests meanwhile, ${live.failed.length} failed`;
    rows.push(['a price changed in the CRM, until the page shows it', live.seconds.toFixed(2), '', '', note]);
    console.log(`a price changed in the CRM, until the page shows it: ${live.seconds.toFixed(2)} s; ${note}`);
    for (const failure of live.failed.slice(0, 10)) console.log(`  failed: ${failure}`);
  };

  if (CRM === 'whise' || CRM === 'sweepbright') {
    if (CRM === 'whise') await benchWhise(SOURCE, target, PORT, line, process.argv.includes('--skip-live') ? null : reportLive);
    else await benchSweepBright(SOURCE, target, line);
    printTable(rows);
    return;
  }
  if (CRM !== 'omnicasa') throw new Error(`--crm: omnicasa, whise or sweepbright, not ${CRM}`);

  await withFake([], async (connection) => {
    // 1. The wire alone.
    peakMiB();
    let started = performance.now();
    let items = 0;
    for (const lang of ['nl', 'fr'])
      for await (const page of omnicasaList(connection, 'GetPropertyList', { LanguageId: LANGUAGE_IDS[lang] })) items += page.length;
    const wire = (performance.now() - started) / 1000;
    line('wire alone: every GetPropertyList page, 2 languages', wire, null, `${items} items`);

    // 2. Full sync, no media.
    const dir = target('no-media');
    peakMiB();
    started = performance.now();
    const full = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection), media: false });
    if (!full.ok) throw new Error(`full sync failed: ${full.errors?.join('; ')}`);
    line(
      'full sync without photos or documents',
      (performance.now() - started) / 1000,
      wire,
      `${full.counts!.properties} properties, ${full.counts!.records} records, properties.json ${(fs.statSync(path.join(dir, 'properties.json')).size / 1048576).toFixed(1)} MiB`,
    );

    // 3. Incremental, 100 changes.
    const ids = (JSON.parse(fs.readFileSync(path.join(dir, 'properties.json'), 'utf8')) as { properties: { ID: number }[] }).properties.map(
      (p) => p.ID,
    );
    const changed = [...new Set(ids)].filter((_, i) => i % Math.max(1, Math.floor(ids.length / 200)) === 0).slice(0, 100);
    await fetch(`http://127.0.0.1:${PORT}/__control`, { method: 'POST', body: JSON.stringify({ raise: { ids: changed, by: 1000 } }) });
    peakMiB();
    started = performance.now();
    const incremental = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection), media: false, release: true });
    if (!incremental.ok) throw new Error(`incremental sync failed: ${incremental.errors?.join('; ')}`);
    line(
      'incremental sync of 100 changed prices, with its catalogue release',
      (performance.now() - started) / 1000,
      wire,
      `${incremental.counts!.changed} changed, release ${incremental.release ?? 'none'}`,
    );

    // 3b. What a web server does with that release (lib/catalogue/live): load its store from the files,
    // build its route table and indexes, before swapping it in.
    const release = currentRelease(dir);
    if (!release) throw new Error('the incremental sync published no release');
    peakMiB();
    started = performance.now();
    const store = loadStore(release.dir, null);
    warmUp(store);
    line(
      'a web server loads and warms the release (before the swap)',
      (performance.now() - started) / 1000,
      wire,
      `${store.properties.get('nl')?.length ?? 0} properties in nl`,
    );

    // 3c. End to end: a price changed in the CRM, until a server shows it (goal: under 60 s, no failed request).
    if (!process.argv.includes('--skip-live')) {
      const property = [...new Set(ids)].find((id) => !changed.includes(id))!;
      reportLive(
        await benchLive({
          root: ROOT,
          dataDir: dir,
          port: PORT + 1,
          property,
          crm: { CRM_URL: connection.url, CRM_USER: FAKE_USER, CRM_PASSWORD: FAKE_PASSWORD },
          change: () =>
            fetch(`http://127.0.0.1:${PORT}/__control`, {
              method: 'POST',
              body: JSON.stringify({ update: { id: property, change: { Price: PRICE } } }),
            }),
        }),
      );
    }
  });

  if (!process.argv.includes('--skip-media'))
    await withFake(['--unique-media'], async (connection) => {
      const dir = target('media');
      peakMiB();
      const started = performance.now();
      const run = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection) });
      if (!run.ok) throw new Error(`full sync with media failed: ${run.errors?.join('; ')}`);
      const seconds = (performance.now() - started) / 1000;
      const peak = peakMiB();
      rows.push([
        'full sync with photos and documents',
        seconds.toFixed(2),
        '',
        String(peak),
        `${run.counts!.mediaDownloaded} files fetched`,
      ]);
      console.log(
        `full sync with photos and documents: ${seconds.toFixed(2)} s, peak RSS ${peak} MiB; ${run.counts!.mediaDownloaded} files fetched, ${run.counts!.mediaSkipped} left out`,
      );
    });

  printTable(rows);
}

function printTable(rows: string[][]): void {
  console.log(`\n| ${CRM}: step (${PROPERTIES} properties, nl and fr) | seconds | × wire alone | peak RSS MiB | |\n|---|---|---|---|---|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
