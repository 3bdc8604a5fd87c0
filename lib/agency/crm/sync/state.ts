/**
 * What the sync keeps beside the catalogue, in the data folder's `.crm/` (never published: the data
 * check and the deployment id read only the folder's top-level files):
 *   state.json    the last run and the last successful one (when, how long, counts, errors);
 *                 `npm run crm -- status` prints it, and `ChangeSince` of the next run comes from it
 *   media.json    what each media URL became (./media.ts)
 *   lock          the running sync's pid: one sync per data folder at a time
 *   staging/      the next catalogue while it is written and checked
 */
import fs from 'node:fs';
import path from 'node:path';
import { commandTime, COMMAND_TIME_NOTE } from '@/lib/platform/brussels-time';

export interface SyncCounts {
  properties: number;
  records: number;
  projects: number;
  new: number;
  changed: number;
  removed: number;
  /** Properties and projects held back: their last good version stays published, a new one stays out. */
  held?: number;
  mediaDownloaded: number;
  mediaReused: number;
  mediaSkipped: number;
  mediaRemoved: number;
}

export interface SyncRun {
  /** The catalogue release the run published (./release.ts), when it published one. */
  release?: string;
  startedAt: string;
  finishedAt: string;
  ms: number;
  mode: 'full' | 'incremental';
  ok: boolean;
  /** Whether the published catalogue changed (a build and deploy is due). */
  changed: boolean;
  counts?: SyncCounts;
  /** Why it failed: the CRM's error, or the data check's problems (record and field). */
  errors?: string[];
  warnings?: string[];
  /**
   * How many warnings the run had, when state.json keeps only the first WARNINGS_IN_STATE of them (the
   * rest are in a file of their own: readWarnings).
   */
  warningCount?: number;
  /** Records that failed their check and were held back, each field with its reason (lib/agency/crm/sync/run.ts). */
  held?: HeldRecord[];
}

/** A record the sync held back: the CRM's version failed its check, so the last good one stays published. */
export interface HeldRecord {
  kind: 'property' | 'project';
  id: number;
  /** The language of the record that failed; null when the record as a whole did. */
  lang: string | null;
  /** The field, a dotted path inside the record ("Price", "Pictures.0.Url"), or `language` for a missing one. */
  field: string;
  reason: string;
  /** When a run first held it back for this field (ISO): how long the agency has had to fix it in the CRM. */
  since: string;
}

export interface SyncState {
  lastRun?: SyncRun;
  lastSuccess?: SyncRun;
  /** Runs failed in a row since the last success (0 after one): the agency is told from the third (./report.ts). */
  failures?: number;
  /** When the last successful full run started (ISO): the timer reads everything again once a day (./timer.ts). */
  lastFullSuccess?: string;
}

/** A full run every this long at least: a CRM without a delete feed (Whise) shows removals only to one. */
export const FULL_EVERY_MS = 24 * 3600_000;

/** Whether the timer's next run should read everything: none succeeded in full for FULL_EVERY_MS. */
export function fullRunDue(state: SyncState, now = Date.now()): boolean {
  if (!state.lastSuccess) return true;
  const last = state.lastFullSuccess ? Date.parse(state.lastFullSuccess) : Number.NaN;
  return Number.isNaN(last) || now - last >= FULL_EVERY_MS;
}

export function crmFolder(dataDir: string): string {
  return path.join(dataDir, '.crm');
}

/**
 * The warnings state.json keeps per run. At 10,000 listings a run's mentions report is 16,000 lines (5.6 MB
 * of state.json, read by the timer every round); every one of them is kept in a file of its own instead.
 */
export const WARNINGS_IN_STATE = 50;

const warningsFile = (dataDir: string, which: 'lastRun' | 'lastSuccess') =>
  path.join(crmFolder(dataDir), which === 'lastRun' ? 'warnings-last-run.txt' : 'warnings-last-success.txt');

/** Every warning of the last run (or the last successful one), one a line, or null when none was kept. */
export function readWarnings(dataDir: string, which: 'lastRun' | 'lastSuccess'): string[] | null {
  try {
    const text = fs.readFileSync(warningsFile(dataDir, which), 'utf8');
    return text ? text.replace(/\n$/, '').split('\n') : [];
  } catch {
    return null;
  }
}

/** Writes a file whole, renamed into place: a reader never sees half of it. */
function replaceFile(file: string, text: string): void {
  fs.writeFileSync(`${file}.part`, text);
  fs.renameSync(`${file}.part`, file);
}

export function readState(dataDir: string): SyncState {
  try {
    return JSON.parse(fs.readFileSync(path.join(crmFolder(dataDir), 'state.json'), 'utf8')) as SyncState;
  } catch {
    return {};
  }
}

export function writeState(dataDir: string, run: SyncRun): SyncState {
  const state = readState(dataDir);
  const lastFullSuccess = run.ok && run.mode === 'full' ? run.startedAt : state.lastFullSuccess;
  fs.mkdirSync(crmFolder(dataDir), { recursive: true });
  const warnings = run.warnings ?? [];
  // Each warning on its own line: a line break inside one (a CRM's message) would split it.
  const lines = warnings.map((warning) => `${warning.replace(/\s*\n\s*/g, ' ')}\n`).join('');
  replaceFile(warningsFile(dataDir, 'lastRun'), lines);
  if (run.ok) replaceFile(warningsFile(dataDir, 'lastSuccess'), lines);
  const kept: SyncRun =
    warnings.length > WARNINGS_IN_STATE ? { ...run, warnings: warnings.slice(0, WARNINGS_IN_STATE), warningCount: warnings.length } : run;
  const next: SyncState = {
    lastRun: kept,
    lastSuccess: run.ok ? kept : state.lastSuccess,
    failures: run.ok ? 0 : (state.failures ?? 0) + 1,
    ...(lastFullSuccess ? { lastFullSuccess } : {}),
  };
  replaceFile(path.join(crmFolder(dataDir), 'state.json'), `${JSON.stringify(next, null, 2)}\n`);
  return next;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the data folder's sync lock, or says who holds it; a lock left by a dead process is taken over. */
export function takeLock(dataDir: string): { release(): void } | { heldBy: number } {
  fs.mkdirSync(crmFolder(dataDir), { recursive: true });
  const file = path.join(crmFolder(dataDir), 'lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      return { release: () => fs.rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(holder) && holder > 0 && alive(holder)) return { heldBy: holder };
      fs.rmSync(file, { force: true });
    }
  }
  return { heldBy: -1 };
}

/** The log's and the run's line for a record held back. */
export function describeHeld(h: HeldRecord): string {
  const lang = h.lang ? ` (${h.lang})` : '';
  return `held back: ${h.kind} ${h.id}${lang}: ${h.field}: ${h.reason} (its last good version stays published; new records stay out)`;
}

/** One line for a run: what it did, or why it failed (the reasons follow on their own lines). */
export function describeRun(run: SyncRun): string {
  const when = `${run.mode} sync at ${commandTime(new Date(run.startedAt))} ${COMMAND_TIME_NOTE}, ${(run.ms / 1000).toFixed(1)} s`;
  if (!run.ok) return `FAILED: ${when}; the published catalogue did not change`;
  const c = run.counts;
  if (!c) return `ok: ${when}`;
  return (
    `ok: ${when}: ${c.properties} properties (${c.records} records), ${c.projects} projects; ` +
    `${c.new} new, ${c.changed} changed, ${c.removed} removed${c.held ? `, ${c.held} held back` : ''}; media ${c.mediaDownloaded} fetched, ${c.mediaReused} kept, ${c.mediaSkipped} left out, ${c.mediaRemoved} removed` +
    (run.changed ? '' : '; the catalogue is unchanged')
  );
}
