// The sync's state remembers when the last full run succeeded, and the timer reads everything again
// once that is a day old (lib/agency/crm/sync/timer.ts): a CRM without a delete feed shows removals only
// to a full run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FULL_EVERY_MS, fullRunDue, readState, writeState, type SyncRun } from './state';

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
