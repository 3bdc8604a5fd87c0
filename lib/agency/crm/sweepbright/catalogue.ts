/**
 * SweepBright's catalogue as a CatalogueSource (lib/agency/crm/adapter.ts). SweepBright has no list call
 * in any public source: a site learns of an estate by its webhook (`estate-added`, `estate-updated`,
 * `estate-deleted`), queued by app/api/crm/sweepbright/route.ts, and reads it with `GET estates/{id}`.
 *
 * A sync run claims the queued calls once (a burst for one estate is already one row), when its first
 * language is walked: an incremental run fetches the estates they name; a full run fetches every estate
 * the id map knows as well. Each estate is fetched once per run, a few at a time and a page at a time,
 * while the sync walks the first language: the sync fetches a page's pictures before it asks for the
 * next page, so every signed picture URL is used minutes after SweepBright signed it. The later
 * languages are the same estates (kept as they came, in memory: an agency's catalogue is hundreds) with
 * the same URLs, which the sync fetched once already in this run.
 *
 * Removed: a deleted estate, one answered 404 (gone, or no longer published) and one whose status takes
 * it off the website (`deletedPropertyIds()`). After a successful run (`commit`) the claimed calls are
 * done and SweepBright is told the public URL of each estate newly published (queued in the outbox,
 * delivered with the leads' retries); after any other outcome (`abort`) they go back to the queue with
 * the reason, for the next run, and are given up after MAX_ATTEMPTS runs.
 *
 * Projects are not read: SweepBright's projects are estates whose units are listed inside them, and
 * neither source shows how a unit's own webhook relates to its project's; a project estate is skipped.
 */
import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Database } from '@/lib/platform/db/client';
import {
  allCrmIds,
  claimWebhookEvents,
  crmIdsFor,
  finishWebhookEvents,
  queueCrmCall,
  releaseWebhookEvents,
  type WebhookEventRow,
} from '@/lib/platform/dal/crm-webhooks';
import type { CatalogueQuery, CatalogueSource, CrmRecord } from '../adapter';
import type { SweepBrightSession } from './auth';
import { estateUuid, fromEstate, isProject, isPublished } from './mapping';
import { estateUrlLead } from './leads';
import { SweepBrightHttpError } from './wire';

export const CRM = 'sweepbright';
/** Estates fetched at once. */
export const CONCURRENCY = 4;
/** Estates per page handed to the sync. */
export const PAGE_SIZE = 10;
/** How long a run holds its claimed calls before another may take them (a run that died). */
export const LEASE_MS = 60 * 60_000;
/** Runs a call is tried in before it is kept as failed. */
export const MAX_ATTEMPTS = 20;

export interface CatalogueOptions {
  db: () => Promise<Database>;
  /** The site's address, for the public URL SweepBright is told; null tells it nothing. */
  siteUrl: string | null;
  log?: (line: string) => void;
  concurrency?: number;
  pageSize?: number;
}

/** What one sync run took and found. */
interface Run {
  claim: string;
  /** The languages already walked: a language walked twice is a new run. */
  walked: Set<string>;
  /** The estates to read, ours and theirs, in order. */
  targets: { id: number; uuid: string }[];
  /** Read estates, as they came, by our id (published ones only). */
  estates: Map<number, unknown>;
  createdAt: Map<number, Date>;
  /** Our ids to remove: deleted, 404, withdrawn. */
  removed: Set<number>;
  /** Whether the first walk fetched everything. */
  fetched: boolean;
}

/**
 * The estates a run's calls name, one per estate: a deletion wins over an update; otherwise the latest
 * call (a queue row handed back by a failed run may sit beside a newer one).
 */
export function coalesce(rows: readonly WebhookEventRow[]): Map<string, WebhookEventRow['event']> {
  const byEstate = new Map<string, WebhookEventRow['event']>();
  for (const row of [...rows].sort((a, b) => a.receivedAt.getTime() - b.receivedAt.getTime())) {
    const before = byEstate.get(row.estateId);
    byEstate.set(row.estateId, before === 'estate-deleted' && row.event === 'estate-updated' ? before : row.event);
  }
  return byEstate;
}

/** At most `n` of `items` at once through `run`, results in order. */
async function mapLimited<T, R>(items: readonly T[], n: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, items.length) }, worker));
  return results;
}

/** The public address SweepBright is told: the site's neutral route, which leads to the page in the visitor's language. */
export const publicUrl = (siteUrl: string, id: number) => `${siteUrl.replace(/\/+$/, '')}/property/${id}/`;

export interface SweepBrightCatalogue extends CatalogueSource {
  commit(outcome?: { held?: readonly number[] }): Promise<void>;
  abort(): Promise<void>;
}

export function sweepbrightCatalogue(session: SweepBrightSession, options: CatalogueOptions): SweepBrightCatalogue {
  const log = options.log ?? (() => {});
  const concurrency = options.concurrency ?? CONCURRENCY;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  let run: Run | null = null;

  async function start(full: boolean): Promise<Run> {
    const db = await options.db();
    const claim = randomUUID();
    const rows = await claimWebhookEvents(db, CRM, claim, LEASE_MS);
    const calls = coalesce(rows);
    const ids = await crmIdsFor(db, CRM, [...calls.keys()]);
    const known = full ? await allCrmIds(db, CRM) : [];
    const createdAt = new Map(known.map((row) => [row.id, row.createdAt]));
    const removed = new Set<number>();
    const targets: Run['targets'] = [];
    const queued = new Set<string>();
    for (const [uuid, event] of calls) {
      const id = ids.get(uuid)!;
      if (event === 'estate-deleted') removed.add(id);
      else {
        targets.push({ id, uuid });
        queued.add(uuid);
      }
    }
    // A full run reads every estate it was ever told of, but the deleted.
    for (const row of known) if (!queued.has(row.externalId) && !removed.has(row.id)) targets.push({ id: row.id, uuid: row.externalId });
    if (!full || targets.some((t) => !createdAt.has(t.id))) {
      const all = await allCrmIds(db, CRM);
      for (const row of all) createdAt.set(row.id, row.createdAt);
    }
    log(`sweepbright: ${rows.length} webhook calls claimed, ${targets.length} estates to read, ${removed.size} deleted`);
    return { claim, walked: new Set(), targets, estates: new Map(), createdAt, removed, fetched: false };
  }

  /** The estate, or null when SweepBright answers 404 (gone, or not published). */
  async function fetchEstate(uuid: string): Promise<unknown> {
    try {
      return await session.call('GET', `estates/${encodeURIComponent(uuid)}`, null, { name: 'estates/{id}' });
    } catch (error) {
      if (error instanceof SweepBrightHttpError && error.status === 404) return null;
      throw error;
    }
  }

  function records(current: Run, ids: readonly number[], query: CatalogueQuery): CrmRecord[] {
    const page: CrmRecord[] = [];
    for (const id of ids) {
      const estate = current.estates.get(id);
      if (estate === undefined) continue;
      page.push(
        fromEstate(estate, id, current.createdAt.get(id) ?? new Date(), {
          lang: query.lang,
          marquee: query.marquee,
          mapping: query.mapping,
        }),
      );
    }
    return page;
  }

  const source: SweepBrightCatalogue = {
    crm: CRM,
    origin: new URL(session.connection.url).origin,
    async *properties(query) {
      if (run && run.walked.has(query.lang)) await source.abort();
      run ??= await start(query.changedSince === null);
      const current = run;
      current.walked.add(query.lang);
      if (!current.fetched) {
        for (let at = 0; at < current.targets.length; at += pageSize) {
          const chunk = current.targets.slice(at, at + pageSize);
          const estates = await mapLimited(chunk, concurrency, (target) => fetchEstate(target.uuid));
          const ids: number[] = [];
          for (const [index, estate] of estates.entries()) {
            const { id, uuid } = chunk[index]!;
            if (estate === null || isProject(estate) || !isPublished(estate) || estateUuid(estate) !== uuid) {
              // Gone, a project (not read), or off the website: removed if the site shows it.
              current.removed.add(id);
              current.estates.delete(id);
              continue;
            }
            current.removed.delete(id);
            current.estates.set(id, estate);
            ids.push(id);
          }
          const page = records(current, ids, query);
          if (page.length) yield page;
        }
        current.fetched = true;
        return;
      }
      const ids = [...current.estates.keys()];
      for (let at = 0; at < ids.length; at += pageSize) {
        const page = records(current, ids.slice(at, at + pageSize), query);
        if (page.length) yield page;
      }
    },
    // Projects are not read (see above): none, and none deleted.
    async *projects() {},
    async deletedProjectIds() {
      return [];
    },
    async deletedPropertyIds() {
      return run ? [...run.removed] : [];
    },
    async commit(outcome = {}) {
      const current = run;
      run = null;
      if (!current) return;
      try {
        const db = await options.db();
        await finishWebhookEvents(db, current.claim);
        if (!options.siteUrl) return;
        const held = new Set(outcome.held ?? []);
        let told = 0;
        for (const { id, uuid } of current.targets) {
          if (!current.estates.has(id) || held.has(id)) continue;
          const url = publicUrl(options.siteUrl, id);
          const key = `sweepbright-url:${uuid}:${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
          if (await queueCrmCall(db, key, estateUrlLead(uuid, url))) told++;
        }
        if (told) log(`sweepbright: ${told} public URLs queued for SweepBright`);
      } catch (error) {
        // The catalogue is in place: the calls stay claimed until their lease ends, then the next run reads
        // them again, which changes nothing.
        log(`sweepbright: the webhook calls could not be marked done (${error instanceof Error ? error.message : String(error)})`);
      }
    },
    async abort() {
      const current = run;
      run = null;
      if (!current) return;
      try {
        await releaseWebhookEvents(await options.db(), current.claim, 'the sync run did not succeed', MAX_ATTEMPTS);
      } catch (error) {
        log(`sweepbright: the webhook calls could not be handed back (${error instanceof Error ? error.message : String(error)})`);
      }
    },
  };
  return source;
}
