/**
 * What `npm run bench:interactions` (scripts/bench/interactions.ts) makes of the Event Timing entries
 * it collects in the page: one duration per interaction, as INP counts it, and the summary of a row.
 * Pure, tested in event-timing.test.ts.
 */

/** The fields of a PerformanceEventTiming entry the bench keeps (copied out of the page as plain data). */
export interface EventEntry {
  name: string;
  interactionId: number;
  /** From the event's hardware timestamp to the next paint after its handlers, ms; Chromium rounds it to 8 ms. */
  duration: number;
  startTime: number;
  /** When the event's handlers started and ended (ms, the page's clock). */
  processingStart: number;
  processingEnd: number;
}

/**
 * Where an interaction's time went, as the web-vitals library splits INP: waiting for the main thread
 * (input delay), its event handlers (processing), and from their end to the next paint (presentation:
 * rendering, layout, paint, and what ran in between).
 */
export interface Breakdown {
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
}

/**
 * The browser reports no entry shorter than the observer's durationThreshold, and 16 ms is the least
 * it accepts: an interaction that happened without an entry took less, and is counted as this.
 */
export const BELOW_THRESHOLD_MS = 16;

/**
 * One duration per interaction: the longest of the entries sharing its interactionId (a tap's
 * pointerdown, pointerup and click; a key's keydown and keyup), which is INP's definition of an
 * interaction's latency. Entries without an interactionId (pointermove, input, ...) belong to none.
 * In the order the interactions started.
 */
export function interactionDurations(entries: readonly EventEntry[]): number[] {
  return interactionBreakdowns(entries).map((i) => i.duration);
}

/**
 * The same interactions with their time split (Breakdown), from the longest entry (the one that gives
 * the duration) and the entries handled in the same frame as it (ending at the same paint): from its
 * start to the first of their handlers, their handlers, then to that paint. The three add up to the
 * duration.
 * A drag's pointerdown and pointerup are frames apart, so only the one that counts is split.
 */
export function interactionBreakdowns(entries: readonly EventEntry[]): Breakdown[] {
  const byId = new Map<number, EventEntry[]>();
  for (const entry of entries) if (entry.interactionId) byId.set(entry.interactionId, [...(byId.get(entry.interactionId) ?? []), entry]);
  return [...byId.values()]
    .map((group) => {
      const longest = group.reduce((a, b) => (b.duration > a.duration ? b : a));
      const paint = longest.startTime + longest.duration;
      // Durations are rounded to 8 ms, so entries ending at one paint may seem up to 8 ms apart.
      const sameFrame = group.filter((e) => Math.abs(e.startTime + e.duration - paint) <= 8);
      const handlersStart = Math.min(...sameFrame.map((e) => e.processingStart));
      const inputDelay = Math.max(0, handlersStart - longest.startTime);
      const processing = Math.max(0, Math.min(paint, Math.max(...sameFrame.map((e) => e.processingEnd))) - handlersStart);
      return {
        start: Math.min(...group.map((e) => e.startTime)),
        breakdown: {
          duration: longest.duration,
          inputDelay,
          processing,
          presentation: Math.max(0, longest.duration - inputDelay - processing),
        },
      };
    })
    .sort((a, b) => a.start - b.start)
    .map((i) => i.breakdown);
}

/** The p-th percentile by nearest rank (the smallest value with at least p % of them at or below it); NaN when empty. */
export function nearestRank(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Summary {
  count: number;
  p50: number;
  p75: number;
  max: number;
  /** How many of them had no entry (counted as BELOW_THRESHOLD_MS). */
  belowThreshold: number;
}

/** A row's figures; `null` samples are interactions that had no entry (under the threshold). */
export function summarize(samples: readonly (number | null)[]): Summary {
  const values = samples.map((s) => s ?? BELOW_THRESHOLD_MS);
  return {
    count: values.length,
    p50: nearestRank(values, 50),
    p75: nearestRank(values, 75),
    max: values.length ? Math.max(...values) : NaN,
    belowThreshold: samples.filter((s) => s === null).length,
  };
}
