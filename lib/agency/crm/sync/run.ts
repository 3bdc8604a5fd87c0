/**
 * Listings in: replaces a data folder's catalogue (properties.json, projects.json, types.json,
 * cities.json and the photos and documents they name) with the CRM's, and leaves the agency's
 * editorial files (site, menu, paths, articles, team) as they are.
 *
 * The first run, or `full`, reads everything; a later run asks for what changed since the last
 * successful one (less a margin for clocks that disagree) and removes what the CRM reports deleted.
 *
 * One bad record does not freeze the catalogue: every record is checked on its way in (the file schema,
 * its property type, its project, a record in every site language), and one that fails is held back:
 * its last good version stays published (a new one stays out), the rest is published, and the run's
 * record names the record, the field and the reason (`npm run crm -- status`). What fails as a whole
 * still changes nothing: a CRM that is down, slow or sends garbage, and a wire that changed shape (more
 * than a quarter of the records failing at once).
 *
 * The new catalogue is written into `.crm/staging/` beside the editorial files, the whole data check
 * runs on it, and only when it passes are the four files renamed over the published ones (each rename
 * atomic).
 *
 * Memory stays bounded whatever the catalogue's size: pages are handled one at a time and written to
 * disk as they come; the records kept from the previous catalogue are copied as text.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { readDataFile, recordIssues, scanArray, schemaRef, siteLanguages, writeDataFile } from '@/lib/catalogue/data';
import type { DataFileName } from '@/lib/catalogue/data/file-schemas';
import type { Lang } from '@/lib/catalogue/data/types';
import { checkDataDirectory, claimReportLines, mentionReportLines } from '@/lib/catalogue/routing/check-data';
import type { CatalogueContext, CatalogueSource, CrmRecord } from '../adapter';
import { EMPTY_MAPPING, readMappingFile, type AgencyMapping } from '../mapping-file';
import { CrmError } from '../errors';
import type { RemoteMedia } from '../omnicasa/mapping';
import { crmMentionLines } from './mentions';
import { MediaStore, type LocalPicture } from './media';
import { CatalogueTally } from './tally';
import { publishRelease, recordHistory, releaseUpToDate } from './release';
import { crmFolder, describeHeld, readState, takeLock, writeState, type HeldRecord, type SyncCounts, type SyncRun } from './state';

/** The files the sync writes; every other data file is the agency's. */
export const CATALOGUE_FILES = ['properties.json', 'projects.json', 'types.json', 'cities.json'] as const satisfies readonly DataFileName[];
const EDITORIAL_FILES = [
  'site.json',
  'menu.json',
  'paths.json',
  'articles.json',
  'team.json',
  'purchase-costs.json',
  'municipalities.json',
] as const satisfies readonly DataFileName[];

/** How far back of the last successful start the next incremental run asks (clocks disagree). */
export const CHANGE_MARGIN_MS = 10 * 60_000;
/** Media files fetched at once. */
const MEDIA_CONCURRENCY = 8;

export interface SyncOptions {
  dataDir: string;
  source: CatalogueSource;
  /** Read everything even when an earlier sync succeeded. */
  full?: boolean;
  /** Fetch photos and documents (default); false leaves records without them (benchmarks). */
  media?: boolean;
  log?: (line: string) => void;
  /**
   * Log the reports' lines per listing (mentions missing, green claims): true by default. The timer,
   * which runs every few seconds, logs their totals only: at 10,000 listings a changed run once wrote
   * 16,000 lines. The run's record keeps them all (`npm run crm -- status`).
   */
  listingLines?: boolean;
  /**
   * After a run that changed the catalogue, record its history and freeze it into a catalogue release
   * that the web servers serve within seconds (./release.ts, docs/decisions/0057). Off for a sync whose
   * catalogue a build publishes (`npm run crm -- sync --publish`).
   */
  release?: boolean;
}

/** At most `n` promises of `run` at once. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(run: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await run();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

interface Summary {
  price: unknown;
  publishPrice: unknown;
  marquee: unknown;
}

const summaryOf = (record: Record<string, unknown>): Summary => ({
  price: record.Price,
  publishPrice: record.PublishPrice,
  marquee: record.Marquee,
});

/** Writes `properties.json` element by element: already-serialized records, no re-encoding. */
class ArrayFileWriter {
  private readonly fd: number;
  private buffer = '';
  private first = true;
  count = 0;

  constructor(file: string, name: DataFileName, key: string) {
    this.fd = fs.openSync(file, 'w');
    this.buffer = `{\n  "$schema": ${JSON.stringify(schemaRef(name))},\n  ${JSON.stringify(key)}: [\n`;
  }

  add(json: string): void {
    this.buffer += `${this.first ? '' : ',\n'}    ${json}`;
    this.first = false;
    this.count++;
    if (this.buffer.length > 1 << 20) this.flush();
  }

  private flush(): void {
    fs.writeSync(this.fd, this.buffer);
    this.buffer = '';
  }

  close(): void {
    this.buffer += '\n  ]\n}\n';
    this.flush();
    fs.closeSync(this.fd);
  }
}

const CHUNK = 1 << 20;

/** Whether two files have the same bytes, read a chunk at a time. */
function sameFile(a: string, b: string): boolean {
  let fa: number | undefined;
  let fb: number | undefined;
  try {
    if (fs.statSync(a).size !== fs.statSync(b).size) return false;
    fa = fs.openSync(a, 'r');
    fb = fs.openSync(b, 'r');
    const ba = Buffer.allocUnsafe(CHUNK);
    const bb = Buffer.allocUnsafe(CHUNK);
    for (let position = 0; ; position += CHUNK) {
      const na = fs.readSync(fa, ba, 0, CHUNK, position);
      const nb = fs.readSync(fb, bb, 0, CHUNK, position);
      if (na !== nb || !ba.subarray(0, na).equals(bb.subarray(0, nb))) return false;
      if (na === 0) return true;
    }
  } catch {
    return false;
  } finally {
    if (fa !== undefined) fs.closeSync(fa);
    if (fb !== undefined) fs.closeSync(fb);
  }
}

/** The lines of a file, a chunk at a time (the scratch file of a full sync is the whole catalogue). */
function* lines(file: string): Generator<string> {
  const fd = fs.openSync(file, 'r');
  try {
    let rest = Buffer.alloc(0);
    for (;;) {
      const chunk = Buffer.allocUnsafe(CHUNK);
      const read = fs.readSync(fd, chunk, 0, CHUNK, null);
      if (read === 0) break;
      // Cut at the last newline byte, which never occurs inside a UTF-8 sequence, then decode.
      const data = Buffer.concat([rest, chunk.subarray(0, read)]);
      const end = data.lastIndexOf(0x0a);
      if (end < 0) {
        rest = data;
        continue;
      }
      yield* data.toString('utf8', 0, end).split('\n');
      rest = Buffer.from(data.subarray(end + 1));
    }
    if (rest.length) yield rest.toString('utf8');
  } finally {
    fs.closeSync(fd);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A run holds every record back, not some: more than this share of the properties it read (and more than `SHAPE_MIN`). */
export const SHAPE_SHARE = 0.25;
const SHAPE_MIN = 20;

interface Held {
  problems: HeldRecord[];
}

/** Why a record is held back, keyed by its kind and id ("property:4127"). */
class HeldRecords {
  private readonly byKey = new Map<string, Held>();

  add(record: Omit<HeldRecord, 'since'>): void {
    const key = `${record.kind}:${record.id}`;
    const held = this.byKey.get(key) ?? { problems: [] };
    held.problems.push({ ...record, since: '' });
    this.byKey.set(key, held);
  }

  has(kind: HeldRecord['kind'], id: number): boolean {
    return this.byKey.has(`${kind}:${id}`);
  }

  /** The ids of one kind held back. */
  keys(kind: HeldRecord['kind']): number[] {
    return [...this.byKey.keys()].filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)));
  }

  count(kind: HeldRecord['kind']): number {
    let n = 0;
    for (const key of this.byKey.keys()) if (key.startsWith(`${kind}:`)) n++;
    return n;
  }

  /** Every problem, `since` carried from the last run that held the same record for the same field. */
  list(previous: HeldRecord[] | undefined, now: string): HeldRecord[] {
    const since = new Map((previous ?? []).map((h) => [`${h.kind}:${h.id}:${h.lang}:${h.field}`, h.since]));
    return [...this.byKey.values()]
      .flatMap((held) => held.problems)
      .map((h) => ({ ...h, since: since.get(`${h.kind}:${h.id}:${h.lang}:${h.field}`) ?? now }));
  }
}

/** The id of a mapped record, or null when the CRM sent none usable. */
function recordId(record: CrmRecord): number | null {
  const id = record.ID;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

export async function syncCatalogue(options: SyncOptions): Promise<SyncRun> {
  const { dataDir, source } = options;
  const log = options.log ?? (() => {});
  const started = new Date();
  const lock = takeLock(dataDir);
  if ('heldBy' in lock) {
    const run: SyncRun = {
      startedAt: started.toISOString(),
      finishedAt: new Date().toISOString(),
      ms: 0,
      mode: 'incremental',
      ok: false,
      changed: false,
      errors: [`another sync is running on this data folder (pid ${lock.heldBy})`],
    };
    return run;
  }
  const state = readState(dataDir);
  const previous = state.lastSuccess;
  const mode: SyncRun['mode'] = options.full || !previous ? 'full' : 'incremental';
  const finish = (run: Omit<SyncRun, 'startedAt' | 'finishedAt' | 'ms' | 'mode'>): SyncRun => {
    const finishedAt = new Date();
    const result: SyncRun = {
      startedAt: started.toISOString(),
      finishedAt: finishedAt.toISOString(),
      ms: finishedAt.getTime() - started.getTime(),
      mode,
      ...run,
    };
    writeState(dataDir, result);
    return result;
  };
  const staging = path.join(crmFolder(dataDir), 'staging');
  const incomingFile = path.join(crmFolder(dataDir), 'incoming.jsonl');
  const media = new MediaStore(dataDir, path.join(crmFolder(dataDir), 'media.json'), source.origin ? [source.origin] : []);
  const held = new HeldRecords();
  const warnings: string[] = [];
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    const site = readDataFile(dataDir, 'site.json');
    if (!site.ok) throw new CrmError(`the data folder's site.json is not valid: ${site.problems.join('; ')}`, { transient: false });
    const types = readDataFile(dataDir, 'types.json');
    if (!types.ok) throw new CrmError(`the data folder's types.json is not valid: ${types.problems.join('; ')}`, { transient: false });
    const team = readDataFile(dataDir, 'team.json');
    if (!team.ok) throw new CrmError(`the data folder's team.json is not valid: ${team.problems.join('; ')}`, { transient: false });
    const languages = siteLanguages(site.data) as Lang[];
    // The agency's mapping file, checked before any call to the CRM: a file to fix stops the run here.
    let mapping: AgencyMapping | null;
    try {
      mapping = readMappingFile(dataDir, source.crm ?? 'omnicasa');
    } catch (error) {
      throw new CrmError(describe(error), { transient: false });
    }
    const context: CatalogueContext = {
      mapping: mapping ?? EMPTY_MAPPING,
      marquee: { sold: site.data.marquee.sold[0] ?? null, rented: site.data.marquee.rented[0] ?? null, option: null },
    };
    const changedSince = mode === 'incremental' ? new Date(new Date(previous!.startedAt).getTime() - CHANGE_MARGIN_MS) : null;
    log(`crm sync: ${mode}${changedSince ? ` (changes since ${changedSince.toISOString()})` : ''}, languages ${languages.join(', ')}`);

    const withMedia = options.media !== false;
    const slot = limiter(MEDIA_CONCURRENCY);
    const pictures = (kind: 'properties' | 'projects', id: number, list: RemoteMedia[]) =>
      withMedia
        ? Promise.all(list.map((m) => slot(() => media.picture(kind, id, m)))).then((all) =>
            all.filter((p): p is LocalPicture => p !== null),
          )
        : Promise.resolve([]);

    // 1. Projects first, always the whole list (they are few), less the deleted: a unit names its project, so
    //    which projects are published must be known before the units are checked. A project that fails its
    //    check keeps its published version, or stays out if it has none.
    const deletedProjects = new Set(await source.deletedProjectIds());
    const crmProjects = new Map<number, Map<string, Record<string, unknown>>>();
    for (const lang of languages)
      for await (const page of source.projects({ lang, ...context }))
        for (const record of page) {
          const id = recordId(record);
          if (id === null) {
            warnings.push(`left out: a project without a valid ID (${JSON.stringify(record.ID)})`);
            continue;
          }
          if (deletedProjects.has(id)) continue;
          // A project has no documents in our files (projects.json is strict).
          const project: Record<string, unknown> = {
            ...record,
            Pictures: await pictures('projects', id, record.Pictures as RemoteMedia[]),
          };
          delete project.Documents;
          const byLang = crmProjects.get(id) ?? new Map<string, Record<string, unknown>>();
          byLang.set(lang, project);
          crmProjects.set(id, byLang);
        }
    const publishedProjects = readDataFile(dataDir, 'projects.json');
    const previousProjects = publishedProjects.ok ? publishedProjects.data.projects : [];
    const projects: Record<string, unknown>[] = [];
    for (const [id, byLang] of crmProjects) {
      for (const lang of languages) {
        const record = byLang.get(lang);
        if (!record) held.add({ kind: 'project', id, lang, field: 'language', reason: `no record in ${lang}` });
        else for (const issue of recordIssues('project', record)) held.add({ kind: 'project', id, lang, ...issue });
      }
      if (!held.has('project', id)) projects.push(...languages.map((lang) => byLang.get(lang)!));
    }
    for (const project of previousProjects)
      if (held.has('project', project.ID)) {
        projects.push(project);
        for (const picture of project.Pictures ?? []) media.keepLocal(picture.Url);
      }
    const projectIds = new Set(projects.map((p) => p.ID as number));

    // 2. The CRM's properties, changed or all, page by page, with their media fetched, to a scratch file; each
    //    record checked on its own against the file schema and the other files (type, agent, project).
    const typeIds = new Set(types.data.types.map((t) => t.WebID));
    const agentIds = new Set(team.data.members.map((m) => m.ID));
    const seen = new Set<number>();
    const langsSeen = new Map<number, number>();
    const incoming = new Map<number, Summary>();
    const out = fs.openSync(incomingFile, 'w');
    let incomingRecords = 0;
    try {
      for (const [langIndex, lang] of languages.entries()) {
        for await (const page of source.properties({ lang, changedSince, ...context })) {
          const records = await Promise.all(
            page.map(async (record: CrmRecord) => {
              const id = recordId(record);
              if (id === null) return null;
              const local = await pictures('properties', id, record.Pictures as RemoteMedia[]);
              const documents = withMedia
                ? (await Promise.all((record.Documents as RemoteMedia[]).map((d) => slot(() => media.document(id, d))))).filter(
                    (d) => d !== null,
                  )
                : [];
              const localized: Record<string, unknown> = {
                ...record,
                SmallPicture: local[0]?.Url ?? null,
                SmallPictureItem: local[0] ?? null,
                Pictures: local,
                Documents: documents,
              };
              return localized;
            }),
          );
          let lines = '';
          for (const [index, record] of records.entries()) {
            if (record === null) {
              warnings.push(`left out: a property without a valid ID (${JSON.stringify(page[index]!.ID)})`);
              continue;
            }
            const id = record.ID as number;
            // An agent the team file does not know: the listing shows the agency's own contact instead.
            if (typeof record.AgentID === 'string' && record.AgentID && !agentIds.has(record.AgentID)) {
              warnings.push(
                `property ${id} (${lang}): AgentID: no team member with ID ${JSON.stringify(record.AgentID)}; the agency's contact is shown`,
              );
              record.AgentID = null;
            }
            for (const issue of recordIssues('property', record)) held.add({ kind: 'property', id, lang, ...issue });
            if (typeof record.WebID === 'number' && !typeIds.has(record.WebID))
              held.add({ kind: 'property', id, lang, field: 'WebID', reason: `no property type with WebID ${record.WebID}` });
            if (typeof record.ProjectID === 'number' && !projectIds.has(record.ProjectID))
              held.add({ kind: 'property', id, lang, field: 'ProjectID', reason: `no published project with ID ${record.ProjectID}` });
            seen.add(id);
            langsSeen.set(id, (langsSeen.get(id) ?? 0) | (1 << langIndex));
            if (!incoming.has(id)) incoming.set(id, summaryOf(record));
            lines += `${JSON.stringify(record)}\n`;
            incomingRecords++;
          }
          fs.writeSync(out, lines);
        }
      }
    } finally {
      fs.closeSync(out);
    }
    const everyLanguage = (1 << languages.length) - 1;
    for (const [id, mask] of langsSeen)
      if (mask !== everyLanguage)
        for (const [index, lang] of languages.entries())
          if (!(mask & (1 << index))) held.add({ kind: 'property', id, lang, field: 'language', reason: `no record in ${lang}` });
    for (const id of held.keys('property')) incoming.delete(id);
    const deleted = new Set(await source.deletedPropertyIds());
    const heldProperties = held.count('property');
    log(
      `crm sync: ${seen.size} properties ${mode === 'full' ? 'read' : 'changed'} (${incomingRecords} records), ${deleted.size} deleted ids` +
        (heldProperties ? `, ${heldProperties} held back` : ''),
    );
    // Many records failing at once is not bad records but a changed wire (a renamed field, a new format):
    // nothing is published, as when the CRM is down.
    if (heldProperties > SHAPE_MIN && heldProperties > SHAPE_SHARE * seen.size) {
      const examples = held.list(undefined, '').slice(0, 5).map(describeHeld);
      throw new CrmError(
        `${heldProperties} of the ${seen.size} properties read fail the data check: the CRM's answers may have changed shape, so nothing is published. For example:\n  ${examples.join('\n  ')}`,
        { transient: false },
      );
    }

    // 3. properties.json: the previous records kept (those not read again in an incremental run, and the
    //    last good version of every record held back), then the CRM's.
    const tally = new CatalogueTally();
    const writer = new ArrayFileWriter(path.join(staging, 'properties.json'), 'properties.json', 'properties');
    const before = new Map<number, Summary>();
    const published = path.join(dataDir, 'properties.json');
    if (fs.existsSync(published)) {
      const shell = scanArray(published, 'properties', (text) => {
        const record = JSON.parse(text) as Record<string, unknown>;
        const id = record.ID as number;
        if (!before.has(id)) before.set(id, summaryOf(record));
        const keep = held.has('property', id) ? !deleted.has(id) : mode === 'incremental' && !seen.has(id) && !deleted.has(id);
        if (!keep) return true;
        tally.add(record);
        for (const picture of (record.Pictures as { Url: string }[] | undefined) ?? []) media.keepLocal(picture.Url);
        for (const document of (record.Documents as { Url: string }[] | undefined) ?? []) media.keepLocal(document.Url);
        writer.add(text);
        return true;
      });
      if (shell === null)
        throw new CrmError('the published properties.json cannot be read as a list of records; run `npm run data:check`', {
          transient: false,
        });
    }
    for (const line of lines(incomingFile)) {
      if (!line) continue;
      const record = JSON.parse(line) as Record<string, unknown>;
      if (held.has('property', record.ID as number)) continue;
      tally.add(record);
      writer.add(line);
    }
    writer.close();
    fs.rmSync(incomingFile, { force: true });
    writeDataFile(staging, 'projects.json', { projects });

    // 4. Types and cities recomputed; the editorial files beside them, as they are.
    writeDataFile(staging, 'types.json', { types: tally.typeRecords(types.data.types) });
    writeDataFile(staging, 'cities.json', { cities: tally.cityRecords() });
    for (const file of EDITORIAL_FILES) fs.copyFileSync(path.join(dataDir, file), path.join(staging, file));

    // 5. The data check, on the whole new catalogue: with every record checked on its way in, a problem
    //    here is in the agency's own files or in this code, and the whole run stops.
    const heldRecords = held.list(state.lastRun?.held, started.toISOString());
    for (const h of heldRecords) log(`crm sync: ${describeHeld(h)}`);
    const verdict = checkDataDirectory(staging);
    if (!verdict.ok) {
      return finish({
        ok: false,
        changed: false,
        errors: [
          'the new catalogue does not pass the data check; the published catalogue stays:',
          ...verdict.problems.slice(0, 50).map((p) => p.replaceAll(staging, 'crm')),
          ...(verdict.problems.length > 50 ? [`… and ${verdict.problems.length - 50} more`] : []),
        ],
        warnings: [...warnings, ...media.warnings],
        held: heldRecords,
      });
    }

    // 6. The swap, file by file (each rename is atomic), then what nothing uses any more goes.
    const changedFiles = CATALOGUE_FILES.filter((file) => !sameFile(path.join(staging, file), path.join(dataDir, file)));
    for (const file of changedFiles) fs.renameSync(path.join(staging, file), path.join(dataDir, file));
    media.saveManifest();
    const mediaRemoved = media.removeUnused();
    await source.commit?.({ held: held.keys('property') });

    // What the run brought, for its record; the catalogue's history (lib/catalogue/data/history.ts) is written by
    // the build that publishes it, so a change counts from the moment visitors can see it.
    const removed = [...before.keys()].filter((id) =>
      held.has('property', id) ? deleted.has(id) : mode === 'full' ? !seen.has(id) : deleted.has(id) && !seen.has(id),
    );
    let added = 0;
    let changed = 0;
    for (const [id, now] of incoming) {
      const then = before.get(id);
      if (!then) added++;
      else if (then.price !== now.price || then.publishPrice !== now.publishPrice || then.marquee !== now.marquee) changed++;
    }
    const counts: SyncCounts = {
      properties: tally.propertyCount,
      records: writer.count,
      projects: new Set(projects.map((p) => p.ID)).size,
      new: added,
      changed,
      removed: removed.length,
      held: heldProperties + held.count('project'),
      mediaDownloaded: media.report.downloaded,
      mediaReused: media.report.reused,
      mediaSkipped: media.report.skipped,
      mediaRemoved,
    };
    log(`crm sync: ${verdict.summary}`);
    // The data check's report of listings without a mandatory mention (docs/decisions/0040): every line
    // in the log, and as warnings, which the run's record and `npm run crm -- status` keep.
    // Generic environmental claims the energy label does not back (docs/decisions/0050), the same way.
    // Each missing mention with where the sync reads its fields from (./mentions.ts), then the data check's count.
    const claims = claimReportLines(verdict.claims);
    const perListing = [...crmMentionLines(verdict.mentions, source, mapping ?? undefined), ...claims.slice(0, -1)];
    const totals = [...mentionReportLines(verdict.mentions).slice(-1), ...claims.slice(-1)];
    const mentions = [...perListing, ...totals];
    if (options.listingLines === false) {
      if (perListing.length)
        log(`crm sync: ${perListing.length} report lines per listing, in the run's record: npm run crm -- status --all`);
    } else for (const line of perListing) log(`crm sync: ${line}`);
    for (const line of totals) log(`crm sync: ${line}`);
    for (const line of warnings) log(`crm sync: ${line}`);
    let release: string | undefined;
    // Media change only with the catalogue files; the agency's files change with a deployment (VITRINE_DATA_SEED).
    if (options.release && (changedFiles.length > 0 || !releaseUpToDate(dataDir))) {
      const history = recordHistory(dataDir);
      const made = publishRelease(dataDir);
      release = made.hash;
      log(`crm sync: catalogue release ${made.hash} published${history ? ` (${history})` : ''}`);
    }
    return finish({
      ok: true,
      ...(release ? { release } : {}),
      changed: changedFiles.length > 0,
      counts,
      warnings: [...warnings, ...media.warnings, ...mentions],
      ...(heldRecords.length ? { held: heldRecords } : {}),
    });
  } catch (error) {
    return finish({ ok: false, changed: false, errors: [describe(error)], warnings: [...warnings, ...media.warnings] });
  } finally {
    await source.abort?.();
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(incomingFile, { force: true });
    lock.release();
  }
}
