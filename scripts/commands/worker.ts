/**
 * The periodic jobs on their own (`npm run worker`), started by the scheduler (lib/agency/jobs/scheduler.ts):
 * the outbox's delivery, the purge of what is past its retention (VITRINE_RETENTION_MONTHS) once an
 * hour, and the saved searches' alerts at start and every 15 minutes, as a web server runs them
 * itself unless VITRINE_OUTBOX=off. Any number may run against one database: the outbox's claims skip
 * each other's rows (FOR UPDATE SKIP LOCKED). On the embedded database it shares the web server's
 * (lib/platform/db/embedded.ts). With CRM_URL set it also syncs the catalogue from the CRM every CRM_POLL_SECONDS
 * and publishes a release when it changed (lib/agency/crm/sync/timer.ts); with VITRINE_DATA_SEED it first
 * seeds its data folder from the image's (lib/agency/crm/sync/seed.ts: several instances, docs/deployment.md).
 * Stops on SIGINT/SIGTERM.
 */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { env } from '../../lib/platform/env';
import { startJobs } from '../../lib/agency/jobs/scheduler';
import { delivery } from '../../lib/agency/jobs/mail-delivery';
import { logger } from '../../lib/platform/log';
import { dataDirectory } from '../../lib/catalogue/data';
import { seedDataFolder } from '../../lib/agency/crm/sync/seed';

const log = logger('worker');

async function main() {
  const seed = env().VITRINE_DATA_SEED;
  if (seed) log.info({ from: seed, to: dataDirectory(), copied: seedDataFolder(seed, dataDirectory()) }, 'data folder seeded');
  const db = await getDb();
  const jobs = startJobs(db, (line) => log.info(line));
  // The jobs' timers do not hold a process open (a web server's must not), and
  // while the database is down no connection does either: this one keeps the worker running until
  // it is told to stop.
  const alive = setInterval(() => undefined, 60 * 60_000);
  const stop = async () => {
    clearInterval(alive);
    await jobs.stop();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // Said once the signals are handled: a supervisor (or a test) that stops the worker as soon as it
  // reads this line gets a clean stop, not a kill.
  log.info({ transport: delivery(db).transport.description, retentionMonths: env().VITRINE_RETENTION_MONTHS }, 'delivering');
}

main().catch((error: unknown) => {
  log.fatal({ err: error }, 'stopped');
  process.exit(1);
});
