/**
 * What a catalogue sync tells the agency (lib/agency/notices), once per problem: a sync that keeps
 * failing (from the third failed run in a row: one failure is a CRM's bad minute, and the next run tries
 * again), and each record held back, by record and field. A successful run resolves the first; a record
 * no longer held resolves its notice, so that it is told again if it comes back.
 */
import 'server-only';
import { notify, resolve } from '@/lib/agency/notices';
import type { Database } from '@/lib/platform/db/client';
import { describeHeld, type HeldRecord, type SyncRun, type SyncState } from './state';

/** Failed runs in a row before the agency is told. */
export const FAILURES_TOLD = 3;

const heldKey = (h: HeldRecord) => `crm-held:${h.kind}:${h.id}:${h.lang ?? ''}:${h.field}`;

/**
 * Whether a run has anything to tell or resolve, from the state before it: most runs have not, and then
 * no database is opened (`npm run crm -- sync` from a cron job has none open).
 */
export function hasNews(run: SyncRun, before: SyncState): boolean {
  const failures = run.ok ? 0 : (before.failures ?? 0) + 1;
  if (!run.ok) return failures >= FAILURES_TOLD;
  const wasTold = (before.failures ?? 0) >= FAILURES_TOLD;
  return wasTold || Boolean(run.held?.length) || Boolean(before.lastRun?.held?.length) || Boolean(before.lastSuccess?.held?.length);
}

/** Tells the agency what this run's outcome calls for, and resolves what it ended. Returns the notices told now. */
export async function reportSync(db: Database, run: SyncRun, state: SyncState): Promise<number> {
  let told = 0;
  if (!run.ok) {
    if ((state.failures ?? 0) >= FAILURES_TOLD)
      told += await notify(db, 'crm-sync-failing', [
        { key: 'crm-sync-failing', detail: (run.errors ?? ['the sync failed']).slice(0, 5).join('\n') },
      ]);
    // A failed run says nothing of the records: their notices stay as they are.
    return told;
  }
  await resolve(db, 'crm-sync-failing');
  const held = (run.held ?? []).map((h) => ({ key: heldKey(h), detail: describeHeld(h) }));
  told += await notify(db, 'crm-held', held);
  await resolve(
    db,
    'crm-held',
    held.map((h) => h.key),
  );
  return told;
}
