/**
 * Gathers the facts the readiness decision (./readiness.ts) needs: asks the database (with a time limit
 * shorter than a health check's), reads the CRM sync's record. What failed is logged here; the answer
 * carries only each check's state.
 */
import 'server-only';
import { crmSyncState } from '@/lib/agency/crm';
import { appliedMigrations, outboxBacklog } from '@/lib/platform/dal/health';
import { expectedMigrations, getDb } from '@/lib/platform/db/client';
import { logger } from '@/lib/platform/log';
import { decideReadiness, type DatabaseFacts, type Readiness } from './readiness';

/** Below the 5 s of deploy/compose.yaml's health check, so the probe answers 503 rather than nothing. */
const DATABASE_WAIT_MS = 3_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function databaseFacts(): Promise<DatabaseFacts> {
  try {
    return await within(
      (async () => {
        const db = await getDb();
        const [applied, outbox] = await Promise.all([appliedMigrations(db), outboxBacklog(db)]);
        return { reachable: true as const, migrations: { applied, expected: expectedMigrations() }, outbox };
      })(),
      DATABASE_WAIT_MS,
    );
  } catch (error) {
    logger('ready').warn({ err: error }, 'database unreachable');
    return { reachable: false };
  }
}

export async function probeReadiness(now = new Date()): Promise<Readiness> {
  const database = await databaseFacts();
  const state = crmSyncState();
  const readiness = decideReadiness({ database, crm: state ? { lastRun: state.lastRun, lastSuccess: state.lastSuccess } : null }, now);
  if (!readiness.ready) logger('ready').warn({ checks: readiness.checks }, 'not ready');
  return readiness;
}
