/**
 * The catalogue sync as `npm run worker` runs it when CRM_URL is set: at start, then every
 * CRM_SYNC_MINUTES (0: never), each run publishing when the catalogue changed (./publish.ts). Never in a web
 * server: a build does not belong in the process that serves. Runs never overlap (and the data
 * folder's lock keeps two workers from syncing one folder at once); a failing run is logged with its
 * reason and the next one tries again, while the site serves the catalogue it has.
 */
import 'server-only';
import { crmAdapter } from '@/lib/agency/crm';
import { dataDirectory } from '@/lib/catalogue/data';
import { getDb } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { errorSummary } from '@/lib/platform/error-summary';
import { publish } from './publish';
import { syncCatalogue } from './run';
import { hasNews, reportSync } from './report';
import { describeRun, readState, type SyncRun, type SyncState } from './state';
import { logger } from '@/lib/platform/log';

/**
 * The agency hears of a sync that keeps failing and of records held back (./report.ts); never stops the
 * sync. `before` is the data folder's state before the run.
 */
export async function tellAgency(run: SyncRun, before: SyncState, log: (line: string) => void): Promise<void> {
  if (!hasNews(run, before)) return;
  try {
    await reportSync(await getDb(), run, readState(dataDirectory()));
  } catch (error) {
    log(`[crm] the agency could not be told: ${errorSummary(error)}`);
  }
}

export interface SyncSchedule {
  stop(): void;
}

export function startCatalogueSync({ log = (line: string) => logger('crm').info(line) } = {}): SyncSchedule | null {
  const adapter = crmAdapter();
  if (!adapter || env().CRM_SYNC_MINUTES === 0) return null;
  const everyMs = env().CRM_SYNC_MINUTES * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const before = readState(dataDirectory());
      const run = await syncCatalogue({ dataDir: dataDirectory(), source: adapter.catalogue, log: (line) => log(`[crm] ${line}`) });
      log(`[crm] ${describeRun(run)}`);
      for (const error of run.errors ?? []) log(`[crm]   ${error}`);
      await tellAgency(run, before, log);
      if (run.ok && run.changed && !stopped) {
        const published = await publish({ log: (line) => log(`[crm] ${line}`) });
        log(`[crm] publish: ${published.message}`);
      }
    } catch (error) {
      log(`[crm] sync not run: ${errorSummary(error)}`);
    }
    if (stopped) return;
    timer = setTimeout(() => void round(), everyMs);
  };
  void round();
  log(`[crm] syncing the catalogue every ${env().CRM_SYNC_MINUTES} minutes`);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
