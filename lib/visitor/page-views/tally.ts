/**
 * Write-behind counting: page views wait in memory and go to the database in one batch every couple of
 * seconds, so a burst of views costs one write per batch, not one per view. Each view carries its
 * key (one client, property and day, hashed: lib/platform/security/secret.ts); the same key twice in a batch is
 * one view, and the database counts a key once whichever batch or instance brings it
 * (lib/platform/dal/page-views.ts, docs/decisions/0036). A crash loses at most the last interval's views
 * (docs/decisions/0019); a database that does not answer keeps them here and they go with the next
 * flush (up to a cap).
 */
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';
import type { PageView } from '@/lib/platform/dal/page-views';

export interface Tally {
  add(view: PageView): void;
  /** Writes what was counted since the last flush; kept for the next one if the write fails. */
  flush(): Promise<void>;
  /** Page views not written yet. */
  pending(): number;
  stop(): Promise<void>;
}

export interface TallyOptions {
  write(views: PageView[]): Promise<void>;
  flushMs?: number;
  /** Page views held while the database is away; more are dropped. */
  maxKeys?: number;
  log?: (line: string) => void;
}

export function createTally({
  write,
  flushMs = 2_000,
  maxKeys = 100_000,
  log = (line) => logger('page-views').warn(line),
}: TallyOptions): Tally {
  let waiting = new Map<string, PageView>();
  let running: Promise<void> | null = null;
  let failing = false;

  const merge = (views: Iterable<PageView>) => {
    for (const view of views) if (!waiting.has(view.key) && waiting.size < maxKeys) waiting.set(view.key, view);
  };

  const flush = async () => {
    if (running) return running;
    if (!waiting.size) return;
    const batch = waiting;
    waiting = new Map();
    running = (async () => {
      try {
        await write([...batch.values()]);
        if (failing) log('[page views] the database answers again');
        failing = false;
      } catch (error) {
        if (!failing) log(`[page views] not written yet, kept for the next try: ${errorSummary(error)}`);
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
    add(view) {
      merge([view]);
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
