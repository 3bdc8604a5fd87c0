/**
 * What Lighthouse's simulation put on a page's first paint and largest paint (issue 40): one mobile
 * Lighthouse run with its trace kept, then the requests and main-thread tasks of the simulated FCP and
 * LCP, each with its simulated start and end, from Lighthouse's own "lantern" computations; and the
 * tasks its total blocking time is made of, each with what it adds.
 *
 *   npx tsx scripts/speed/lantern-path.ts URL      (a site already running, e.g. npm start)
 *
 * Lighthouse simulates a slow phone (150 ms round trips, 1.6 Mbit/s, 4x CPU) from one fast load. What it
 * keeps, read from its source (@paulirish/trace_engine, lantern/metrics/FirstContentfulPaint.js):
 * - first paint: the document, the render-blocking requests (style sheets, scripts of high priority)
 *   that ended before the observed first paint, and the first parse, layout and paint tasks;
 * - largest paint: every request but low-priority images that ended before the observed largest paint,
 *   and the tasks that ran those scripts. A script whose run left no task of 10 ms or more in the trace
 *   cannot be shown to have come after the paint, so its download stays on the path.
 * So a page's scripts count towards its largest paint when they finish downloading before the observed
 * paint, however late they run. Every simulated request also waits for the server as long as the median
 * request of the run did (printed as "server response"). Reports go to .lighthouse/lantern/. Uses
 * Lighthouse's internal modules, so a Lighthouse upgrade may move them (their paths are below).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fail } from '../cli';
import { CHROME, CHROME_FLAGS } from './lighthouse-chrome';

const root = path.join(__dirname, '..', '..');
const OUT = path.join(root, '.lighthouse', 'lantern', 'run');

interface SimNode {
  type: 'network' | 'cpu';
  request?: { url: string; resourceType?: string; priority: string };
  event?: { dur?: number };
  childEvents?: { name: string }[];
  getEvaluateScriptURLs?: () => Set<string>;
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimNode, { startTime: number; endTime: number }>;
}
interface MetricResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request(data: unknown, context: unknown): Promise<MetricResult> };

const TASK_EVENTS = /^(ParseHTML|Layout|Paint|EvaluateScript|FunctionCall|UpdateLayoutTree)$/;

function describe(node: SimNode): string {
  const short = (url: string) => url.replace(/[?&]dpl=[^&]*/, '').replace(/^https?:\/\/[^/]+/, '');
  if (node.type === 'network') return `${node.request!.resourceType ?? 'Other'} (${node.request!.priority}) ${short(node.request!.url)}`;
  const names = [...new Set((node.childEvents ?? []).map((e) => e.name).filter((n) => TASK_EVENTS.test(n)))];
  const scripts = [...(node.getEvaluateScriptURLs?.() ?? [])].map(short);
  return `task ${((node.event?.dur ?? 0) / 1000).toFixed(1)} ms observed: ${names.join(', ')}${scripts.length ? ` (${scripts.join(' ')})` : ''}`;
}

function print(name: string, result: MetricResult) {
  console.log(
    `\n${name}: ${result.timing.toFixed(0)} ms (optimistic ${result.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${result.pessimisticEstimate.timeInMs.toFixed(0)})`,
  );
  const rows = [...result.optimisticEstimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  console.log('  simulated ms      what (optimistic graph)');
  for (const [node, t] of rows) console.log(`  ${t.startTime.toFixed(0).padStart(5)}-${t.endTime.toFixed(0).padEnd(6)}  ${describe(node)}`);
}

interface DevtoolsEvent {
  method: string;
  params: { response?: { url: string; timing?: { sendEnd: number; receiveHeadersEnd: number } } };
}

/**
 * The server's time to first byte over the page's requests, as the run observed it (from sending the
 * request to the answer's headers). Lighthouse's simulation adds the median of these, less the round
 * trip, to every request it simulates on the page's origin: a server slow to answer a burst of files
 * lengthens every step of the paths below.
 */
function serverResponse(devtoolsLog: DevtoolsEvent[]): string {
  const times = devtoolsLog.flatMap(({ method, params }) => {
    const timing = method === 'Network.responseReceived' ? params.response?.timing : undefined;
    return timing && /^https?:/.test(params.response!.url) ? [timing.receiveHeadersEnd - timing.sendEnd] : [];
  });
  const sorted = times.sort((a, b) => a - b);
  return `server response: median ${(sorted[Math.floor(sorted.length / 2)] ?? NaN).toFixed(1)} ms, slowest ${(sorted.at(-1) ?? NaN).toFixed(1)} ms over ${sorted.length} requests`;
}

async function main() {
  const url = process.argv[2];
  if (!url || !/^https?:\/\//.test(url)) fail('lantern-path: usage: npx tsx scripts/speed/lantern-path.ts URL');
  if (!fs.existsSync(CHROME)) fail(`lantern-path: ${CHROME} is missing; run: bash scripts/test/ensure-chromium.sh`);
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  const args = [
    url,
    '--form-factor=mobile',
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${OUT}.json`,
    '--save-assets',
    '--disable-full-page-screenshot',
    '--quiet',
  ];
  const run = spawnSync(path.join(root, 'node_modules', '.bin', 'lighthouse'), args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, CHROME_PATH: CHROME },
  });
  if (run.status !== 0) fail(`lantern-path: lighthouse failed (exit ${run.status ?? run.signal})`);

  const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const report = read(`${OUT}.json`);
  const data = {
    trace: read(`${OUT}-0.trace.json`),
    devtoolsLog: read(`${OUT}-0.devtoolslog.json`),
    settings: report.configSettings,
    gatherContext: { gatherMode: 'navigation' },
    simulator: null,
    URL: { requestedUrl: report.requestedUrl, mainDocumentUrl: report.mainDocumentUrl, finalDisplayedUrl: report.finalDisplayedUrl },
    SourceMaps: [],
    HostDPR: 1.75,
  };
  const context = { computedCache: new Map(), settings: report.configSettings };
  const metrics = 'lighthouse/core/computed/metrics';
  const { LanternFirstContentfulPaint: fcp } = (await import(`${metrics}/lantern-first-contentful-paint.js`)) as {
    LanternFirstContentfulPaint: Computed;
  };
  const { LanternLargestContentfulPaint: lcp } = (await import(`${metrics}/lantern-largest-contentful-paint.js`)) as {
    LanternLargestContentfulPaint: Computed;
  };
  const audit = (id: string) => (report.audits[id]?.numericValue as number | undefined)?.toFixed(0);
  console.log(
    `${url}: performance ${Math.round(report.categories.performance.score * 100)}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms`,
  );
  console.log(serverResponse(data.devtoolsLog));
  print('first contentful paint', await fcp.request(data, context));
  print('largest contentful paint', await lcp.request(data, context));
  const { LanternTotalBlockingTime: tbt } = (await import(`${metrics}/lantern-total-blocking-time.js`)) as {
    LanternTotalBlockingTime: Computed;
  };
  const { LanternInteractive: tti } = (await import(`${metrics}/lantern-interactive.js`)) as { LanternInteractive: Computed };
  printBlocking(await tbt.request(data, context), await fcp.request(data, context), await tti.request(data, context));
}

/**
 * The tasks behind the simulated total blocking time: Lighthouse averages two simulations, each summing,
 * over the CPU tasks of 50 ms or more (observed durations times the CPU slowdown) between the first paint
 * and "interactive", what each lasted beyond 50 ms. Printed for the optimistic one, with the first paint
 * of the pessimistic one and the interactive time of the optimistic one, as the simulation pairs them.
 */
function printBlocking(result: MetricResult, fcpResult: MetricResult, ttiResult: MetricResult) {
  const from = fcpResult.pessimisticEstimate.timeInMs;
  const to = ttiResult.optimisticEstimate.timeInMs;
  console.log(
    `\ntotal blocking time: ${result.timing.toFixed(0)} ms (optimistic ${result.optimisticEstimate.timeInMs.toFixed(0)}, pessimistic ${result.pessimisticEstimate.timeInMs.toFixed(0)}), counted from ${from.toFixed(0)} to ${to.toFixed(0)} ms`,
  );
  console.log('  simulated ms      blocking  what (optimistic simulation)');
  const rows = [...result.optimisticEstimate.nodeTimings.entries()]
    .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime >= 50)
    .sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of rows) {
    const blocking = Math.max(0, Math.min(t.endTime, to) - Math.max(t.startTime, from) - 50);
    console.log(
      `  ${t.startTime.toFixed(0).padStart(5)}-${t.endTime.toFixed(0).padEnd(6)}  ${blocking.toFixed(0).padStart(8)}  ${describe(node)}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
