/**
 * This process's visit counter: one tally (lib/visitor/page-views/tally.ts) writing to the database, started on the
 * first beacon. Several instances each keep their own and add to the same rows; a client's visit to a
 * property counts once a day, whichever instance it reaches (docs/decisions/0036).
 */
import 'server-only';
import { getDb } from '@/lib/platform/db/client';
import { countVisits } from '@/lib/platform/dal/visits';
import { remember } from '@/lib/platform/remember';
import { hashVisit } from '@/lib/platform/security/secret';
import { brusselsDate } from '@/lib/platform/brussels-time';
import { createTally, type Tally } from './tally';

export const VISIT_FLUSH_MS = 2_000;

function tally(): Tally {
  return remember('stats.visits', () =>
    createTally({ flushMs: VISIT_FLUSH_MS, write: async (visits) => void (await countVisits(await getDb(), visits)) }),
  );
}

/** Counts a visit of the client at `address` (lib/platform/security/client-address.ts), unless it was counted today. */
export function recordVisit(propertyId: number, address: string, at = new Date()): void {
  const day = brusselsDate(at);
  tally().add({ key: hashVisit(address, propertyId, day), propertyId, day });
}
