/**
 * Lighthouse 13 with Debian's Chromium, against the production build (docs/speed.md).
 *
 *   npm run lighthouse                            every page type beside the bare Next page, mobile,
 *                                                 median of 5 interleaved rounds; starts the production
 *                                                 build on a free port (npm run build first)
 *   npm run lighthouse -- --base URL [--runs N]   the same against a site already running at URL, without the
 *                                                 owner portal (its owner can only be made on a site started here)
 *   npm run lighthouse -- --check                 the CI gate (budgets.json): the gated page types beside
 *                                                 the bare page, exits 1 when one is too far below it
 *   npm run lighthouse -- URL [mobile|desktop] [RUNS]   one page (default 1 run)
 *   --no-bare leaves the bare page out (no comparison, no gate).
 *
 * Reports go to .lighthouse/ (.json, and .html outside the gate). Runs are interleaved (the bare page,
 * page 1, page 2, ..., then again), so a moment of load on the machine does not fall on every run of one
 * page, and each run notes what other processes and the hypervisor took from the machine meanwhile
 * (scripts/speed/machine.ts). Only the first round measures every category: accessibility, best
 * practices and SEO do not move with the load, and performance alone takes a quarter less time.
 *
 * Each run gathers (Lighthouse's -G), then audits what it gathered (-A) with every main-thread task given
 * its CPU time instead of its wall time (scripts/speed/cpu-time.ts, decision 0052 amendment 1): on some
 * virtual machines a task's wall time is twice what the thread ran, and the simulation multiplies it by
 * four. Each run's line gives both totals; --wall-time audits the trace as recorded.
 *
 * The owner portal (the overview and one property's statistics, scripts/speed/owner-session.ts) is measured
 * logged in: an owner is made on the state folder of the site started here before it starts, logged in once,
 * and its session cookie goes to Lighthouse as an extra header for those pages only. Their reports hold that
 * cookie (Lighthouse keeps its settings in them): a throw-away session of a throw-away database.
 */
import fs from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import type { Flags } from 'lighthouse';
import path from 'node:path';
import { fail, option } from '../cli';
import { CATEGORIES, siteVerdict, toConfirm, verdict, type Category, type LighthouseBudget as Budget } from './lighthouse-gate';
import { busyBetween, describeBusy, sampleMachine, waitForQuiet, type Busy } from './machine';
import { withBarePage } from './bare-page';
import { OWNER_PAGE_TYPES, logInOwner, makeOwner } from './owner-session';
import { PAGE_TYPES, median, pageUrl, request, table, withSite } from './production-site';
import { CHROME, CHROME_FLAGS } from './lighthouse-chrome';
import { toCpuTime, type CpuTimeSummary } from './cpu-time';
import type { Job, WorkerAnswer } from './lighthouse-worker.mjs';

const root = path.join(__dirname, '..', '..');
const OUT_DIR = path.join(root, '.lighthouse');
interface Run {
  scores: Record<Category, number>;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** What others took from the machine during the run (null without /proc). */
  busy: Busy | null;
  /** The page's main-thread tasks, wall and CPU time (null when the trace records no thread times). */
  tasks: CpuTimeSummary | null;
}

/** Whether the simulation reads each task's CPU time (the default) or its wall time (--wall-time). */
const CPU_TIME = !process.argv.includes('--wall-time');

function checkChrome(): void {
  if (!fs.existsSync(CHROME)) fail(`lighthouse: ${CHROME} is missing; run: bash scripts/test/ensure-chromium.sh`);
}

/** Lighthouse's process (lighthouse-worker.mts), started on the first run and ended with this one. */
let worker: ChildProcess | null = null;
let jobs = 0;
const waiting = new Map<number, (answer: WorkerAnswer) => void>();

function lighthouseWorker(): ChildProcess {
  if (worker) return worker;
  const env = { ...process.env };
  delete env.NODE_OPTIONS;
  // The Node running this script (the project's Node 24, which strips the worker's types), without tsx.
  const child = fork(path.join(__dirname, 'lighthouse-worker.mts'), [], {
    execArgv: [],
    env,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  child.on('message', (answer: WorkerAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  child.on('exit', (code, signal) => {
    for (const reply of waiting.values()) reply({ id: -1, error: `Lighthouse's process ended (${code ?? signal})` });
    waiting.clear();
    worker = null;
  });
  child.unref();
  child.channel?.unref();
  worker = child;
  return child;
}

async function ask(job: Job): Promise<{ reports: string[]; runtimeError: string | null }> {
  const id = ++jobs;
  const child = lighthouseWorker();
  const answer = await new Promise<WorkerAnswer>((resolve) => {
    waiting.set(id, resolve);
    child.channel?.ref();
    child.send({ ...job, id });
  }).finally(() => {
    if (!waiting.size) child.channel?.unref();
  });
  if ('error' in answer) throw new Error(`lighthouse failed on ${job.url}: ${answer.error}`);
  return answer;
}

/**
 * One Lighthouse run; `out` is the report path without its extension; `headers` go with every request.
 * Gathered then audited by Lighthouse's Node API in a process of its own (lighthouse-worker.mts), with the
 * flags and settings its command line would take: a fresh Chromium for each run.
 */
async function runLighthouse(
  url: string,
  formFactor: 'mobile' | 'desktop',
  out: string,
  html: boolean,
  skipAudits: readonly string[] = [],
  categories: readonly Category[] = CATEGORIES,
  headers: Record<string, string> = {},
): Promise<Run> {
  // Desktop needs the preset (its config): the form factor alone keeps mobile screen emulation, which Lighthouse rejects.
  const desktop = formFactor === 'desktop';
  const flags: Flags = {
    ...(formFactor === 'mobile' ? { formFactor: 'mobile' as const } : {}),
    onlyCategories: [...categories],
    ...(skipAudits.length ? { skipAudits: [...skipAudits] } : {}),
    // Lighthouse resets the browser's storage before a run, so a session goes as a header, not a cookie in the profile.
    ...(Object.keys(headers).length ? { extraHeaders: headers } : {}),
    // Without an HTML report (the budget check) nobody looks at the page's picture: a few seconds less per run.
    disableFullPageScreenshot: !html,
    logLevel: 'silent',
    channel: 'cli',
  };
  // Gathered into a folder (the trace, the DevTools log, the other artifacts), the trace's tasks given their
  // CPU time (unless --wall-time), then audited from the folder.
  const artifacts = `${out}.artifacts`;
  fs.rmSync(artifacts, { recursive: true, force: true });
  const before = sampleMachine();
  await ask({
    kind: 'gather',
    url,
    flags: { ...flags, gatherMode: artifacts },
    desktop,
    chromePath: CHROME,
    chromeFlags: CHROME_FLAGS.split(' '),
  });
  const after = sampleMachine();
  const traceFile = path.join(artifacts, 'trace.json');
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
  const tasks = toCpuTime(trace.traceEvents);
  if (CPU_TIME) fs.writeFileSync(traceFile, JSON.stringify(trace));
  const result = await ask({
    kind: 'audit',
    url,
    flags: { ...flags, auditMode: artifacts, output: html ? ['json', 'html'] : ['json'] },
    desktop,
  });
  fs.rmSync(artifacts, { recursive: true, force: true });
  const [json, htmlReport] = result.reports;
  fs.writeFileSync(`${out}.report.json`, json!);
  if (html && htmlReport) fs.writeFileSync(`${out}.report.html`, htmlReport);
  if (result.runtimeError) console.error(`lighthouse: runtime error on ${url}: ${result.runtimeError}`);
  const report = JSON.parse(json!);
  const score = (id: Category) =>
    typeof report.categories?.[id]?.score === 'number' ? Math.round(report.categories[id].score * 100) : NaN;
  const metric = (id: string) => (typeof report.audits?.[id]?.numericValue === 'number' ? report.audits[id].numericValue : NaN);
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as Record<Category, number>,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    busy: before && after ? busyBetween(before, after) : null,
    tasks: tasks.tasks ? tasks : null,
  };
}

const fmt = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** Medians over the runs of each figure (a category that only some runs measured: over those). */
function medianRun(runs: readonly Run[]): Run {
  const others = runs.flatMap((run) => (run.busy ? [run.busy] : []));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])) as Record<Category, number>,
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    busy: others.length
      ? {
          seconds: median(others.map((b) => b.seconds)),
          othersCores: median(others.map((b) => b.othersCores)),
          stealCores: median(others.map((b) => b.stealCores)),
          top: [],
        }
      : null,
    tasks: null,
  };
}

/** A page's performance in each of its runs, in round order. */
const performances = (results: Map<string, Run[]>, name: string) => results.get(name)!.map((run) => run.scores.performance);

const slug = (url: string) => {
  const u = new URL(url);
  return (u.host + u.pathname).replace(/[^A-Za-z0-9.-]+/g, '_').replace(/_+$/, '');
};

/** One URL, as before: each run's scores, LCP and TBT, and with several runs their median. */
async function singlePage(url: string, formFactor: string, runsArg: string) {
  if (formFactor !== 'mobile' && formFactor !== 'desktop') fail(`lighthouse: form factor must be mobile or desktop, not '${formFactor}'`);
  if (!/^[1-9][0-9]?$/.test(runsArg)) fail(`lighthouse: RUNS must be a number from 1 to 99, not '${runsArg}'`);
  const runs = Number(runsArg);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const base = path.join(OUT_DIR, `${slug(url)}-${formFactor}`);
  console.log(`lighthouse: ${url} (${formFactor}, ${runs} run(s))`);
  const results: Run[] = [];
  const outs: string[] = [];
  for (let i = 1; i <= runs; i++) {
    const out = runs > 1 ? `${base}-${i}` : base;
    results.push(await runLighthouse(url, formFactor, out, true));
    outs.push(`${path.relative(root, out)}.report`);
  }
  const row = (label: string, run: Run) => [
    label,
    ...CATEGORIES.map((id) => fmt(run.scores[id])),
    fmt(run.fcp),
    fmt(run.lcp),
    fmt(run.tbt),
  ];
  const head = ['run', ...CATEGORIES, 'FCP ms', 'LCP ms', 'TBT ms'];
  const rows = results.map((run, i) => row(String(i + 1), run));
  if (runs > 1) rows.push(row('median', medianRun(results)));
  console.log(table(head, rows));
  console.log(`reports (.json and .html): ${outs.join(' ')}`);
}

/** What Chromium asks for an image with: the optimizer keeps one resized file per format. */
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** What Chromium asks for a page with. */
const PAGE_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The page, every resized image (src, srcset, preloads) and every build file it names, unmeasured: the
 * optimizer resizes each image on its first request and serves it from its disk cache after that, the
 * front keeps a build's file in Brotli once Next has sent it (docs/decisions/0045). The page is asked for as
 * Chromium asks until two answers have the same length: the front keeps a cached page in Brotli after
 * its first answer and compresses it once more, smaller, when it is asked for again (docs/decisions/0045),
 * as a page visitors ask for is; a page rendered per request has no length and stops at the second.
 */
async function warm(url: string, headers: Record<string, string> = {}) {
  const get = async () => {
    const response = await request(url, { headers: { ...headers, 'accept-encoding': PAGE_ACCEPT_ENCODING } });
    return { length: response.headers.get('content-length'), text: await response.text() };
  };
  let answer = await get();
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const next = await get();
    if (next.length === answer.length) break;
    answer = next;
  }
  const html = answer.text.replaceAll('&amp;', '&');
  const attributes = [...html.matchAll(/\s(?:src|href|srcset|imagesrcset)="([^"]+)"/gi)].map((m) => m[1]!);
  const candidates = attributes.flatMap((value) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
  const images = new Set(candidates.filter((candidate) => /^\/_next\/image\/?\?/.test(candidate)));
  for (const image of images) await (await request(new URL(image, url), { headers: { accept: IMAGE_ACCEPT } })).arrayBuffer();
  // The build's files it names, in its tags or its flight data, once: the front keeps each in Brotli
  // after Next has sent it once.
  const files = new Set([...html.matchAll(/\/_next\/static\/[\w./-]+(?:\?dpl=[\w-]+)?/g)].map((m) => m[0]));
  for (const file of files)
    await (await request(new URL(file, url), { headers: { 'accept-encoding': PAGE_ACCEPT_ENCODING } })).arrayBuffer();
}

function readBudget(): Budget {
  const budgets = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'));
  return budgets.lighthouse as Budget;
}

/** The bare page's name in the tables: not a page of the site, and never held to a budget. */
const BARE = 'bare Next';

/** The goals of issue 40 for every page type, reported (not gated) by `npm run lighthouse`. */
const GOALS = { belowBare: 2, lcpMs: 1500, fcpOverBareMs: 300 };

/**
 * Page types interleaved with the bare Next page (`bare`, first in each round) when it is given: the
 * median per page, its distance to the bare page, and with a budget the verdict. `ownerCookie` (the
 * owner's session, `name=value`) adds the owner portal's page types, requested with it. Returns whether
 * the gate passed (always true without a budget).
 */
async function allPages(
  base: string,
  runs: number,
  budget: Budget | null,
  bare: string | null,
  ownerCookie: string | null = null,
): Promise<boolean> {
  const pages: { name: string; url: string; skip: readonly string[]; headers: Record<string, string> }[] = [];
  if (bare) pages.push({ name: BARE, url: bare, skip: [], headers: {} });
  const types = PAGE_TYPES.filter((t) => t.lighthouse && (!budget || budget.gate.includes(t.name)));
  for (const type of types) pages.push({ name: type.name, url: await pageUrl(base, type), skip: type.skipAudits?.ids ?? [], headers: {} });
  const ownerTypes = ownerCookie ? OWNER_PAGE_TYPES : [];
  if (ownerCookie)
    for (const type of ownerTypes)
      pages.push({ name: type.name, url: await pageUrl(base, type), skip: type.skipAudits?.ids ?? [], headers: { Cookie: ownerCookie } });
  for (const page of pages) await warm(page.url, page.headers);
  const outDir = path.join(OUT_DIR, budget ? 'check' : 'pages');
  fs.mkdirSync(outDir, { recursive: true });
  // What ran before (a suite's servers, browsers, builds) may take a few seconds to end.
  const quiet = await waitForQuiet();
  console.log(`lighthouse: ${pages.length} pages on ${base}, mobile, ${runs} interleaved rounds${budget ? ' (the gate)' : ''}`);
  if (quiet.busy)
    console.log(`  before the first run (waited ${quiet.waited.toFixed(0)} s for the machine to be quiet): ${describeBusy(quiet.busy)}`);
  const results = new Map<string, Run[]>(pages.map((page) => [page.name, []]));
  const nameWidth = Math.max(...pages.map((page) => page.name.length));
  const measure = async (rounds: typeof pages, from: number, to: number) => {
    for (let i = from; i <= to; i++) {
      for (const page of rounds) {
        const started = Date.now();
        const categories = i === 1 ? CATEGORIES : (['performance'] as const);
        const run = await runLighthouse(
          page.url,
          'mobile',
          path.join(outDir, `${page.name.replace(' ', '-')}-${i}`),
          !budget,
          page.skip,
          categories,
          page.headers,
        );
        results.get(page.name)!.push(run);
        console.log(
          `  run ${i} ${page.name.padEnd(nameWidth)} ${categories.map((id) => fmt(run.scores[id]).padStart(3)).join(' ')}  FCP ${fmt(run.fcp)} ms  LCP ${fmt(run.lcp)} ms  TBT ${fmt(run.tbt)} ms  tasks ${run.tasks ? `${fmt(run.tasks.mainWallMs)} ms wall, ${fmt(run.tasks.mainCpuMs)} CPU` : 'n/a'}  (${((Date.now() - started) / 1000).toFixed(0)} s${run.busy ? `; ${describeBusy(run.busy)}` : ''})`,
        );
      }
    }
  };
  await measure(pages, 1, runs);
  // The gate's second look: a gated page whose median alone fails is measured again beside the bare page,
  // as many rounds more, and judged on every round it ran in (lighthouse-gate.ts, `toConfirm`).
  const again =
    budget && bare
      ? toConfirm(
          budget,
          performances(results, BARE),
          Object.fromEntries(types.map((type) => [type.name, performances(results, type.name)])),
        )
      : [];
  if (again.length) {
    console.log(
      `  ${again.join(', ')} ${again.length > 1 ? 'are' : 'is'} under the bare page by more than ${budget!.belowBare}: ${budget!.confirmRuns} more rounds of the bare page and ${again.length > 1 ? 'them' : 'it'}, then the verdict on every round`,
    );
    await measure(
      pages.filter((page) => page.name === BARE || again.includes(page.name)),
      runs + 1,
      runs + budget!.confirmRuns,
    );
  }
  // The bare page's row: the rounds every page ran in.
  const medians = new Map(
    pages.map((page) => [page.name, medianRun(page.name === BARE ? results.get(BARE)!.slice(0, runs) : results.get(page.name)!)]),
  );
  // Each page beside the bare page's runs of the rounds it ran in: a page measured again, beside all of them.
  const bareOf = (name: string) => (bare ? medianRun(results.get(BARE)!.slice(0, results.get(name)!.length)) : undefined);
  const failures: string[] = [];
  const goals: string[] = [];
  const rows = pages.map((page) => {
    const m = medians.get(page.name)!;
    const first = results.get(page.name)![0]!;
    const isBare = page.name === BARE;
    const bareRun = bareOf(page.name);
    const distance = bareRun && !isBare ? m.scores.performance - bareRun.scores.performance : NaN;
    let mark = '';
    if (budget && !isBare) {
      const v = verdict(budget, bareRun?.scores.performance ?? NaN, m.scores.performance, first.scores);
      if (v.failures.length) mark = ' ✗';
      for (const failure of v.failures) failures.push(`${page.name}: ${failure} (${page.url})`);
    }
    if (!budget && !isBare && bareRun) {
      const pass = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
      goals.push(
        `${pass(distance >= -GOALS.belowBare && m.lcp <= GOALS.lcpMs && m.fcp - bareRun.fcp <= GOALS.fcpOverBareMs)} ${page.name}: performance ${fmt(distance)} to the bare page (goal >= -${GOALS.belowBare}), LCP ${fmt(m.lcp)} ms (goal <= ${GOALS.lcpMs}; the bare page's ${fmt(bareRun.lcp)}), FCP ${fmt(m.fcp - bareRun.fcp)} ms after the bare page's (goal <= ${GOALS.fcpOverBareMs})`,
      );
    }
    return [
      page.name,
      fmt(m.scores.performance) + mark,
      isBare ? '' : fmt(distance),
      ...CATEGORIES.filter((id) => id !== 'performance').map((id) => fmt(first.scores[id])),
      fmt(m.fcp),
      fmt(m.lcp),
      fmt(m.tbt),
      fmt(m.cls, 3),
      m.busy ? `${m.busy.othersCores.toFixed(2)} / ${m.busy.stealCores.toFixed(2)}` : '?',
      isBare ? "(the machine's floor)" : page.url.replace(base, ''),
    ];
  });
  let meanLine = '';
  if (budget) {
    // Over the first rounds, where every gated page ran: a second look at one page leaves the others' mean alone.
    const firstRounds = (name: string) => performances(results, name).slice(0, runs);
    const site = siteVerdict(budget, firstRounds(BARE), Object.fromEntries(types.map((type) => [type.name, firstRounds(type.name)])));
    failures.push(...site.failures.map((failure) => `all gated pages: ${failure}`));
    meanLine = `\nthe gated pages' runs to the bare page's, on average: ${fmt(site.distance, 1)} (at least -${budget.meanBelowBare})`;
  }
  console.log(
    `\nmedians of ${runs} interleaved rounds${again.length ? ` (${again.join(', ')} and the bare page: ${runs + budget!.confirmRuns}; ${again.length > 1 ? 'their' : 'its'} distance is to the bare page's median of them all)` : ''}, Lighthouse mobile; accessibility, best practices and SEO from the first round` +
      (budget
        ? `; the gate: performance at most ${budget.belowBare} below the bare page's, on average at most ${budget.meanBelowBare}, ${Object.entries(
            budget.minimum,
          )
            .map(([id, min]) => `${id} >= ${min}`)
            .join(', ')}`
        : ''),
  );
  console.log(
    table(
      [
        'page',
        'performance',
        'to bare',
        ...CATEGORIES.filter((id) => id !== 'performance'),
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'others / steal (cores)',
        'path',
      ],
      rows,
    ),
  );
  if (meanLine) console.log(meanLine);
  if (goals.length) {
    // The bare page's own largest paint moves with whether its scripts arrived before its heading painted
    // (docs/benchmarks.md, "The largest paint's 1.5 s"): its spread is the LCP goal's context.
    const bareLcps = results.get(BARE)!.map((run) => run.lcp);
    console.log(`\ngoals (issue 40), against the bare page of the same rounds:\n${goals.map((g) => `- ${g}`).join('\n')}`);
    console.log(`(the bare page's LCP over its ${bareLcps.length} runs: ${fmt(Math.min(...bareLcps))}-${fmt(Math.max(...bareLcps))} ms)`);
  }
  if (budget)
    console.log(
      `\nnot gated (npm run lighthouse reports them): ${
        [...PAGE_TYPES, ...OWNER_PAGE_TYPES]
          .filter((t) => t.lighthouse && !budget.gate.includes(t.name))
          .map((t) => t.name)
          .join(', ') || 'none'
      }`,
    );
  for (const type of [...types, ...ownerTypes])
    if (type.skipAudits) console.log(`${type.name}: without ${type.skipAudits.ids.join(', ')}: ${type.skipAudits.why}`);
  console.log(`reports: ${path.relative(root, outDir)}/`);
  if (failures.length) {
    console.error(`\nlighthouse: the gate failed (budgets.json):\n  ${failures.join('\n  ')}`);
    return false;
  }
  return true;
}

async function main() {
  const args = process.argv.slice(2);
  const first = args[0];
  if (first && !first.startsWith('--')) return singlePage(first, args[1] ?? 'mobile', args[2] ?? '1');
  const check = args.includes('--check');
  const budget = check ? readBudget() : null;
  const runsArg = option(args, 'runs') ?? String(budget?.runs ?? 5);
  if (!/^[1-9][0-9]?$/.test(runsArg)) fail(`lighthouse: --runs must be a number from 1 to 99, not '${runsArg}'`);
  checkChrome();
  // The bare Next page is measured beside the site; --no-bare leaves it out (and so the gate, which needs it).
  const bare = !args.includes('--no-bare');
  if (check && !bare) fail('lighthouse: --check compares the pages with the bare Next page; it cannot run with --no-bare');
  const baseArg = option(args, 'base');
  // The owner portal is measured logged in, and its owner is made on the database of the site started
  // here before it starts: a site started elsewhere has a database this script cannot reach. The gate
  // does not measure the portal (budgets.json names none of its pages), so --check makes no owner.
  const portal = !check && !baseArg;
  if (!check && baseArg)
    console.log(
      `lighthouse: ${OWNER_PAGE_TYPES.map((t) => t.name).join(' and ')} left out: an owner to log in as can only be made on the database of a site this script starts (without --base)`,
    );
  let link: string | null = null;
  const ok = await withSite(
    baseArg,
    async (base) => {
      const ownerCookie = link ? await logInOwner(base, link) : null;
      return bare
        ? withBarePage((bareUrl) => allPages(base, Number(runsArg), budget, bareUrl, ownerCookie))
        : allPages(base, Number(runsArg), budget, null, ownerCookie);
    },
    portal
      ? {
          beforeStart: (state, base) => {
            link = makeOwner(state, base);
          },
        }
      : {},
  );
  if (!ok) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
});
