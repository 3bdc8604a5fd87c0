/**
 * Lighthouse's simulation (Lantern) multiplies each main-thread task's recorded length by the CPU
 * slowdown (4x on mobile). A task's recorded length is wall time; on a virtual machine whose page faults
 * the hypervisor serves slowly, half of it can be time the thread did not run (docs/benchmarks.md, "The
 * gate on CPU time"). `toCpuTime` rewrites a Chromium trace so that every top-level task
 * lasts its thread's CPU time (`tdur`) instead: what the task took on a host where wall and CPU time
 * agree. Events inside a task move toward its start by the same factor, so they stay nested in it; tasks
 * start when they started; a trace without thread times is left as it is. `npm run lighthouse` and its gate audit with it
 * (decision 0052, amendment 1).
 */

export interface TraceEvent {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time over the event, in µs, when the trace records thread times. */
  tdur?: number;
  args?: { name?: string };
}

export interface CpuTimeSummary {
  /** Top-level tasks on the pages' main threads (CrRendererMain): their wall time, in ms. */
  mainWallMs: number;
  /** The same tasks' CPU time, in ms. */
  mainCpuMs: number;
  /** Top-level tasks given their CPU time, on every thread. */
  tasks: number;
}

const isTask = (event: TraceEvent) =>
  event.ph === 'X' && event.name === 'RunTask' && typeof event.dur === 'number' && event.dur > 0 && typeof event.tdur === 'number';

/** Rewrites `events` in place (see above) and says what the pages' main threads' tasks took. */
export function toCpuTime(events: TraceEvent[]): CpuTimeSummary {
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    if (event.ph === 'M') continue;
    const key = `${event.pid}:${event.tid}`;
    const list = byThread.get(key) ?? [];
    if (!list.length) byThread.set(key, list);
    list.push(event);
  }
  const summary: CpuTimeSummary = { mainWallMs: 0, mainCpuMs: 0, tasks: 0 };
  for (const [thread, list] of byThread) {
    // A parent before what it contains: by start, then the longer first.
    list.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let start = 0;
    let end = -Infinity;
    let factor = 1;
    for (const event of list) {
      if (event.ts >= end && isTask(event)) {
        start = event.ts;
        end = event.ts + event.dur!;
        const cpu = Math.min(event.dur!, event.tdur!);
        factor = cpu / event.dur!;
        summary.tasks++;
        if (mainThreads.has(thread)) {
          summary.mainWallMs += event.dur! / 1000;
          summary.mainCpuMs += cpu / 1000;
        }
      }
      if (event.ts < start || event.ts >= end) continue;
      const from = event.ts;
      event.ts = start + (from - start) * factor;
      if (event.ph === 'X' && typeof event.dur === 'number') event.dur = Math.min(event.dur, end - from) * factor;
    }
  }
  return summary;
}
