// The sync's state remembers when the last full run succeeded, and the timer reads everything again
// once that is a day old (lib/agency/crm/sync/timer.ts): a CRM without a delete feed shows removals only
// to a full run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_EVERY_MS, fullRunDue, readState, readWarnings, WARNINGS_IN_STATE, writeState, type SyncRun } from './state';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sync-state-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = (mode: SyncRun['mode'], ok: boolean, startedAt: string): SyncRun => ({
  startedAt,
  finishedAt: startedAt,
  ms: 0,
  mode,
  ok,
  changed: false,
});

describe('a full run once a day', () => {
  it('is due before any success, and a day after the last full success, not after an incremental or failed one', () => {
    expect(fullRunDue(readState(dir))).toBe(true);
    writeState(dir, run('full', true, '2026-12-01T08:00:00.000Z'));
    expect(readState(dir).lastFullSuccess).toBe('2026-12-01T08:00:00.000Z');
    const at = Date.parse('2026-12-01T08:00:00.000Z');
    expect(fullRunDue(readState(dir), at + FULL_EVERY_MS - 1)).toBe(false);

    writeState(dir, run('incremental', true, '2026-12-01T20:00:00.000Z'));
    writeState(dir, run('full', false, '2026-12-02T08:30:00.000Z'));
    expect(readState(dir).lastFullSuccess).toBe('2026-12-01T08:00:00.000Z');
    expect(fullRunDue(readState(dir), at + FULL_EVERY_MS)).toBe(true);
  });

  it('is due when a state written before this field has a success but no full one', () => {
    const state = { lastSuccess: run('incremental', true, '2026-12-02T08:00:00.000Z') };
    expect(fullRunDue(state, Date.parse('2026-12-02T09:00:00.000Z'))).toBe(true);
  });
});

describe('the warnings of a run', () => {
  it('keeps the first ones in state.json and every one in a file of its own, for the last run and the last success', () => {
    const here = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-sync-warnings-'));
    try {
      const many = Array.from({ length: 1000 }, (_, i) => `property ${i}: a mention is missing`);
      const written = writeState(here, { ...run('incremental', true, '2026-12-03T08:00:00.000Z'), warnings: [...many, 'two\nlines'] });
      expect(written.lastRun!.warnings).toHaveLength(WARNINGS_IN_STATE);
      expect(written.lastRun!.warningCount).toBe(1001);
      expect(readState(here).lastSuccess!.warnings).toEqual(many.slice(0, WARNINGS_IN_STATE));
      expect(fs.statSync(path.join(here, '.crm', 'state.json')).size).toBeLessThan(10_000);
      expect(readWarnings(here, 'lastRun')).toEqual([...many, 'two lines']);
      // A failed run with two warnings: the last run's file follows it, the last success's stays.
      writeState(here, { ...run('incremental', false, '2026-12-03T09:00:00.000Z'), warnings: ['a', 'b'] });
      expect(readWarnings(here, 'lastRun')).toEqual(['a', 'b']);
      expect(readWarnings(here, 'lastSuccess')).toHaveLength(1001);
      expect(readState(here).lastRun!.warningCount).toBeUndefined();
      writeState(here, run('incremental', true, '2026-12-03T10:00:00.000Z'));
      expect(readWarnings(here, 'lastSuccess')).toEqual([]);
    } finally {
      fs.rmSync(here, { recursive: true, force: true });
    }
  });
});
