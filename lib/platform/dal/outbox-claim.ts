/**
 * Claims on the outbox's rows. Its own module, without `server-only`, so that the browser tests can
 * wait for a claim to run out and name a process as its claims do.
 */
import fs from 'node:fs';
import os from 'node:os';

/**
 * How long a claimed mail or lead stays with its worker before another may take it: a worker that died
 * on another machine, or one this machine cannot tell about.
 */
export const CLAIM_MS = 2 * 60_000;

function readOrNull(read: () => string): string | null {
  try {
    return read().trim();
  } catch {
    return null;
  }
}

/**
 * A process as its claims name it. On Linux: the kernel's boot, the process-ID namespace and the process
 * ID, which another process on the same kernel and namespace can check (`claimerIsDead`); a container
 * restarted, another machine or another namespace never matches. Elsewhere the host name and the
 * process ID, which nothing releases early.
 */
export function claimerName(pid = process.pid): string {
  const boot = readOrNull(() => fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8'));
  const namespace = readOrNull(() => fs.readlinkSync('/proc/self/ns/pid'));
  return boot && namespace ? `linux:${boot}:${namespace}:${pid}` : `host:${os.hostname()}:${pid}`;
}

/**
 * Whether the process a claim names has certainly ended: named on this kernel and in this process-ID
 * namespace, and no process has its ID (a process reusing it counts as alive: its claims wait for CLAIM_MS).
 */
export function claimerIsDead(name: string): boolean {
  const match = /^linux:(.+):(\d+)$/.exec(name);
  if (!match || name !== claimerName(Number(match[2]))) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
