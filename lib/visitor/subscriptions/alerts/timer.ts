/**
 * The alert job as the outbox's worker runs it (each web server unless VITRINE_OUTBOX=off, or `npm run
 * worker`): once at start, which is right after a deployment, then every 15 minutes, so a match held
 * back by the one-a-day rule goes out soon after its day is over. A failing run (the database away)
 * is said once, tried again every minute, and never stops the worker.
 */
import 'server-only';
import { getStore } from '@/lib/catalogue/data';
import type { Database } from '@/lib/platform/db/client';
import { alertCatalogue, type AlertCatalogue } from './catalogue';
import { runAlerts, type AlertReport } from './job';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';

export const ALERTS_EVERY_MS = 15 * 60_000;
export const ALERTS_RETRY_MS = 60_000;

/** The catalogue this process serves, read once (lib/catalogue/data/store.ts). */
export const deployedCatalogue = (): AlertCatalogue => alertCatalogue(getStore());

export interface AlertSchedule {
  /** The first run (at start), for tests and commands that wait for it. */
  readonly ready: Promise<void>;
  stop(): void;
}

export function describeReport(report: AlertReport): string {
  if (report.seeded) return '[alerts] first run: the catalogue is recorded, nothing is sent';
  return `[alerts] ${report.appeared} new and ${report.lowered} cheaper properties; ${report.mails.length} mails queued${report.errors ? `, ${report.errors} searches failed` : ''}`;
}

export function startAlerts(
  db: Database,
  {
    everyMs = ALERTS_EVERY_MS,
    retryMs = ALERTS_RETRY_MS,
    log = (line: string) => logger('alerts').info(line),
    catalogue = deployedCatalogue,
  } = {},
): AlertSchedule {
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    let next = everyMs;
    try {
      const report = await runAlerts(db, catalogue(), { log });
      if (report.seeded || report.appeared || report.lowered || report.mails.length || report.errors) log(describeReport(report));
      else if (failing) log('[alerts] running again');
      failing = false;
    } catch (error) {
      if (!failing) log(`[alerts] not run: ${errorSummary(error)}; trying again every ${retryMs / 1000} s`);
      failing = true;
      next = retryMs;
    }
    if (stopped) return;
    timer = setTimeout(() => void round(), next);
    timer.unref?.();
  };
  const ready = round();
  return {
    ready,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
