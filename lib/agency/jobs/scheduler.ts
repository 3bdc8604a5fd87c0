/**
 * The one place that starts this process's periodic jobs: the outbox's delivery loops
 * (lib/agency/outbox/worker.ts: the mails, and the CRM's leads when CRM_URL is set), the catalogue's sync from the
 * CRM every CRM_POLL_SECONDS (lib/agency/crm/sync/timer.ts: a changed catalogue is published as a release the
 * web servers serve within seconds), the housekeeping that
 * removes what is past its retention (./housekeeping.ts), the saved searches' alerts
 * (lib/visitor/subscriptions/alerts/timer.ts) and the reminders of tomorrow's visits
 * (lib/visitor/visits/reminder-timer.ts). A web server starts them at start (instrumentation.ts) unless
 * VITRINE_OUTBOX=off; `npm run worker` starts them on their own. Any number of processes may run
 * them against one database: the outbox's claims skip each other's rows, the alerts, the reminders and
 * the deletes are safe to repeat.
 */
import 'server-only';
import type { Database } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { getDb } from '@/lib/platform/db/client';
import { delivery } from '@/lib/agency/jobs/mail-delivery';
import { crmAdapter } from '@/lib/agency/crm';
import { startLeadWorker, startWorker } from '@/lib/agency/outbox/worker';
import { rememberUnlessRejected } from '@/lib/platform/remember';
import { startAlerts } from '@/lib/visitor/subscriptions/alerts/timer';
import { startVisitReminders } from '@/lib/visitor/visits/reminder-timer';
import { startCatalogueSync } from '@/lib/agency/crm/sync/timer';
import { startHousekeeping } from './housekeeping';
import { logger } from '@/lib/platform/log';

export interface Jobs {
  /** The outbox delivers now rather than at its next poll (a submission was just stored). */
  kick(): void;
  /** Stops every job; the outbox after its current round. */
  stop(): Promise<void>;
}

/** Starts each periodic job on `db`; `log` receives their lines (the console by default). */
export function startJobs(db: Database, log?: (line: string) => void): Jobs {
  const options = log ? { log } : {};
  const outbox = startWorker({ ...delivery(db), log });
  // Without CRM_URL no lead worker: leads queued while a CRM was configured wait, pending, for one.
  const adapter = crmAdapter();
  const leads = adapter ? startLeadWorker({ db, adapter, log }) : null;
  const catalogue = startCatalogueSync(options);
  const housekeeping = startHousekeeping(db, env().VITRINE_RETENTION_MONTHS, options);
  const alerts = startAlerts(db, options);
  const reminders = startVisitReminders(db, options);
  return {
    kick: () => {
      outbox.kick();
      leads?.kick();
    },
    stop: async () => {
      catalogue?.stop();
      alerts.stop();
      reminders.stop();
      housekeeping.stop();
      await Promise.all([outbox.stop(), leads?.stop()]);
    },
  };
}

/** This process's jobs, started once (a web server unless VITRINE_OUTBOX=off). */
export function processJobs(): Promise<Jobs> {
  // Not remembered as failed: the next submission or start tries again.
  return rememberUnlessRejected('jobs', async () => startJobs(await getDb()));
}

/** A submission was stored: the outbox delivers now (when this process runs the jobs). */
export function kickOutbox(): void {
  if (env().VITRINE_OUTBOX === 'off') return;
  processJobs().then(
    (jobs) => jobs.kick(),
    (error: unknown) => logger('jobs').warn({ err: error }, 'not started'),
  );
}
