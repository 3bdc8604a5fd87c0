/**
 * Write-behind counting: visits wait in memory and go to the database in one batch every couple of
 * seconds, so a burst of visits costs one write per batch, not one per visit. Each visit carries its
 * key (one client, property and day, hashed: lib/platform/security/secret.ts); the same key twice in a batch is
 * one visit, and the database counts a key once whichever batch or instance brings it
 * (lib/platform/dal/visits.ts, docs/decisions/0036). A crash loses at most the last interval's visits
 * (docs/decisions/0019); a database that does not answer keeps them here and they go with the next
 * flush (up to a cap).
 */
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';

/** A property's count on one day, as the owner portal reads it. */
export interface VisitRow {
  propertyId: number;
  day: string;
  count: number;
}

/** One client's visit to one property on one day, as its keyed hash. */
export interface Visit {
  key: string;
  propertyId: number;
  day: string;
}

export interface Tally {
  add(visit: Visit): void;
  /** Writes what was counted since the last flush; kept for the next one if the write fails. */
  flush(): Promise<void>;
  /** Visits not written yet. */
  pending(): number;
  stop(): Promise<void>;
}

export interface TallyOptions {
  write(visits: Visit[]): Promise<void>;
  flushMs?: number;
  /** Visits held while the database is away; more are dropped. */
  maxKeys?: number;
  log?: (line: string) => void;
}

export function createTally({
  write,
  flushMs = 2_000,
  maxKeys = 100_000,
  log = (line) => logger('stats').warn(line),
}: TallyOptions): Tally {
  let waiting = new Map<string, Visit>();
  let running: Promise<void> | null = null;
  let failing = false;

  const merge = (visits: Iterable<Visit>) => {
    for (const visit of visits) if (!waiting.has(visit.key) && waiting.size < maxKeys) waiting.set(visit.key, visit);
  };

  const flush = async () => {
    if (running) return running;
    if (!waiting.size) return;
    const batch = waiting;
    waiting = new Map();
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
    add(visit) {
      merge([visit]);
    },
    flush,
    pending: () => waiting.size,
    async stop() {
      clearInterval(timer);
      await running;
      await flush();
    },
  };
}
