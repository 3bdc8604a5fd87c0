/**
 * What else the machine is doing while Lighthouse measures (scripts/speed/lighthouse.ts): the CPU time
 * of every process outside this one's tree (this process, the site's server, the bare page's, Lighthouse
 * and its Chromium are all in it), and the time the hypervisor gave the machine's cores to someone else
 * (steal, from /proc/stat). Lighthouse's simulated throttling multiplies what the main thread took by
 * four, so a busy core shows up as total blocking time the page does not have. Linux only: elsewhere
 * the samples are null and the gate just measures.
 */
import fs from 'node:fs';
import os from 'node:os';
import { allProcesses, ticksPerSecond, treePids } from '../bench/proc';

export interface MachineSample {
  at: number;
  /** CPU ticks so far of each process outside our tree, with its command. */
  others: Map<number, { ticks: number; command: string }>;
  /** Steal ticks so far, all cores together. */
  steal: number;
}

export interface Busy {
  seconds: number;
  /** Cores' worth of CPU the other processes used over the window (1 = one core all the time). */
  othersCores: number;
  /** Cores' worth of time the hypervisor took (steal). */
  stealCores: number;
  /** The busiest other commands, "command: cores", most first. */
  top: string[];
}

function stealTicks(): number {
  // cpu  user nice system idle iowait irq softirq steal ...
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  return Number(fields[8] ?? 0);
}

export function sampleMachine(): MachineSample | null {
  const all = allProcesses();
  if (!all) return null;
  const ours = treePids(all, process.pid);
  const others = new Map<number, { ticks: number; command: string }>();
  // A process that has ended but not been reaped (a zombie) is left out: its ticks are its whole life's,
  // and Chromium's processes end that way each time Lighthouse closes it, handed to init, which reaps them
  // some seconds later. Counted, they showed as `pid N` taking 0.3-0.5 of a core in a run of ours.
  for (const [pid, info] of all)
    if (!ours.has(pid) && info.state !== 'Z') others.set(pid, { ticks: info.cpuTicks, command: info.command || `pid ${pid}` });
  return { at: performance.now(), others, steal: stealTicks() };
}

/**
 * What the others did between two samples. A process that started in between counts whole; one that
 * ended in between is missed (its last ticks are not in `to`).
 */
export function busyBetween(from: MachineSample, to: MachineSample): Busy {
  const seconds = (to.at - from.at) / 1000;
  const tick = ticksPerSecond();
  const byCommand = new Map<string, number>();
  let others = 0;
  for (const [pid, now] of to.others) {
    const used = now.ticks - (from.others.get(pid)?.ticks ?? 0);
    if (used <= 0) continue;
    others += used;
    const name = now.command.split(' ').slice(0, 2).join(' ').slice(0, 60);
    byCommand.set(name, (byCommand.get(name) ?? 0) + used);
  }
  const cores = (ticks: number) => (seconds > 0 ? ticks / tick / seconds : 0);
  return {
    seconds,
    othersCores: cores(others),
    stealCores: cores(to.steal - from.steal),
    top: [...byCommand]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .filter(([, ticks]) => cores(ticks) >= 0.02)
      .map(([command, ticks]) => `${command}: ${cores(ticks).toFixed(2)}`),
  };
}

export const describeBusy = (busy: Busy) =>
  `others ${busy.othersCores.toFixed(2)} of ${os.cpus().length} cores, steal ${busy.stealCores.toFixed(2)}${busy.top.length ? ` (${busy.top.join('; ')})` : ''}`;

/**
 * Waits until the other processes and the hypervisor together leave the machine nearly idle (under
 * `threshold` cores over a 2 s window), at most `maxSeconds`; returns the last window and the wait.
 * What ran before (a suite's servers, browsers and builds) often needs a few seconds to end.
 */
export async function waitForQuiet(threshold = 0.15, maxSeconds = 60): Promise<{ busy: Busy | null; waited: number }> {
  const started = performance.now();
  for (;;) {
    const from = sampleMachine();
    if (!from) return { busy: null, waited: 0 };
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const busy = busyBetween(from, sampleMachine()!);
    const waited = (performance.now() - started) / 1000;
    if (busy.othersCores + busy.stealCores < threshold || waited >= maxSeconds) return { busy, waited };
  }
}
