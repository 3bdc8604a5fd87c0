/**
 * The outbox worker on its own (`npm run worker`): for deployments whose web servers run with
 * VITRINE_OUTBOX=off, or several of them. Any number may run against one database: claims skip each
 * other's rows (FOR UPDATE SKIP LOCKED). On the embedded database it shares the web server's
 * (lib/db/embedded.ts). Also purges what is past its retention (VITRINE_RETENTION_MONTHS), once an
 * hour, and runs the search alerts at start and every 15 minutes (lib/alerts), as the web servers' own
 * worker does. Stops on SIGINT/SIGTERM.
 */
import { closeDb, getDb } from '../lib/db/client';
import { env } from '../lib/env';
import { delivery, startOutbox } from '../lib/outbox/service';
import { errorSummary } from '../lib/error-summary';

async function main() {
  const db = await getDb();
  const worker = startOutbox(db, (line) => console.log(line));
  // The outbox's and the alerts' timers do not hold a process open (a web server's must not), and
  // while the database is down no connection does either: this one keeps the worker running until
  // it is told to stop.
  const alive = setInterval(() => undefined, 60 * 60_000);
  console.log(`outbox worker: delivering (${delivery(db).transport.description}), keeping submissions ${env().VITRINE_RETENTION_MONTHS} months`);
  const stop = async () => {
    clearInterval(alive);
    await worker.stop();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`outbox worker: ${errorSummary(error)}`);
  process.exit(1);
});
