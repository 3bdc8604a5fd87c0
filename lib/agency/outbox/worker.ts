/**
 * The outbox workers' loop: a round of deliveries, then a pause until the next poll or until a new
 * submission kicks it. Mails and the CRM's leads each have a loop (./deliver.ts, ./crm.ts). Runs inside
 * each web server by default and alone as `npm run worker`; any number of them may run against one
 * database (claims skip each other's rows).
 */
import 'server-only';
import { deliverDue, type Delivery, type DeliveryReport } from './deliver';
import { deliverLeadsDue, LEAD_BATCH, type LeadDelivery } from './crm';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';

export interface Worker {
  /** Starts a round now (a submission was just stored). */
  kick(): void;
  /** Stops after the current round. */
  stop(): Promise<void>;
}

interface LoopOptions {
  pollMs?: number;
  batch?: number;
  log?: (line: string) => void;
  /** Names the loop in its log lines: `outbox`, `crm`. */
  name?: string;
}

/** Runs `round(batch)` until stopped: again at once while rounds come back full, else after `pollMs` or a kick. */
export function startLoop(
  round: (batch: number) => Promise<DeliveryReport>,
  { pollMs = 2_000, batch = 20, log = (line: string) => logger('outbox').warn(line), name = 'outbox' }: LoopOptions = {},
): Worker {
  let stopped = false;
  let wake: (() => void) | null = null;
  let kicked = false;
  let failing = false;

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
        const report = await round(batch);
        full = report.sent + report.retried + report.failed >= batch;
        if (failing) log(`[${name}] the database answers again`);
        failing = false;
      } catch (error) {
        // The database is down or unreachable: say so once, keep polling, nothing is lost.
        if (!failing) log(`[${name}] cannot reach the database: ${errorSummary(error)}`);
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

/** The mails' worker. */
export function startWorker(delivery: Delivery, { pollMs = 2_000, batch = 20 } = {}): Worker {
  return startLoop((limit) => deliverDue(delivery, limit), { pollMs, batch, log: delivery.log, name: 'outbox' });
}

/** The CRM leads' worker (started only when a CRM is configured). */
export function startLeadWorker(delivery: LeadDelivery, { pollMs = 2_000, batch = LEAD_BATCH } = {}): Worker {
  return startLoop((limit) => deliverLeadsDue(delivery, limit), { pollMs, batch, log: delivery.log, name: 'crm' });
}
