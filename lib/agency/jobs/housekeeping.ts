/**
 * Housekeeping, once at start and then every hour: removes what is past its retention
 * (lib/platform/dal/retention.ts). The scheduler (./scheduler.ts) runs it wherever it runs the jobs (each web
 * server by default, or `npm run worker`); with several, each does it and the deletes simply find less.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { purgeExpired } from '@/lib/platform/dal/retention';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';

export const HOUSEKEEPING_EVERY_MS = 60 * 60_000;

export interface Housekeeping {
  /** The round running now or the first one, for tests and commands that wait for it. */
  readonly ready: Promise<void>;
  stop(): void;
}

export function startHousekeeping(
  db: Database,
  months: number,
  { everyMs = HOUSEKEEPING_EVERY_MS, log = (line: string) => logger('housekeeping').info(line) } = {},
): Housekeeping {
  const round = async () => {
    try {
      const purged = await purgeExpired(db, months);
      if (purged.submissions || purged.searches || purged.bookings || purged.messages)
        log(
          `[retention] removed ${purged.submissions} submissions, ${purged.searches} searches, ${purged.bookings} visit bookings and ${purged.messages} mails and leads of no submission older than ${purged.months} months`,
        );
    } catch (error) {
      // The database is away: the next round tries again.
      log(`[retention] not run: ${errorSummary(error)}`);
    }
  };
  const ready = round();
  const timer = setInterval(round, everyMs);
  timer.unref?.();
  return { ready, stop: () => clearInterval(timer) };
}
