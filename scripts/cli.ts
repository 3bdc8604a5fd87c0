/** What the command-line scripts share: their options, their failures, a throw-away PostgreSQL. */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The value after `--name` in `args`, if any. */
export function option(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] || undefined : undefined;
}

/** Says what is wrong and ends the command (2: it was called wrongly). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const CLUSTER_SCRIPT = path.join(__dirname, 'test', 'postgres-cluster.sh');

/**
 * The PostgreSQL server at `url`, or, without one, a throw-away cluster on loopback at `port`
 * (scripts/test/postgres-cluster.sh) that `stop` removes.
 */
export function postgresServer(url: string | undefined, port: number): { url: string; stop(): void } {
  if (url) return { url, stop: () => undefined };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-pg-'));
  const cluster = path.join(dir, 'cluster');
  const stop = () => {
    try {
      execFileSync('bash', [CLUSTER_SCRIPT, 'stop', cluster]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    return { url: execFileSync('bash', [CLUSTER_SCRIPT, 'start', cluster, String(port)], { encoding: 'utf8' }).trim(), stop };
  } catch (error) {
    stop();
    throw error;
  }
}
