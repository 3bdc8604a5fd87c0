/**
 * `npm run bench`: how the site holds up as the catalogue grows, against a bare Next page, in one run.
 *
 * For each catalogue (the sample in data/, and generated ones of N properties in .data/bench-N, made with
 * `npm run data:generate` when missing):
 *   - a production build of its own (`npm run build` with VITRINE_DATA_DIR and NEXT_DIST_DIR=.next-bench-<label>;
 *     a build belongs to its data): wall time and peak memory, the sum of the resident sets of the
 *     build's whole process tree sampled from /proc every 200 ms (and the largest single process);
 *   - its server (`next start`): resident memory of the server's process tree after start and after the load;
 *   - home, the default listing, filtered listings (canonical city + price URLs), property details
 *     (a few hundred canonical URLs from the sitemap), an article page and the search suggestions, each
 *     warmed up, then under wrk (scripts/test/ensure-wrk.sh installs Debian's) at each connection count: req/s,
 *     p50 and p99, the server's CPU time per request, and the ratio to the bare Next page
 *     (scripts/bench/bare/, built and started beside it) measured just before, same round;
 *   - the suggestions for one visitor typing (one request per keystroke, each after the previous answer), and
 *     the bare page asked as many times by the same client, a round of each in turn: the goal is their ratio.
 * Then the goals for the largest catalogue, as pass/fail lines. A non-2xx answer or an error fails the bench.
 *
 *   npm run bench -- [--catalogues sample,10000,100000] [--duration 10] [--connections 10,100] [--rounds 1]
 *                    [--details 300] [--no-build] [--json out.json] [--with-db [--postgres URL]]
 * --no-build reuses a catalogue's earlier bench build when there is one. --with-db also runs
 * `npm run bench:submissions` and `npm run bench:owner` (the database under forms and the owner portal).
 * Logs of builds and servers: .data/bench-logs/. Ports 3510 (bare) and 3520 and up.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { option } from '../cli';
import { buildBare, buildCatalogue } from './build';
import {
  idleProbe,
  load,
  median,
  startServer,
  suggestionPaths,
  typing,
  warmUp,
  type Idle,
  type LoadResult,
  type Server,
  type TypingResult,
} from './load';
import { stopAll, stopGroup, treeMemory, type MeasuredRun, type TreeMemory } from './proc';
import { ARTICLE, HOME, LISTING, detailPaths, filteredPaths, propertyId } from './urls';

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const setting = (name: string, fallback: string) => option(args, name) ?? fallback;
const numbers = (value: string) => value.split(',').map((v) => Number(v.trim()));

const CATALOGUES = setting('catalogues', 'sample,10000,100000')
  .split(',')
  .map((c) => c.trim());
const DURATION = Number(setting('duration', '10'));
const CONNECTIONS = numbers(setting('connections', '10,100'));
const ROUNDS = Number(setting('rounds', '1'));
const DETAILS = Number(setting('details', '300'));
const WARM_UP_SECONDS = 3;
const TYPING_ROUNDS = 5;
const JSON_OUT = option(args, 'json');
const BUILD = !args.includes('--no-build');
const WITH_DB = args.includes('--with-db');
const POSTGRES = option(args, 'postgres');

const BARE_PORT = 3510;
const FIRST_PORT = 3520;
const LOGS = path.join(root, '.data', 'bench-logs');
/** Where the servers keep their embedded database and mails (one folder per catalogue), apart from the working tree's own. */
const STATE_DIR = path.join(root, '.data', 'bench-state');

for (const [name, value] of [
  ['duration', DURATION],
  ['rounds', ROUNDS],
  ['details', DETAILS],
  ...CONNECTIONS.map((c) => ['connections', c] as const),
] as const)
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number from 1`);
    process.exit(2);
  }
for (const c of CATALOGUES)
  if (c !== 'sample' && !/^\d+$/.test(c)) {
    console.error(`--catalogues: "${c}" is neither "sample" nor a number of properties`);
    process.exit(2);
  }

/** The kinds of page measured, in the order they are run and printed. */
const PAGES = ['home', 'listing', 'filtered', 'detail', 'article', 'suggestions'] as const;
type Page = (typeof PAGES)[number];
const PAGE_LABELS: Record<Page | 'bare', string> = {
  bare: 'bare Next page (one <h1>)',
  home: `home ${HOME}`,
  listing: `default listing ${LISTING.nl}`,
  filtered: 'filtered listings (city + price)',
  detail: 'property details',
  article: `article ${ARTICLE}`,
  suggestions: '/api/search/ suggestions',
};

interface Measurement extends LoadResult {
  /** Req/s of the bare page measured just before, same round, same connections. */
  bareRps: number;
}

interface CatalogueResult {
  label: string;
  properties: number | null;
  dataDir: string;
  build: MeasuredRun | null;
  urls: Record<Page, number>;
  memoryAfterStart: TreeMemory | null;
  memoryAfterLoad: TreeMemory | null;
  typing: TypingResult;
  /** Per page, per connection count, one measurement per round. */
  load: Record<Page, Record<number, Measurement[]>>;
  bare: Record<number, LoadResult[]>;
}

function log(message: string) {
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

function run(command: string, commandArgs: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });
}

async function dataDirFor(label: string): Promise<string> {
  if (label === 'sample') return path.join(root, 'data');
  const dir = path.join(root, '.data', `bench-${label}`);
  if (!fs.existsSync(path.join(dir, 'cities.json'))) {
    log(`generating ${label} properties into ${path.relative(root, dir)} ...`);
    await run('npx', ['tsx', 'scripts/catalogue/data-generate.ts', '--properties', label, '--out', dir]);
  }
  return dir;
}

const distDirFor = (label: string) => `.next-bench-${label}`;

async function measureCatalogue(
  label: string,
  dataDir: string,
  build: MeasuredRun | null,
  port: number,
  bare: Server,
  bareIdle: Idle,
): Promise<CatalogueResult> {
  // A fresh database per catalogue: what the server does at its first start with this catalogue (the
  // alerts record it), the same whichever catalogues ran before.
  const stateDir = path.join(STATE_DIR, label);
  fs.rmSync(stateDir, { recursive: true, force: true });
  const env = {
    ...process.env,
    VITRINE_DATA_DIR: dataDir,
    NEXT_DIST_DIR: distDirFor(label),
    VITRINE_STATE_DIR: stateDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  log(`${label}: starting the server on ${port} ...`);
  const server = await startServer({
    root,
    dir: '.',
    port,
    env,
    logFile: path.join(LOGS, `server-${label}.log`),
    probe: HOME,
    asNpmStart: true,
  });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    const memoryAfterStart = treeMemory(server.child.pid!);
    const idle = await idleProbe(server.origin, '/robots.txt');
    const details = await detailPaths(server.origin, DETAILS);
    const reference = propertyId(details[Math.floor(details.length / 2)]!);
    const typed = suggestionPaths([
      ...['Antwerpen', 'Gent', 'Brugge', 'appartement', 'Antwepren', 'villa Gent', reference].map((q) => ['nl', q] as const),
      ...['Bruxelles', 'Liège', 'maison', 'Namr', reference].map((q) => ['fr', q] as const),
    ]);
    const sets: Record<Page, string[]> = {
      home: [HOME],
      listing: [LISTING.nl],
      filtered: filteredPaths(dataDir),
      detail: details,
      article: [ARTICLE],
      suggestions: typed,
    };
    log(
      `${label}: warming up (${Object.entries(sets)
        .map(([page, urls]) => `${urls.length} ${page}`)
        .join(', ')}) ...`,
    );
    for (const page of PAGES) await warmUp(server, sets[page], WARM_UP_SECONDS, idle);
    log(`${label}: one visitor typing, beside the bare page ...`);
    const typingResult = await typing(server.origin, typed, TYPING_ROUNDS, `${bare.origin}/`);

    const result: CatalogueResult = {
      label,
      properties: label === 'sample' ? null : Number(label),
      dataDir: path.relative(root, dataDir),
      build,
      urls: Object.fromEntries(PAGES.map((p) => [p, sets[p].length])) as Record<Page, number>,
      memoryAfterStart,
      memoryAfterLoad: null,
      typing: typingResult,
      load: Object.fromEntries(
        PAGES.map((p) => [p, Object.fromEntries(CONNECTIONS.map((c) => [c, []]))]),
      ) as unknown as CatalogueResult['load'],
      bare: Object.fromEntries(CONNECTIONS.map((c) => [c, []])),
    };
    for (let round = 1; round <= ROUNDS; round++)
      for (const connections of CONNECTIONS) {
        log(`${label}: round ${round}/${ROUNDS}, ${connections} connections, ${DURATION} s per page ...`);
        // The bare page just before, so that each ratio compares figures taken moments apart.
        const bareResult = await load(bare, ['/'], connections, DURATION, bareIdle);
        result.bare[connections]!.push(bareResult);
        for (const page of PAGES)
          result.load[page][connections]!.push({
            ...(await load(server, sets[page], connections, DURATION, idle)),
            bareRps: bareResult.rps,
          });
      }
    result.memoryAfterLoad = treeMemory(server.child.pid!);
    return result;
  } finally {
    stopGroup(server.child);
  }
}

// ---- report ----

const mib = (m: TreeMemory | null | undefined) => (m ? `${m.totalMiB.toFixed(0)} MiB` : '?');
const cpu = (ms: number) => (Number.isFinite(ms) ? `${ms.toFixed(2)} ms/req` : '?');
const fixed = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '?';

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** The median over rounds of one page at one connection count. */
function summary(measurements: readonly Measurement[]) {
  return {
    rps: median(measurements.map((m) => m.rps)),
    p50: median(measurements.map((m) => m.p50)),
    p99: median(measurements.map((m) => m.p99)),
    ratio: median(measurements.map((m) => m.rps / m.bareRps)),
    cpuMs: median(measurements.map((m) => m.serverCpuMs ?? NaN)),
    failed: measurements.reduce((n, m) => n + m.errors + m.timeouts + m.non2xx, 0),
  };
}

function buildRows(bareBuild: MeasuredRun | null, results: CatalogueResult[]): string[][] {
  const sample = results.find((r) => r.label === 'sample')?.build;
  const ratio = (value: number | null | undefined, of: number | null | undefined) => (value && of ? `${(value / of).toFixed(2)}×` : '');
  const row = (label: string, b: MeasuredRun | null | undefined) => [
    label,
    b ? `${b.seconds.toFixed(0)} s` : 'not built',
    b?.cpuSeconds ? `${b.cpuSeconds.toFixed(0)} s` : '?',
    mib(b?.peak),
    b?.peak?.largestMiB
      ? `${b.peak.largestMiB.toFixed(0)} MiB (${path.basename(b.peak.largestCommand.split(' ').find((w) => /\.(js|ts|mjs)$/.test(w)) ?? b.peak.largestCommand.split(' ')[0]!)})`
      : '?',
    [ratio(b?.seconds, sample?.seconds), ratio(b?.cpuSeconds, sample?.cpuSeconds), ratio(b?.peak?.totalMiB, sample?.peak?.totalMiB)]
      .map((r) => r || '?')
      .join(' / '),
  ];
  return [row('bare Next page', bareBuild), ...results.map((r) => row(catalogueName(r), r.build))];
}

const catalogueName = (r: CatalogueResult) => (r.properties === null ? 'sample (data/)' : `${fixed(r.properties)} properties`);

interface Goal {
  text: string;
  pass: boolean;
}

function goals(results: CatalogueResult[]): { catalogue: string; goals: Goal[] } | null {
  const big = [...results].sort((a, b) => (b.properties ?? 0) - (a.properties ?? 0))[0];
  if (!big) return null;
  const sample = results.find((r) => r.label === 'sample');
  const out: Goal[] = [];
  for (const connections of CONNECTIONS) {
    const articleSummary = summary(big.load.article[connections]!);
    const article = articleSummary.rps;
    for (const [page, least] of [
      ['detail', 0.8],
      ['listing', 0.8],
      ['filtered', 0.5],
    ] as const) {
      const s = summary(big.load[page][connections]!);
      const failed = s.failed + articleSummary.failed;
      const cpuRatio =
        Number.isFinite(s.cpuMs) && Number.isFinite(articleSummary.cpuMs)
          ? `; server CPU ${cpu(s.cpuMs)} against ${cpu(articleSummary.cpuMs)}`
          : '';
      out.push({
        text: `${page} at ${connections} connections: ${fixed(s.rps)} req/s = ${(s.rps / article).toFixed(2)} of the article page's ${fixed(article)} (goal >= ${least})${cpuRatio}${failed ? `; ${failed} requests failed` : ''}`,
        pass: !failed && article > 0 && s.rps >= least * article,
      });
    }
  }
  // Against the bare page: in milliseconds the goal moved with the host (13.8 and 17.4 ms in two runs of 2026-11-26).
  const typingRatio = big.typing.p95 / big.typing.bare.p95;
  out.push({
    text: `suggestions, one visitor typing: p95 ${big.typing.p95.toFixed(1)} ms = ${typingRatio.toFixed(2)} × the bare page's p95 ${big.typing.bare.p95.toFixed(1)} ms (goal <= 2)`,
    pass: typingRatio <= 2,
  });
  if (big.build && sample?.build && big !== sample)
    out.push({
      text:
        `build time ${big.build.seconds.toFixed(0)} s = ${(big.build.seconds / sample.build.seconds).toFixed(2)} × the sample's ${sample.build.seconds.toFixed(0)} s (goal <= 1.5)` +
        (big.build.cpuSeconds && sample.build.cpuSeconds ? `; CPU ${(big.build.cpuSeconds / sample.build.cpuSeconds).toFixed(2)} ×` : ''),
      pass: big.build.seconds <= 1.5 * sample.build.seconds,
    });
  if (big.memoryAfterLoad)
    out.push({
      text: `server memory after the load ${mib(big.memoryAfterLoad)} (goal <= 1024 MiB)`,
      pass: big.memoryAfterLoad.totalMiB <= 1024,
    });
  return { catalogue: catalogueName(big), goals: out };
}

function report(bareBuild: MeasuredRun | null, results: CatalogueResult[], started: Date): string {
  const lines: string[] = [
    `Vitrine bench, ${started.toISOString()}: wrk, ${DURATION} s per page per connection count, ${ROUNDS} round(s), medians over rounds; ratios to the bare page measured just before; server CPU: user + system time of the server's process tree per answered request.`,
    '',
    '### Builds (`npm run build`; CPU: user + system of the whole tree; memory: peak sum of the resident sets of the process tree, and the largest process)',
    '',
    table(
      ['build', 'wall time', 'CPU time', 'peak memory', 'largest process', 'to sample: wall / CPU / memory'],
      buildRows(bareBuild, results),
    ),
    '',
    "### Servers (`npm start`'s commands: resident memory of the process tree)",
    '',
    table(
      ['catalogue', 'after start', 'after the load', 'suggestions typing p50 / p95', 'bare page, same client, p50 / p95', 'p95 to bare'],
      results.map((r) => [
        catalogueName(r),
        mib(r.memoryAfterStart),
        mib(r.memoryAfterLoad),
        `${r.typing.p50.toFixed(1)} / ${r.typing.p95.toFixed(1)} ms (${r.typing.keystrokes} keystrokes)`,
        `${r.typing.bare.p50.toFixed(1)} / ${r.typing.bare.p95.toFixed(1)} ms`,
        (r.typing.p95 / r.typing.bare.p95).toFixed(2),
      ]),
    ),
  ];
  for (const r of results) {
    const header = ['page', 'URLs', ...CONNECTIONS.flatMap((c) => [`req/s @${c}`, `p50 / p99 @${c}`, `to bare @${c}`, `server CPU @${c}`])];
    const bareRow = [
      'bare Next page',
      '1',
      ...CONNECTIONS.flatMap((c) => {
        const bare = r.bare[c]!;
        return [
          fixed(median(bare.map((b) => b.rps))),
          `${median(bare.map((b) => b.p50))} / ${median(bare.map((b) => b.p99))} ms`,
          '1',
          cpu(median(bare.map((b) => b.serverCpuMs ?? NaN))),
        ];
      }),
    ];
    const rows = PAGES.map((page) => [
      PAGE_LABELS[page],
      String(r.urls[page]),
      ...CONNECTIONS.flatMap((c) => {
        const s = summary(r.load[page][c]!);
        return [fixed(s.rps) + (s.failed ? ` (${s.failed} failed)` : ''), `${s.p50} / ${s.p99} ms`, s.ratio.toFixed(2), cpu(s.cpuMs)];
      }),
    ]);
    lines.push('', `### ${catalogueName(r)}`, '', table(header, [bareRow, ...rows]));
  }
  const g = goals(results);
  if (g) lines.push('', `### Goals, ${g.catalogue}`, '', ...g.goals.map((goal) => `- ${goal.pass ? 'PASS' : 'FAIL'} ${goal.text}`));
  return lines.join('\n');
}

async function main() {
  const started = new Date();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  fs.mkdirSync(LOGS, { recursive: true });
  fs.mkdirSync(STATE_DIR, { recursive: true });
  const dataDirs = new Map<string, string>();
  for (const label of CATALOGUES) dataDirs.set(label, await dataDirFor(label));

  const bareDir = path.join(root, '.data', 'bench-bare');
  log('building the bare Next page ...');
  const bareBuild = await buildBare({ root, dir: bareDir, logFile: path.join(LOGS, 'build-bare.log') });
  const builds = new Map<string, MeasuredRun | null>();
  for (const label of CATALOGUES) {
    const distDir = distDirFor(label);
    // Each build's figures are kept beside its log, so that a run with --no-build still reports them.
    const measured = path.join(LOGS, `build-${label}.json`);
    if (!BUILD && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) {
      log(`${label}: reusing ${distDir} (--no-build)`);
      builds.set(label, fs.existsSync(measured) ? (JSON.parse(fs.readFileSync(measured, 'utf8')) as MeasuredRun) : null);
      continue;
    }
    log(`${label}: npm run build into ${distDir} ...`);
    const logFile = path.join(LOGS, `build-${label}.log`);
    fs.rmSync(logFile, { force: true });
    fs.rmSync(measured, { force: true });
    const build = await buildCatalogue({ root, dataDir: dataDirs.get(label)!, distDir, logFile });
    log(`${label}: built in ${build.seconds.toFixed(0)} s (CPU ${build.cpuSeconds?.toFixed(0) ?? '?'} s), peak ${mib(build.peak)}`);
    fs.writeFileSync(measured, JSON.stringify(build));
    builds.set(label, build);
  }

  const bare = await startServer({
    root,
    dir: bareDir,
    port: BARE_PORT,
    env: { ...process.env, NEXT_DIST_DIR: '' },
    logFile: path.join(LOGS, 'server-bare.log'),
    probe: '/',
  });
  const results: CatalogueResult[] = [];
  try {
    const bareIdle = await idleProbe(bare.origin, '/');
    await warmUp(bare, ['/'], WARM_UP_SECONDS, bareIdle);
    for (const [i, label] of CATALOGUES.entries())
      results.push(await measureCatalogue(label, dataDirs.get(label)!, builds.get(label) ?? null, FIRST_PORT + i, bare, bareIdle));
  } finally {
    stopGroup(bare.child);
  }

  console.log(report(bareBuild, results, started));
  if (JSON_OUT)
    fs.writeFileSync(
      JSON_OUT,
      JSON.stringify(
        { started, duration: DURATION, connections: CONNECTIONS, rounds: ROUNDS, bareBuild, results, goals: goals(results) },
        null,
        2,
      ),
    );
  // A slow answer is a figure; a failed one is a bug.
  const failed = results
    .flatMap((r) => PAGES.flatMap((p) => CONNECTIONS.flatMap((c) => r.load[p][c]!)))
    .reduce((n, m) => n + m.errors + m.timeouts + m.non2xx, 0);
  if (failed > 0) {
    log(`${failed} requests failed (errors, timeouts or non-2xx answers)`);
    process.exitCode = 1;
  }

  if (WITH_DB) {
    const pg = POSTGRES ? ['--postgres', POSTGRES] : [];
    log('submissions (npm run bench:submissions) ...');
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/bench/submissions.ts', '--seconds', String(DURATION), ...pg]);
    log('owner portal (npm run bench:owner) ...');
    await run('npx', ['tsx', '--conditions=react-server', 'scripts/bench/owner.ts', '--seconds', String(DURATION), ...pg]);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? `${error.stack ?? error.message}${error.cause ? `\ncause: ${String(error.cause)}` : ''}` : String(error));
  process.exit(1);
});
