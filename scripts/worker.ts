/**
 * The outbox worker on its own (`npm run worker`): for deployments whose web servers run with
 * VITRINE_OUTBOX=off, or several of them. Any number may run against one database: claims skip each
 * other's rows (FOR UPDATE SKIP LOCKED). On the embedded database it shares the web server's
 * (lib/db/embedded.ts). Also purges what is past its retention, once an hour. Stops on SIGINT/SIGTERM.
 */
import { closeDb, getDb } from '../lib/db/client';
import { purgeExpired } from '../lib/dal/retention';
import { delivery } from '../lib/outbox/service';
import { startWorker } from '../lib/outbox/worker';

async function main() {
  const db = await getDb();
  const worker = startWorker({ ...delivery(db), log: (line) => console.log(line) });
  console.log(`outbox worker: delivering (${delivery(db).transport.description})`);
  const purge = async () => {
    try {
      const purged = await purgeExpired(db);
      if (purged.submissions) console.log(`retention: removed ${purged.submissions} submissions older than ${purged.months} months`);
    } catch (error) {
      console.warn(`retention: ${(error as Error).message}`);
    }
  };
  await purge();
  const timer = setInterval(purge, 60 * 60_000);
  const stop = async () => {
    clearInterval(timer);
    await worker.stop();
    await closeDb();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`outbox worker: ${(error as Error).message}`);
  process.exit(1);
});
