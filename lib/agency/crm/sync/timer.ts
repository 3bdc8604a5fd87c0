/**
 * The catalogue sync as the process that runs the jobs runs it when CRM_URL is set (a web server by
 * default, `npm run worker` when VITRINE_OUTBOX=off: lib/agency/jobs/scheduler.ts): at start, then
 * CRM_POLL_SECONDS after each run ends (0: never). A run that changed the catalogue publishes a release
 * (./release.ts), which every web server following the data folder serves within seconds, without a
 * build (docs/decisions/0057). Runs never overlap (and the data folder's lock keeps two processes from
 * syncing one folder at once); a failing run is logged with its reason and the next one tries again,
 * while the site serves the catalogue it has.
 */
import 'server-only';
import { crmAdapter } from '@/lib/agency/crm';
import { dataDirectory } from '@/lib/catalogue/data';
import { getDb } from '@/lib/platform/db/client';
import { env } from '@/lib/platform/env';
import { errorSummary } from '@/lib/platform/error-summary';
import { syncCatalogue } from './run';
import { hasNews, reportSync } from './report';
import { describeRun, fullRunDue, readState, type SyncRun, type SyncState } from './state';
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
  if (!adapter || env().CRM_POLL_SECONDS === 0) return null;
  const everyMs = env().CRM_POLL_SECONDS * 1000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const before = readState(dataDirectory());
      // A run that changed nothing is not worth its lines every few seconds: they are kept until the run says.
      const lines: string[] = [];
      const run = await syncCatalogue({
        dataDir: dataDirectory(),
        source: adapter.catalogue,
        // Once a day everything is read again: removals a CRM without a delete feed (Whise) does not
        // report, and changes missed. Not SweepBright's: its webhooks say deletions, and a full run there
        // fetches every estate one by one (`npm run crm -- resync` does it on demand).
        full: env().CRM_KIND !== 'sweepbright' && fullRunDue(before),
        release: true,
        listingLines: false,
        log: (line) => lines.push(line),
      });
      if (!run.ok || run.changed || run.release) {
        for (const line of lines) log(`[crm] ${line}`);
        log(`[crm] ${describeRun(run)}`);
        for (const error of run.errors ?? []) log(`[crm]   ${error}`);
      }
      await tellAgency(run, before, log);
    } catch (error) {
      log(`[crm] sync not run: ${errorSummary(error)}`);
    }
    if (stopped) return;
    // Never what holds the process open: a web server told to stop must exit, not sync on without its port.
    timer = setTimeout(() => void round(), everyMs);
    timer.unref();
  };
  void round();
  log(`[crm] syncing the catalogue every ${env().CRM_POLL_SECONDS} s`);
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
