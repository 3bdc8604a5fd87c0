/**
 * This process's visit counter: one tally (lib/stats/tally.ts) writing to the database, started on the
 * first beacon. Several instances each keep their own and add to the same rows.
 */
import 'server-only';
import { getDb } from '@/lib/db/client';
import { addVisits } from '@/lib/dal/visits';
import { remember } from '@/lib/remember';
import { brusselsDay } from './counting';
import { createTally, type Tally } from './tally';

export const VISIT_FLUSH_MS = 2_000;

function tally(): Tally {
  return remember('stats.visits', () => createTally({ flushMs: VISIT_FLUSH_MS, write: async (rows) => addVisits(await getDb(), rows) }));
}

export function recordVisit(propertyId: number, at = new Date()): void {
  tally().add(propertyId, brusselsDay(at));
}
