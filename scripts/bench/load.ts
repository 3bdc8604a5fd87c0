/**
 * Load for `npm run bench`: a `next start` server, a set of URLs under wrk (Debian's package,
 * scripts/test/ensure-wrk.sh), one visitor typing into the search box.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { track, treeCpuSeconds } from './proc';

export interface Server {
  port: number;
  child: ChildProcess;
  origin: string;
}

/**
 * `next start` from `dir` (this project's own `next`), in its own process group; waits until `probe`
 * answers. `asNpmStart`: the commands of package.json's `prestart` and `start` scripts (the database
 * prepared first, the server's Node options), run by `sh` as npm would but without npm's own process,
 * so the server is measured as `npm start` runs it.
 */
export async function startServer(options: {
  root: string;
  dir: string;
  port: number;
  env: NodeJS.ProcessEnv;
  logFile: string;
  probe: string;
  asNpmStart?: boolean;
}): Promise<Server> {
  const log = fs.openSync(options.logFile, 'a');
  const bin = path.join(options.root, 'node_modules', '.bin');
  const args = [options.dir, '-p', String(options.port), '-H', 'localhost'];
  const env: NodeJS.ProcessEnv = { ...options.env, NODE_ENV: 'production', PATH: `${bin}${path.delimiter}${options.env.PATH ?? ''}` };
  const { prestart, start: startScript } = (
    JSON.parse(fs.readFileSync(path.join(options.root, 'package.json'), 'utf8')) as { scripts: { prestart?: string; start: string } }
  ).scripts;
  const npmStart = `${prestart ? `${prestart} && ` : ''}${startScript} "$@"`;
  const [command, commandArgs] = options.asNpmStart
    ? ['sh', ['-c', npmStart, 'start', ...args]]
    : [path.join(bin, 'next'), ['start', ...args]];
  const child = track(spawn(command, commandArgs, { cwd: options.root, env, detached: true, stdio: ['ignore', log, log] }));
  fs.closeSync(log);
  const server = { port: options.port, child, origin: `http://localhost:${options.port}` };
  const start = Date.now();
  while (Date.now() - start < 180_000) {
    if (child.exitCode !== null) throw new Error(`next start on ${options.port} ended (exit ${child.exitCode}); see ${options.logFile}`);
    try {
      const response = await fetch(server.origin + options.probe);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${server.origin}${options.probe} did not answer within 180 s; see ${options.logFile}`);
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

export function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/**
 * GET one URL, the body read; throws on anything but 2xx. A connection the server closed as it was
 * reused (an idle keep-alive socket) is tried once more.
 */
export async function get(url: string): Promise<{ ms: number; body: string; response: Response }> {
  const start = performance.now();
  const response = await fetch(url, { redirect: 'manual' }).catch(() => fetch(url, { redirect: 'manual' }));
  const body = await response.text();
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return { ms: performance.now() - start, body, response };
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /**
   * The server's CPU time (user + system of its process tree) per answered request in the window,
   * ms; null without /proc. What the rate would be on cores of its own, whatever the load generator
   * beside it takes.
   */
  serverCpuMs: number | null;
}

/** Every URL once, one after the other (fills the server's caches; throws unless each answers 2xx), then a short run under load. */
export async function warmUp(server: Server, paths: readonly string[], seconds: number, idle: Idle) {
  for (const p of paths) await get(server.origin + p);
  await load(server, paths, 10, seconds, idle);
}

/** How a server answers a cheap URL when it has nothing else to do, to tell when it is idle again. */
export interface Idle {
  probe: string;
  ms: number;
}

/** The time of `probe` on the idle server (median of 5 after one). */
export async function idleProbe(origin: string, probe: string): Promise<Idle> {
  const times: number[] = [];
  for (let i = 0; i < 6; i++) times.push((await get(origin + probe)).ms);
  return { probe, ms: median(times.slice(1)) };
}

/**
 * Waits until the server has worked off what a load run left queued: wrk stops sending at the
 * end of its window, but a slow server still holds up to one request per connection, and those would
 * be served during the next measurement. Idle is two probes in a row within 3 × the idle time (at
 * least 30 ms).
 */
export async function drain(origin: string, idle: Idle, timeoutSeconds = 300) {
  const limit = Math.max(30, 3 * idle.ms);
  const start = Date.now();
  for (let quick = 0; quick < 2;) {
    if (Date.now() - start > timeoutSeconds * 1000) throw new Error(`${origin} still busy ${timeoutSeconds} s after the load`);
    quick = (await get(origin + idle.probe)).ms <= limit ? quick + 1 : 0;
    if (quick < 2) await new Promise((r) => setTimeout(r, 100));
  }
}

const WRK_SCRIPT = path.join(__dirname, 'wrk.lua');
const run = promisify(execFile);

/** What wrk counted in one run. */
export interface WrkResult {
  requests: number;
  seconds: number;
  /** Socket errors: connect, read, write. */
  connect: number;
  read: number;
  write: number;
  /** Answers with a 4xx or 5xx status. */
  status: number;
  timeout: number;
  p50: number;
  p99: number;
}

/**
 * wrk with one thread: `connections` clients for `seconds`, cycling through `paths` on `origin`
 * (http or https), each request with `headers`.
 * wrk is in C: at 100 connections on 130 kB pages it takes about a tenth of the CPU per request that
 * autocannon (in Node) took, which on the same two cores held the server back; a second thread
 * competed with the server for the cores too (docs/benchmarks.md).
 */
export async function runWrk(
  origin: string,
  paths: readonly string[],
  connections: number,
  seconds: number,
  { headers = {}, timeoutSeconds = 30 }: { headers?: Record<string, string>; timeoutSeconds?: number } = {},
): Promise<WrkResult> {
  const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-')), 'paths.txt');
  fs.writeFileSync(list, paths.join('\n') + '\n');
  try {
    const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
    const { stdout } = await run('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--timeout',
      `${timeoutSeconds}s`,
      ...headerArgs,
      '-s',
      WRK_SCRIPT,
      origin,
      '--',
      list,
    ]);
    const line = stdout.split('\n').find((l) => l.startsWith('BENCH-JSON '));
    if (!line) throw new Error(`wrk printed no result:\n${stdout}`);
    return JSON.parse(line.slice('BENCH-JSON '.length)) as WrkResult;
  } finally {
    fs.rmSync(path.dirname(list), { recursive: true, force: true });
  }
}

/**
 * `connections` clients for `seconds`, cycling through `paths` (runWrk, with its `options`); then waits
 * until the server has drained (drain()). No answer at all in the window counts as one failure.
 */
export async function load(
  server: Server,
  paths: readonly string[],
  connections: number,
  seconds: number,
  idle: Idle,
  options: Parameters<typeof runWrk>[4] = {},
): Promise<LoadResult> {
  const cpuBefore = treeCpuSeconds(server.child.pid!);
  const w = await runWrk(server.origin, paths, connections, seconds, options);
  const cpuAfter = treeCpuSeconds(server.child.pid!);
  await drain(server.origin, idle);
  return {
    rps: w.requests / w.seconds,
    p50: Math.round(w.p50),
    p99: Math.round(w.p99),
    requests: w.requests,
    timeouts: w.timeout,
    errors: w.connect + w.read + w.write + (w.requests === 0 ? 1 : 0),
    non2xx: w.status,
    serverCpuMs: cpuBefore !== null && cpuAfter !== null && w.requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / w.requests : null,
  };
}

/** Prefixes of each query, as a visitor types them. */
export function keystrokes(queries: readonly string[]): string[] {
  return queries.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
}

/** The suggestion requests of visitors typing these queries, one per keystroke. */
export function suggestionPaths(typed: ReadonlyArray<readonly [lang: string, query: string]>): string[] {
  return typed.flatMap(([lang, q]) => keystrokes([q]).map((prefix) => `/api/search/?${new URLSearchParams({ lang, q: prefix })}`));
}

export interface Timing {
  p50: number;
  p95: number;
}

export interface TypingResult extends Timing {
  keystrokes: number;
  /** The bare page, asked by the same client as many times, in the same run. */
  bare: Timing;
}

const timing = (times: number[]): Timing => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

/**
 * One visitor typing: one request per keystroke, each after the previous answer; p50/p95 over `rounds`
 * rounds. The same client asks `bareUrl` as many times, a round of keystrokes and a round of the bare
 * page in turn: what else the machine does then weighs on both alike, so their ratio holds where the
 * absolute figure moves with the host.
 */
export async function typing(origin: string, paths: readonly string[], rounds: number, bareUrl: string): Promise<TypingResult> {
  const urls = paths.map((p) => origin + p);
  const bareUrls = paths.map(() => bareUrl);
  const times: number[] = [];
  const bareTimes: number[] = [];
  // Round 0 warms both up and is not counted.
  for (let round = 0; round <= rounds; round++) {
    for (const url of urls) {
      const { ms } = await get(url);
      if (round > 0) times.push(ms);
    }
    for (const url of bareUrls) {
      const { ms } = await get(url);
      if (round > 0) bareTimes.push(ms);
    }
  }
  return { ...timing(times), keystrokes: times.length, bare: timing(bareTimes) };
}
