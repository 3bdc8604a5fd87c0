/**
 * `npm run bench`: how the site holds up with a big catalogue, against the sample, in one run.
 *
 * Starts the production build twice (`next start`), once on the sample data and once on a generated
 * catalogue (10,000 properties by default, made with `npm run data:generate` when missing), and
 * measures both the same way, interleaved:
 *   - suggestion latency: one visitor typing queries letter by letter, one request per keystroke
 *     (p50/p95 over every keystroke);
 *   - listing pages: throughput and p99 latency at 50 concurrent connections (autocannon) over a
 *     mix of listing URLs (filters, sort, pages);
 *   - what a compact client-side suggestion index would weigh (docs/decisions/0006);
 *   - then submissions per second on PGlite and PostgreSQL (scripts/bench-submissions.ts);
 *   - then the owner portal's p50/p99 and the visit beacon's throughput, on both (scripts/bench-owner.ts).
 * Figures are reported as ratios to the sample (and to PGlite): this machine is shared and noisy.
 *
 *   npm run bench -- [--properties 10000] [--duration 10] [--rounds 5] [--json out.json] [--postgres URL]
 * Needs a production build (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { buildStore } from '../lib/data/store';
import { loadDataFiles } from '../lib/data/validate';
import { option } from './cli';

const root = path.resolve(__dirname, '..');

const setting = (name: string, fallback: string) => option(process.argv, name) ?? fallback;

const PROPERTIES = Number(setting('properties', '10000'));
const DURATION = Number(setting('duration', '10'));
const ROUNDS = Number(setting('rounds', '5'));
const CONNECTIONS = 50;
const JSON_OUT = setting('json', '');
/** A PostgreSQL server for the submissions part; without it a throw-away cluster is started. */
const POSTGRES = setting('postgres', '');
const BIG_DIR = path.join(root, '.data', `bench-${PROPERTIES}`);
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

interface Catalogue {
  label: string;
  dataDir: string;
  port: number;
  /** A reference that exists in this catalogue, typed in full by the suggestion benchmark. */
  reference: string;
  server?: ChildProcess;
}

function log(message: string) {
  process.stderr.write(`${message}\n`);
}

function run(command: string, args: string[]) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitFor(url: string, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** `next start` in its own process group, so that stopping it also stops its children. */
function startServer(catalogue: Catalogue) {
  catalogue.server = spawn('npx', ['next', 'start', '-p', String(catalogue.port), '-H', 'localhost'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, VITRINE_DATA_DIR: catalogue.dataDir, NEXT_DIST_DIR: distDir, NODE_ENV: 'production' },
  });
}

function stopServer(catalogue: Catalogue) {
  if (catalogue.server?.pid) {
    try {
      process.kill(-catalogue.server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Prefixes of each query, as a visitor types them. */
function keystrokes(queries: string[]): string[] {
  return queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
}

async function suggestionLatency(catalogue: Catalogue) {
  const typed = [
    ...keystrokes(['Antwerpen', 'Gent', 'Brugge', 'appartement', 'Antwepren', 'villa Gent', catalogue.reference]).map((q) => ['nl', q] as const),
    ...keystrokes(['Bruxelles', 'Liège', 'maison', 'Namr', catalogue.reference]).map((q) => ['fr', q] as const),
  ];
  const base = `http://localhost:${catalogue.port}/api/search/`;
  const ask = async (lang: string, q: string) => {
    const start = performance.now();
    const response = await fetch(`${base}?${new URLSearchParams({ lang, q })}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.status} for ${lang} "${q}"`);
    return performance.now() - start;
  };
  // The first request after start (the store and indexes are built at start, instrumentation.ts).
  const first = await ask('nl', 'a');
  await ask('fr', 'a');
  for (const [lang, q] of typed) await ask(lang, q); // warm-up round
  const times: number[] = [];
  for (let round = 0; round < ROUNDS; round++) for (const [lang, q] of typed) times.push(await ask(lang, q));
  times.sort((a, b) => a - b);
  return { first, p50: percentile(times, 50), p95: percentile(times, 95), keystrokes: times.length };
}

const LISTING_PATHS = [
  '/nl/te-koop/',
  '/nl/te-koop/?page=3',
  '/fr/a-vendre/?sort=price-asc',
  '/nl/te-huur/?bedrooms=2',
  '/fr/a-louer/?sort=price-desc&page=2',
  '/nl/te-koop/?city=Gent&city=Antwerpen&type=1&type=2',
  '/fr/a-vendre/?price_min=200000&price_max=450000',
  '/nl/te-koop/?q=villa',
];

async function listingLoad(catalogue: Catalogue) {
  const url = `http://localhost:${catalogue.port}`;
  const requests = LISTING_PATHS.map((p) => ({ method: 'GET' as const, path: p }));
  // Warm-up: compile, fill caches, let the JIT settle.
  await autocannon({ url, connections: 10, duration: 3, requests });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, requests });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, timeouts: result.timeouts, errors: result.errors - result.timeouts, non2xx: result.non2xx, total: result.requests.total };
}

function serverMemoryMiB(catalogue: Catalogue): number | null {
  // The next-server process is a child of npx; report the largest resident set in the group.
  const pgid = catalogue.server?.pid;
  if (!pgid || !fs.existsSync('/proc')) return null;
  let largest = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== pgid) continue;
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (rss) largest = Math.max(largest, Number(rss[1]) / 1024);
    } catch {
      // process ended meanwhile
    }
  }
  return largest || null;
}

/** gzip size of the smallest useful client-side index: reference, cut type, thumbnail, city; cities; types. */
function clientIndexBytes(dataDir: string): number {
  const store = buildStore(loadDataFiles(dataDir));
  const lang = store.site.defaultLanguage;
  const index = {
    properties: (store.properties.get(lang) ?? []).map((p) => [p.id, p.typeDescription.slice(0, 100), p.thumbnail?.url ?? null, p.goal === 'sale' ? 0 : 1]),
    cities: (store.cities.get(lang) ?? []).map((c) => [c.name, c.zip, c.sale, c.rent]),
    types: (store.types.get(lang) ?? []).map((t) => [t.webId, t.name, t.sale, t.rent]),
  };
  return zlib.gzipSync(JSON.stringify(index), { level: 9 }).length;
}

function firstReference(dataDir: string): string {
  const store = buildStore(loadDataFiles(dataDir));
  const all = store.properties.get(store.site.defaultLanguage) ?? [];
  return String(all[Math.floor(all.length / 2)]!.id);
}

const ratio = (big: number, small: number) => `${(big / small).toFixed(2)}×`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) throw new Error(`No production build in ${distDir}: run npm run build first.`);
  if (!fs.existsSync(path.join(BIG_DIR, 'properties.json'))) {
    log(`Generating ${PROPERTIES} properties into ${path.relative(root, BIG_DIR)} ...`);
    await run('npx', ['tsx', 'scripts/data-generate.ts', '--properties', String(PROPERTIES), '--out', BIG_DIR]);
  }
  const sample: Catalogue = { label: 'sample', dataDir: path.join(root, 'data'), port: 3290, reference: firstReference(path.join(root, 'data')) };
  const big: Catalogue = { label: `${PROPERTIES}`, dataDir: BIG_DIR, port: 3291, reference: firstReference(BIG_DIR) };
  const catalogues = [sample, big];
  const cleanup = () => catalogues.forEach(stopServer);
  process.on('SIGINT', () => (cleanup(), process.exit(130)));
  try {
    for (const c of catalogues) startServer(c);
    await Promise.all(catalogues.map((c) => waitFor(`http://localhost:${c.port}/nl/`)));
    log('Servers up. Suggestions ...');
    const suggestions = { sample: await suggestionLatency(sample), big: await suggestionLatency(big) };
    log('Listing pages under load ...');
    const listing = { sample: await listingLoad(sample), big: await listingLoad(big) };
    const memory = { sample: serverMemoryMiB(sample), big: serverMemoryMiB(big) };
    const clientIndex = { sample: clientIndexBytes(sample.dataDir), big: clientIndexBytes(big.dataDir) };

    const rows = [
      ['suggestions: p50 per keystroke', ms(suggestions.sample.p50), ms(suggestions.big.p50), ratio(suggestions.big.p50, suggestions.sample.p50)],
      ['suggestions: p95 per keystroke', ms(suggestions.sample.p95), ms(suggestions.big.p95), ratio(suggestions.big.p95, suggestions.sample.p95)],
      ['suggestions: first request after start', ms(suggestions.sample.first), ms(suggestions.big.first), ratio(suggestions.big.first, suggestions.sample.first)],
      [`listing: requests/s at ${CONNECTIONS} connections`, listing.sample.rps.toFixed(0), listing.big.rps.toFixed(0), ratio(listing.big.rps, listing.sample.rps)],
      ['listing: p50 latency', `${listing.sample.p50} ms`, `${listing.big.p50} ms`, ratio(listing.big.p50, listing.sample.p50)],
      ['listing: p99 latency', `${listing.sample.p99} ms`, `${listing.big.p99} ms`, ratio(listing.big.p99, listing.sample.p99)],
      ['listing: requests over 10 s (client timeout)', String(listing.sample.timeouts), String(listing.big.timeouts), ''],
      ['listing: errors + non-2xx answers', String(listing.sample.errors + listing.sample.non2xx), String(listing.big.errors + listing.big.non2xx), ''],
      ['server memory (largest RSS)', `${memory.sample?.toFixed(0) ?? '?'} MiB`, `${memory.big?.toFixed(0) ?? '?'} MiB`, memory.sample && memory.big ? ratio(memory.big, memory.sample) : ''],
      ['client-side index, one language (gzip)', `${(clientIndex.sample / 1024).toFixed(1)} KiB`, `${(clientIndex.big / 1024).toFixed(1)} KiB`, ratio(clientIndex.big, clientIndex.sample)],
    ];
    const header = ['', 'sample', `${PROPERTIES} properties`, 'ratio'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
    console.log(
      [
        `Vitrine bench, ${new Date().toISOString()}: ${suggestions.sample.keystrokes} keystrokes per catalogue, listing load ${DURATION} s at ${CONNECTIONS} connections`,
        '',
        line(header),
        line(widths.map((w) => '-'.repeat(w))),
        ...rows.map(line),
      ].join('\n'),
    );
    if (JSON_OUT) fs.writeFileSync(JSON_OUT, JSON.stringify({ suggestions, listing, memory, clientIndex, properties: PROPERTIES }, null, 2));
    // A slow answer is a figure; a failed one is a bug.
    if (listing.sample.errors + listing.big.errors + listing.sample.non2xx + listing.big.non2xx > 0) process.exitCode = 1;
  } finally {
    cleanup();
  }
  // What an accepted form costs the database, on PGlite and PostgreSQL (scripts/bench-submissions.ts).
  log('Submissions ...');
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/bench-submissions.ts', '--seconds', String(DURATION), ...(POSTGRES ? ['--postgres', POSTGRES] : [])]);
  // The owner portal and the visit beacon, on PGlite and PostgreSQL (scripts/bench-owner.ts).
  log('Owner portal ...');
  await run('npx', ['tsx', '--conditions=react-server', 'scripts/bench-owner.ts', '--seconds', String(DURATION), ...(POSTGRES ? ['--postgres', POSTGRES] : [])]);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
