/**
 * The outbox worker's loop: a round of deliveries, then a pause until the next poll or until a new
 * submission kicks it. Runs inside each web server by default and alone as `npm run worker`; any
 * number of them may run against one database (claims skip each other's rows).
 */
import 'server-only';
import { deliverDue, type Delivery } from './deliver';
import { errorSummary } from '@/lib/error-summary';

export interface Worker {
  /** Starts a round now (a submission was just stored). */
  kick(): void;
  /** Stops after the current round. */
  stop(): Promise<void>;
}

export function startWorker(delivery: Delivery, { pollMs = 2_000, batch = 20 } = {}): Worker {
  let stopped = false;
  let wake: (() => void) | null = null;
  let kicked = false;
  let failing = false;
  const log = delivery.log ?? ((line: string) => console.warn(line));

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (kicked || stopped) return resolve();
      const timer = setTimeout(done, ms);
      timer.unref?.();
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!stopped) {
      kicked = false;
      let full = false;
      try {
        const report = await deliverDue(delivery, batch);
        full = report.sent + report.retried + report.failed === batch;
        if (failing) log('[outbox] the database answers again');
        failing = false;
      } catch (error) {
        // The database is down or unreachable: say so once, keep polling, nothing is lost.
        if (!failing) log(`[outbox] cannot reach the database: ${errorSummary(error)}`);
        failing = true;
      }
      if (!full) await pause(pollMs);
    }
  })();

  return {
    kick() {
      kicked = true;
      wake?.();
    },
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
