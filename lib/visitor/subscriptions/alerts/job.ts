/**
 * The alert job (docs/decisions/0021): records the deployed catalogue in the snapshot, then mails each
 * confirmed, running search the properties that appeared or got cheaper since it was confirmed and
 * that match it, at most once a day and never the same property twice. Safe to run from any number
 * of instances at once: the snapshot is updated under a lock, and each mail is queued in the
 * transaction that claims the search's day and records what it carries.
 */
import 'server-only';
import { getSite } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { Database } from '@/lib/platform/db/client';
import { alertCandidates, queueAlert, syncSnapshot, type AlertCandidate, type SnapshotChange } from '@/lib/platform/dal/alerts';
import type { Transaction } from '@/lib/platform/dal/submissions';
import { isEnabledLanguage } from '@/lib/catalogue/routing/languages';
import type { AlertCatalogue } from './catalogue';
import { alertMail, type AlertItem } from './mail';
import { matchesCriteria } from './match';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';

/** How far back an event counts: a search changed today is not sent last month's catalogue. */
export const ALERT_WINDOW_DAYS = 30;
/** Most properties in one mail; the rest go in the next day's. */
export const MAX_PER_MAIL = 20;

export interface AlertMailReport {
  searchId: string;
  email: string;
  lang: Lang;
  properties: { id: number; lowered: boolean }[];
}

export interface AlertReport extends SnapshotChange {
  mails: AlertMailReport[];
  /** Searches whose mail failed to be written (logged); tried again next run. */
  errors: number;
}

export interface RunOptions {
  /** Reports what would be sent and changes nothing (everything runs in a transaction rolled back). */
  dryRun?: boolean;
  log?: (line: string) => void;
}

class DryRun extends Error {
  constructor(readonly report: AlertReport) {
    super('dry run');
  }
}

function groupBySearch(candidates: AlertCandidate[]): AlertCandidate[][] {
  const groups = new Map<string, AlertCandidate[]>();
  for (const candidate of candidates) {
    const group = groups.get(candidate.searchId);
    if (group) group.push(candidate);
    else groups.set(candidate.searchId, [candidate]);
  }
  return [...groups.values()];
}

/** The matching properties of one search's candidates, newest event first, as many as a mail holds. */
function matches(group: AlertCandidate[], catalogue: AlertCatalogue, lang: Lang): AlertItem[] {
  const items: AlertItem[] = [];
  for (const candidate of group) {
    const found = catalogue.find(lang, candidate.propertyId);
    if (found && matchesCriteria(candidate.criteria, found)) items.push({ property: found.property, lowered: !candidate.appeared });
    if (items.length === MAX_PER_MAIL) break;
  }
  return items;
}

async function run(db: Database | Transaction, catalogue: AlertCatalogue, log: (line: string) => void): Promise<AlertReport> {
  const change = await syncSnapshot(db, catalogue.entries);
  const report: AlertReport = { ...change, mails: [], errors: 0 };
  if (change.seeded) return report;
  const site = getSite();
  const domain = new URL(site.url).hostname;
  for (const group of groupBySearch(await alertCandidates(db, ALERT_WINDOW_DAYS))) {
    const { searchId, email } = group[0]!;
    const lang: Lang = isEnabledLanguage(site, 'site', group[0]!.lang) ? group[0]!.lang : site.defaultLanguage;
    try {
      const items = matches(group, catalogue, lang);
      if (!items.length) continue;
      const mail = await alertMail({ id: searchId, email, lang }, items, catalogue.routes);
      if (
        await queueAlert(
          db,
          searchId,
          items.map((item) => item.property.id),
          mail,
          domain,
        )
      )
        report.mails.push({ searchId, email, lang, properties: items.map((item) => ({ id: item.property.id, lowered: item.lowered })) });
    } catch (error) {
      report.errors++;
      log(`[alerts] search ${searchId}: ${errorSummary(error)}`);
    }
  }
  return report;
}

/** One run of the job against `catalogue` (the deployed one: lib/visitor/subscriptions/alerts/timer.ts). */
export async function runAlerts(
  db: Database,
  catalogue: AlertCatalogue,
  { dryRun = false, log = (line) => logger('alerts').warn(line) }: RunOptions = {},
): Promise<AlertReport> {
  if (!dryRun) return run(db, catalogue, log);
  try {
    await db.transaction(async (tx) => {
      throw new DryRun(await run(tx, catalogue, log));
    });
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
  throw new Error('unreachable');
}
