/**
 * This process's page-view counter: one tally (lib/visitor/page-views/tally.ts) writing to the database, started on the
 * first beacon. Several instances each keep their own and add to the same rows; a client's view of a
 * property counts once a day, whichever instance it reaches (docs/decisions/0036).
 */
import 'server-only';
import { getDb } from '@/lib/platform/db/client';
import { countPageViews } from '@/lib/platform/dal/page-views';
import { remember } from '@/lib/platform/remember';
import { hashPageView } from '@/lib/platform/security/secret';
import { brusselsDate } from '@/lib/platform/brussels-time';
import { createTally, type Tally } from './tally';

export const PAGE_VIEW_FLUSH_MS = 2_000;

function tally(): Tally {
  return remember('page-views', () =>
    createTally({ flushMs: PAGE_VIEW_FLUSH_MS, write: async (views) => void (await countPageViews(await getDb(), views)) }),
  );
}

/** Counts a view of the client at `address` (lib/platform/security/client-address.ts), unless it was counted today. */
export function recordPageView(propertyId: number, address: string, at = new Date()): void {
  const day = brusselsDate(at);
  tally().add({ key: hashPageView(address, propertyId, day), propertyId, day });
}
