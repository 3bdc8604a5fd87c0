/**
 * Processes for `npm run bench`: commands run in their own process group with their memory sampled,
 * and the resident memory and CPU time of a process tree read from /proc (Linux only; elsewhere null).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface TreeMemory {
  /** Sum of the resident sets of the process and all its descendants, MiB. */
  totalMiB: number;
  /** The largest single resident set in the tree, MiB, and that process's command line. */
  largestMiB: number;
  largestCommand: string;
}

export interface ProcInfo {
  /** proc(5)'s state: R running, S sleeping, Z ended and not yet reaped by its parent, ... */
  state: string;
  ppid: number;
  rssKiB: number;
  /** User + system time, clock ticks. */
  cpuTicks: number;
  command: string;
}

function readProc(pid: string): ProcInfo | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state, ppid, ..., utime and stime are the 12th and 13th fields (proc(5)).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
    return {
      state: fields[0]!,
      ppid: Number(fields[1]),
      rssKiB: rss ? Number(rss[1]) : 0,
      cpuTicks: Number(fields[11]) + Number(fields[12]),
      command,
    };
  } catch {
    return null; // ended meanwhile, or a kernel thread
  }
}

/** Every process /proc shows now, by pid; null without /proc. */
export function allProcesses(): Map<number, ProcInfo> | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const all = new Map<number, ProcInfo>();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const info = readProc(pid);
    if (info) all.set(Number(pid), info);
  }
  return all;
}

/** `rootPid` and every process below it, as /proc shows them now; null without /proc. */
function processTree(rootPid: number): ProcInfo[] | null {
  const all = allProcesses();
  if (!all) return null;
  return [...treePids(all, rootPid)].flatMap((pid) => all.get(pid) ?? []);
}

/** The pids of `rootPid` and every process below it among `all`. */
export function treePids(all: ReadonlyMap<number, ProcInfo>, rootPid: number): Set<number> {
  const inTree = new Set([rootPid]);
  // Parents are not always listed before their children: repeat until nothing is added.
  for (let grown = true; grown;) {
    grown = false;
    for (const [pid, info] of all)
      if (!inTree.has(pid) && inTree.has(info.ppid)) {
        inTree.add(pid);
        grown = true;
      }
  }
  return inTree;
}

/** The resident memory of `rootPid` and every process below it, or null without /proc. */
export function treeMemory(rootPid: number): TreeMemory | null {
  const tree = processTree(rootPid);
  if (!tree) return null;
  let total = 0;
  let largest = { rssKiB: 0, command: '' };
  for (const info of tree) {
    total += info.rssKiB;
    if (info.rssKiB > largest.rssKiB) largest = info;
  }
  return { totalMiB: total / 1024, largestMiB: largest.rssKiB / 1024, largestCommand: largest.command };
}

let clockTicks: number | undefined;

/** The kernel's clock ticks per second, in which /proc counts CPU time. */
export function ticksPerSecond(): number {
  clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return clockTicks;
}

/**
 * User + system CPU seconds used so far by the processes now in `rootPid`'s tree, or null without
 * /proc. The difference of two readings is what the tree did between them (as long as no process in
 * it ended meanwhile, which a running server's do not).
 */
export function treeCpuSeconds(rootPid: number): number | null {
  const tree = processTree(rootPid);
  if (!tree) return null;
  return tree.reduce((sum, info) => sum + info.cpuTicks, 0) / ticksPerSecond();
}

/** Samples a process tree's memory until stopped; keeps the peak of the sum and of the largest process. */
export function memorySampler(rootPid: number, everyMs = 200) {
  const peak: TreeMemory = { totalMiB: 0, largestMiB: 0, largestCommand: '' };
  let available = true;
  const sample = () => {
    const now = treeMemory(rootPid);
    if (!now) {
      available = false;
      return;
    }
    peak.totalMiB = Math.max(peak.totalMiB, now.totalMiB);
    if (now.largestMiB > peak.largestMiB) Object.assign(peak, { largestMiB: now.largestMiB, largestCommand: now.largestCommand });
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): TreeMemory | null {
      clearInterval(timer);
      return available ? peak : null;
    },
  };
}

export interface MeasuredRun {
  seconds: number;
  /** User + system CPU seconds of the whole tree (GNU time), less disturbed than wall time by other load; null without /usr/bin/time. */
  cpuSeconds: number | null;
  peak: TreeMemory | null;
}

const GNU_TIME = '/usr/bin/time';

/**
 * Runs a command to its end in its own process group, output appended to `logFile`, timing it and
 * sampling its process tree's memory. Rejects when it fails, naming the log.
 */
export function runMeasured(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<MeasuredRun> {
  const log = fs.openSync(options.logFile, 'a');
  fs.writeSync(log, `\n$ ${command} ${args.join(' ')}\n`);
  const started = performance.now();
  // GNU time waits for the command, and each process in the tree for its children, so its user and
  // system times cover the whole tree.
  const timeFile = `${options.logFile}.time`;
  const timed = fs.existsSync(GNU_TIME);
  const [program, programArgs] = timed ? [GNU_TIME, ['-o', timeFile, '-f', '%U %S', command, ...args]] : [command, args];
  const child = track(spawn(program, programArgs, { cwd: options.cwd, env: options.env, detached: true, stdio: ['ignore', log, log] }));
  const sampler = memorySampler(child.pid!);
  const cpu = () => {
    if (!timed) return null;
    const [user, system] = fs.readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number);
    fs.rmSync(timeFile, { force: true });
    return user! + system!;
  };
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      const peak = sampler.stop();
      fs.closeSync(log);
      if (code === 0) resolve({ seconds: (performance.now() - started) / 1000, cpuSeconds: cpu(), peak });
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}); see ${options.logFile}`));
    });
  });
}

/** Every process group started here and still running, so that an interrupted bench leaves none behind. */
const running = new Set<ChildProcess>();

/** Remembers a child started with `detached: true` until it ends (stopAll stops what is left). */
export function track(child: ChildProcess): ChildProcess {
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

export function stopAll() {
  for (const child of running) stopGroup(child);
}

/** Stops a process started with `detached: true`, and everything in its group. */
export function stopGroup(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
