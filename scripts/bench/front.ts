/**
 * `npm run bench:front`: what each part of the server's front (server/front.cjs, docs/decisions/0037)
 * costs or gains, measured on one production build in one run. Four servers of the same build, each
 * with its own embedded database, differ only in what is put before Next (scripts/bench/front/preload.cjs):
 * the front as shipped; the front starting requests as they come; the front with Next's compression
 * instead of its own; no front, `next start` as published. Each target is loaded by wrk (one thread,
 * `Accept-Encoding: gzip` as browsers send it, a 10 s timeout) on each server in turn, the order turned
 * every round, so that the machine's noise falls on every variant alike.
 *
 *   npm run build && npm run bench:front -- [--seconds 20] [--connections 200] [--rounds 2] [--json out.json]
 *
 * Ports 3530-3533; logs in .data/bench-logs/front-*.log; state folders in .data/bench-state/front-*.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { option } from '../cli';
import { idleProbe, load, median, startServer, suggestionPaths, warmUp, type Idle, type LoadResult, type Server } from './load';
import { stopAll, stopGroup, treeMemory } from './proc';
import { HOME, LISTING, detailPaths } from './urls';

const root = path.resolve(__dirname, '..', '..');
const args = process.argv.slice(2);
const whole = (name: string, fallback: number) => {
  const value = Number(option(args, name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a whole number from 1`);
    process.exit(2);
  }
  return value;
};
const SECONDS = whole('seconds', 20);
const ROUNDS = whole('rounds', 2);
const CONNECTIONS = (option(args, 'connections') ?? '200').split(',').map((c) => Number(c.trim()));
const JSON_OUT = option(args, 'json');
const PRELOAD = path.join(__dirname, 'front', 'preload.cjs');
const LOGS = path.join(root, '.data', 'bench-logs');
const STATE_DIR = path.join(root, '.data', 'bench-state');
const FIRST_PORT = 3530;
/** An answer later than this counts as a timeout (a visitor has left). */
const TIMEOUT_SECONDS = 10;
/** wrk as a browser asks: gzip accepted. */
const WRK = { headers: { 'Accept-Encoding': 'gzip, deflate, br' }, timeoutSeconds: TIMEOUT_SECONDS };

const VARIANTS = {
  front: 'the front (as shipped)',
  'front-unordered': 'the front, requests started as they come',
  'front-next-gzip': "the front, Next's compression instead of its own",
  next: "no front: `next start` as published, Next's compression",
} as const;
type Variant = keyof typeof VARIANTS;
const NAMES = Object.keys(VARIANTS) as Variant[];

function log(message: string) {
  process.stderr.write(`[bench:front ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}

async function start(variant: Variant, port: number): Promise<Server> {
  const stateDir = path.join(STATE_DIR, `front-${variant}`);
  fs.rmSync(stateDir, { recursive: true, force: true });
  const env = { ...process.env, VITRINE_STATE_DIR: stateDir, NEXT_TELEMETRY_DISABLED: '1', TRUSTED_PROXIES: '0' };
  // What `npm start`'s prestart does: the embedded database made and migrated outside the server.
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', '--require', './server/load-env.cjs', 'scripts/commands/prestart.ts'],
    { cwd: root, env, stdio: 'ignore' },
  );
  return startServer({
    root,
    dir: '.',
    port,
    env: { ...env, VITRINE_BENCH_FRONT: variant, NODE_OPTIONS: `--max-old-space-size=640 --require ${PRELOAD}` },
    logFile: path.join(LOGS, `front-${variant}.log`),
    probe: HOME,
  });
}

const fixed = (n: number) => Math.round(n).toLocaleString('en');

async function main() {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      stopAll();
      process.exit(130);
    });
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'))) {
    console.error('No production build: run `npm run build` first.');
    process.exit(2);
  }
  fs.mkdirSync(LOGS, { recursive: true });
  const servers = new Map<Variant, Server>();
  try {
    for (const [i, variant] of NAMES.entries()) {
      log(`starting ${variant} on ${FIRST_PORT + i} ...`);
      servers.set(variant, await start(variant, FIRST_PORT + i));
    }
    const first = servers.get('front')!;
    const details = await detailPaths(first.origin, 300);
    const targets: Record<string, string[]> = {
      home: [HOME],
      'default listing': [LISTING.nl],
      'property details': details,
      'suggestions (typed prefixes)': suggestionPaths([
        ...['Antwerpen', 'Gent', 'appartement', 'villa Gent'].map((q) => ['nl', q] as const),
        ...['Bruxelles', 'Liège', 'maison'].map((q) => ['fr', q] as const),
      ]),
    };
    const idle = new Map<Variant, Idle>();
    for (const [variant, server] of servers) {
      idle.set(variant, await idleProbe(server.origin, '/robots.txt'));
      log(`warming up ${variant} ...`);
      for (const paths of Object.values(targets)) await warmUp(server, paths, 3, idle.get(variant)!);
    }
    const runs: Record<string, Record<number, Record<Variant, LoadResult[]>>> = {};
    for (let round = 0; round < ROUNDS; round++)
      for (const [target, paths] of Object.entries(targets))
        for (const connections of CONNECTIONS) {
          const order = NAMES.map((_, i) => NAMES[(i + round) % NAMES.length]!);
          log(`round ${round + 1}/${ROUNDS}: ${target} at ${connections} connections (${order.join(', ')}) ...`);
          for (const variant of order) {
            const byVariant = ((runs[target] ??= {})[connections] ??= Object.fromEntries(NAMES.map((n) => [n, []])) as unknown as Record<
              Variant,
              LoadResult[]
            >);
            byVariant[variant].push(await load(servers.get(variant)!, paths, connections, SECONDS, idle.get(variant)!, WRK));
          }
        }
    const memory = Object.fromEntries([...servers].map(([variant, server]) => [variant, treeMemory(server.child.pid!)?.totalMiB ?? null]));

    const lines = [
      `bench:front, ${new Date().toISOString()}: one build, wrk (1 thread, gzip accepted, ${TIMEOUT_SECONDS} s timeout), ${SECONDS} s per target per variant, medians of ${ROUNDS} round(s); load average at the end ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
      '',
      '| target | connections | variant | req/s | to the front | p50 / p99 ms | past 10 s | errors | server CPU per request |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    for (const [target, byConnections] of Object.entries(runs))
      for (const [connections, byVariant] of Object.entries(byConnections)) {
        const rps = (v: Variant) => median(byVariant[v].map((r) => r.rps));
        for (const variant of NAMES) {
          const list = byVariant[variant];
          const cpu = median(list.map((r) => r.serverCpuMs ?? NaN));
          lines.push(
            `| ${target} | ${connections} | ${variant} | ${fixed(rps(variant))} | ${(rps(variant) / rps('front')).toFixed(2)} | ${fixed(median(list.map((r) => r.p50)))} / ${fixed(median(list.map((r) => r.p99)))} | ${list.reduce((n, r) => n + r.timeouts, 0)} | ${list.reduce((n, r) => n + r.errors + r.non2xx, 0)} | ${Number.isFinite(cpu) ? `${cpu.toFixed(2)} ms` : '?'} |`,
          );
        }
      }
    lines.push('', `Variants: ${NAMES.map((n) => `\`${n}\`: ${VARIANTS[n]}`).join('; ')}.`);
    lines.push(
      `Resident memory of each server's tree after the load: ${NAMES.map((n) => `${n} ${memory[n] === null ? '?' : `${Math.round(memory[n]!)} MiB`}`).join(', ')}.`,
    );
    console.log(lines.join('\n'));
    if (JSON_OUT)
      fs.writeFileSync(JSON_OUT, JSON.stringify({ seconds: SECONDS, rounds: ROUNDS, connections: CONNECTIONS, runs, memory }, null, 2));
  } finally {
    for (const server of servers.values()) stopGroup(server.child);
  }
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  stopAll();
  process.exit(1);
});
