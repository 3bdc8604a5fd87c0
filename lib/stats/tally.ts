/**
 * Write-behind counting: visits add up in memory per property and day and go to the database in one
 * statement every couple of seconds, so a burst of visits costs one upsert per property and day, not
 * one per visit. A crash loses at most the last interval's counts (docs/decisions/0019); a database
 * that does not answer keeps them here and they go with the next flush (up to a cap).
 */
import { errorSummary } from '@/lib/error-summary';
import { logger } from '@/lib/log';
export interface VisitRow {
  propertyId: number;
  day: string;
  count: number;
}

export interface Tally {
  add(propertyId: number, day: string): void;
  /** Writes what was counted since the last flush; kept for the next one if the write fails. */
  flush(): Promise<void>;
  /** Counts not written yet. */
  pending(): number;
  stop(): Promise<void>;
}

export interface TallyOptions {
  write(rows: VisitRow[]): Promise<void>;
  flushMs?: number;
  /** Distinct property-day pairs held while the database is away; more are dropped, and said so. */
  maxKeys?: number;
  log?: (line: string) => void;
}

export function createTally({ write, flushMs = 2_000, maxKeys = 100_000, log = (line) => logger('stats').warn(line) }: TallyOptions): Tally {
  let counts = new Map<string, VisitRow>();
  let running: Promise<void> | null = null;
  let failing = false;

  const merge = (rows: Iterable<VisitRow>) => {
    for (const row of rows) {
      const key = `${row.propertyId}|${row.day}`;
      const held = counts.get(key);
      if (held) held.count += row.count;
      else if (counts.size < maxKeys) counts.set(key, { ...row });
    }
  };

  const flush = async () => {
    if (running) return running;
    if (!counts.size) return;
    const batch = counts;
    counts = new Map();
    running = (async () => {
      try {
        await write([...batch.values()]);
        if (failing) log('[visits] the database answers again');
        failing = false;
      } catch (error) {
        if (!failing) log(`[visits] not written yet, kept for the next try: ${errorSummary(error)}`);
        failing = true;
        merge(batch.values());
      } finally {
        running = null;
      }
    })();
    return running;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref?.();

  return {
    add(propertyId, day) {
      merge([{ propertyId, day, count: 1 }]);
    },
    flush,
    pending: () => [...counts.values()].reduce((n, row) => n + row.count, 0),
    async stop() {
      clearInterval(timer);
      await running;
      await flush();
    },
  };
}
