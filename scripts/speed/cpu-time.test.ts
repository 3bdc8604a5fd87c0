import { describe, expect, it } from 'vitest';
import { toCpuTime, type TraceEvent } from './cpu-time';

const main = { pid: 1, tid: 10 };
const other = { pid: 1, tid: 11 };
const named: TraceEvent = { ph: 'M', name: 'thread_name', ...main, ts: 0, args: { name: 'CrRendererMain' } };
const task = (ts: number, dur: number, tdur: number | undefined, thread = main): TraceEvent => ({
  ph: 'X',
  name: 'RunTask',
  ...thread,
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
});

describe("a trace's tasks given their CPU time", () => {
  it('shortens a task to its CPU time and moves what it contains toward its start, nested as it was', () => {
    const layout: TraceEvent = { ph: 'X', name: 'Layout', ...main, ts: 1_050, dur: 40_000 };
    const paint: TraceEvent = { ph: 'I', name: 'firstContentfulPaint', ...main, ts: 81_000 };
    const events = [named, task(1_000, 100_000, 40_000), layout, paint];
    const summary = toCpuTime(events);
    expect(events[1]).toMatchObject({ ts: 1_000, dur: 40_000 });
    expect(layout.ts).toBeCloseTo(1_020);
    expect(layout.dur).toBeCloseTo(16_000);
    expect(paint.ts).toBeCloseTo(33_000);
    expect(summary).toEqual({ mainWallMs: 100, mainCpuMs: 40, tasks: 1 });
  });

  it('leaves a task without thread time, and what follows a task, where they were', () => {
    const after: TraceEvent = { ph: 'X', name: 'Layout', ...main, ts: 200_000, dur: 5_000 };
    const untimed = task(300_000, 80_000, undefined);
    const events = [named, task(0, 100_000, 50_000), after, untimed];
    toCpuTime(events);
    expect(after).toMatchObject({ ts: 200_000, dur: 5_000 });
    expect(untimed).toMatchObject({ ts: 300_000, dur: 80_000 });
  });

  it('counts a task nested in another once, scaled by the outer one', () => {
    const inner = task(10_000, 20_000, 20_000);
    const events = [named, task(0, 100_000, 50_000), inner];
    const summary = toCpuTime(events);
    expect(inner.ts).toBeCloseTo(5_000);
    expect(inner.dur).toBeCloseTo(10_000);
    expect(summary.tasks).toBe(1);
  });

  it("rewrites every thread's tasks but sums only the pages' main threads", () => {
    const elsewhere = task(0, 10_000, 2_000, other);
    const summary = toCpuTime([named, task(0, 10_000, 10_000), elsewhere]);
    expect(elsewhere.dur).toBe(2_000);
    expect(summary).toEqual({ mainWallMs: 10, mainCpuMs: 10, tasks: 2 });
  });

  it('never lengthens a task whose recorded CPU time exceeds its wall time', () => {
    const events = [named, task(0, 10_000, 12_000)];
    expect(toCpuTime(events)).toEqual({ mainWallMs: 10, mainCpuMs: 10, tasks: 1 });
    expect(events[1]!.dur).toBe(10_000);
  });
});
