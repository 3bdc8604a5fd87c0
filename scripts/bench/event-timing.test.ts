import { describe, expect, it } from 'vitest';
import { BELOW_THRESHOLD_MS, interactionBreakdowns, interactionDurations, nearestRank, summarize, type EventEntry } from './event-timing';

const entry = (
  name: string,
  interactionId: number,
  duration: number,
  startTime: number,
  processingStart = startTime,
  processingEnd = processingStart,
): EventEntry => ({
  name,
  interactionId,
  duration,
  startTime,
  processingStart,
  processingEnd,
});

describe('interactionDurations', () => {
  it('takes the longest entry of each interaction, in the order they started, and leaves out entries of none', () => {
    const entries = [
      entry('pointerdown', 7, 24, 100),
      entry('pointermove', 0, 200, 105),
      entry('click', 7, 56, 110),
      entry('pointerup', 7, 48, 110),
      entry('keyup', 12, 16, 400),
      entry('keydown', 12, 32, 390),
      entry('pointerdown', 3, 104, 50),
    ];
    expect(interactionDurations(entries)).toEqual([104, 56, 32]);
  });

  it('finds none without interaction ids', () => {
    expect(interactionDurations([entry('input', 0, 40, 1)])).toEqual([]);
  });
});

describe('interactionBreakdowns', () => {
  it('splits a tap into the wait for the main thread, its handlers and the time to the paint', () => {
    // A tap at 100: the main thread is free at 130, the handlers run until 150, the paint comes at 180.
    // Durations come rounded to 8 ms: the click ends at 184 on paper, the same paint as the pointerdown's.
    const entries = [
      entry('pointerdown', 5, 80, 100, 130, 135),
      entry('pointerup', 5, 72, 108, 136, 140),
      entry('click', 5, 80, 104, 140, 150),
    ];
    expect(interactionBreakdowns(entries)).toEqual([{ duration: 80, inputDelay: 30, processing: 20, presentation: 30 }]);
  });

  it('splits only the longer end of a swipe, whose pointerdown and pointerup are frames apart', () => {
    const entries = [entry('pointerdown', 9, 40, 100, 110, 112), entry('pointerup', 9, 64, 400, 420, 440)];
    expect(interactionBreakdowns(entries)).toEqual([{ duration: 64, inputDelay: 20, processing: 20, presentation: 24 }]);
  });
});

describe('nearestRank', () => {
  it('is the smallest value with at least p % at or below it', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200];
    expect(nearestRank(values, 50)).toBe(100);
    expect(nearestRank(values, 75)).toBe(150);
    expect(nearestRank(values, 100)).toBe(200);
    expect(nearestRank([40, 8, 24], 75)).toBe(40);
    expect(nearestRank([], 75)).toBeNaN();
  });
});

describe('summarize', () => {
  it('counts an interaction without an entry as the threshold, and says how many there were', () => {
    expect(summarize([null, 24, null, 120])).toEqual({ count: 4, p50: BELOW_THRESHOLD_MS, p75: 24, max: 120, belowThreshold: 2 });
  });
});
