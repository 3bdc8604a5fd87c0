/**
 * Listings in: replaces a data folder's catalogue (properties.json, projects.json, types.json,
 * cities.json and the photos and documents they name) with the CRM's, and leaves the agency's
 * editorial files (site, menu, paths, articles, team) as they are.
 *
 * The first run, or `full`, reads everything; a later run asks for what changed since the last
 * successful one (less a margin for clocks that disagree) and removes what the CRM reports deleted.
 * Nothing published is touched until the new catalogue is whole and valid: it is written into
 * `.crm/staging/` beside the editorial files, the data check runs on it, and only when it passes are
 * the four files renamed over the published ones (each rename atomic). A CRM that is down, slow, sends
 * garbage or a field of the wrong type makes the run fail with the reason and changes nothing.
 *
 * Memory stays bounded whatever the catalogue's size: pages are handled one at a time and written to
 * disk as they come; the records kept from the previous catalogue are copied as text.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { readDataFile, scanArray, schemaRef, siteLanguages, writeDataFile } from '@/lib/catalogue/data';
import type { DataFileName } from '@/lib/catalogue/data/file-schemas';
import type { Lang } from '@/lib/catalogue/data/types';
import { checkDataDirectory, claimReportLines, mentionReportLines } from '@/lib/catalogue/routing/check-data';
import type { CatalogueSource, CrmRecord } from '../adapter';
import { CrmError } from '../errors';
import type { RemoteMedia } from '../omnicasa/mapping';
import { MediaStore, type LocalPicture } from './media';
import { CatalogueTally } from './tally';
import { crmFolder, readState, takeLock, writeState, type SyncCounts, type SyncRun } from './state';

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
  const previous = readState(dataDir).lastSuccess;
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
  const media = new MediaStore(dataDir, path.join(crmFolder(dataDir), 'media.json'), source.origin);
  try {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.mkdirSync(staging, { recursive: true });
    const site = readDataFile(dataDir, 'site.json');
    if (!site.ok) throw new CrmError(`the data folder's site.json is not valid: ${site.problems.join('; ')}`, { transient: false });
    const languages = siteLanguages(site.data) as Lang[];
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

    // 1. The CRM's properties, changed or all, page by page, with their media fetched, to a scratch file.
    const seen = new Set<number>();
    const incoming = new Map<number, Summary>();
    const out = fs.openSync(incomingFile, 'w');
    let incomingRecords = 0;
    try {
      for (const lang of languages) {
        for await (const page of source.properties({ lang, changedSince })) {
          const records = await Promise.all(
            page.map(async (record: CrmRecord) => {
              const id = record.ID;
              if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
                throw new CrmError(`GetPropertyList: an item without a valid ID (${JSON.stringify(id)})`, { transient: false });
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
          for (const record of records) {
            seen.add(record.ID as number);
            if (!incoming.has(record.ID as number)) incoming.set(record.ID as number, summaryOf(record));
            lines += `${JSON.stringify(record)}\n`;
            incomingRecords++;
          }
          fs.writeSync(out, lines);
        }
      }
    } finally {
      fs.closeSync(out);
    }
    const deleted = new Set(await source.deletedPropertyIds());
    log(
      `crm sync: ${seen.size} properties ${mode === 'full' ? 'read' : 'changed'} (${incomingRecords} records), ${deleted.size} deleted ids`,
    );

    // 2. properties.json: the previous records kept (incremental), then the CRM's.
    const tally = new CatalogueTally();
    const writer = new ArrayFileWriter(path.join(staging, 'properties.json'), 'properties.json', 'properties');
    const before = new Map<number, Summary>();
    const published = path.join(dataDir, 'properties.json');
    if (fs.existsSync(published)) {
      const shell = scanArray(published, 'properties', (text) => {
        const record = JSON.parse(text) as Record<string, unknown>;
        const id = record.ID as number;
        if (!before.has(id)) before.set(id, summaryOf(record));
        if (mode === 'full' || seen.has(id) || deleted.has(id)) return true;
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
      tally.add(record);
      writer.add(line);
    }
    writer.close();
    fs.rmSync(incomingFile, { force: true });

    // 3. Projects: always the whole list (few), less the deleted.
    const deletedProjects = new Set(await source.deletedProjectIds());
    const projects: Record<string, unknown>[] = [];
    for (const lang of languages)
      for await (const page of source.projects({ lang }))
        for (const record of page) {
          const id = record.ID;
          if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
            throw new CrmError(`GetProjectList: an item without a valid ID (${JSON.stringify(id)})`, { transient: false });
          if (deletedProjects.has(id)) continue;
          // A project has no documents in our files (projects.json is strict).
          const project: Record<string, unknown> = {
            ...record,
            Pictures: await pictures('projects', id, record.Pictures as RemoteMedia[]),
          };
          delete project.Documents;
          projects.push(project);
        }
    writeDataFile(staging, 'projects.json', { projects });

    // 4. Types and cities recomputed; the editorial files beside them, as they are.
    const types = readDataFile(dataDir, 'types.json');
    if (!types.ok) throw new CrmError(`the data folder's types.json is not valid: ${types.problems.join('; ')}`, { transient: false });
    writeDataFile(staging, 'types.json', { types: tally.typeRecords(types.data.types) });
    writeDataFile(staging, 'cities.json', { cities: tally.cityRecords() });
    for (const file of EDITORIAL_FILES) fs.copyFileSync(path.join(dataDir, file), path.join(staging, file));

    // 5. The data check, on the whole new catalogue.
    const verdict = checkDataDirectory(staging);
    if (!verdict.ok) {
      return finish({
        ok: false,
        changed: false,
        errors: [
          "the CRM's catalogue does not pass the data check; the published catalogue stays:",
          ...verdict.problems.slice(0, 50).map((p) => p.replaceAll(staging, 'crm')),
          ...(verdict.problems.length > 50 ? [`… and ${verdict.problems.length - 50} more`] : []),
        ],
        warnings: media.warnings,
      });
    }

    // 6. The swap, file by file (each rename is atomic), then what nothing uses any more goes.
    const changedFiles = CATALOGUE_FILES.filter((file) => !sameFile(path.join(staging, file), path.join(dataDir, file)));
    for (const file of changedFiles) fs.renameSync(path.join(staging, file), path.join(dataDir, file));
    media.saveManifest();
    const mediaRemoved = media.removeUnused();

    // What the run brought, for its record; the catalogue's history (lib/catalogue/data/history.ts) is written by
    // the build that publishes it, so a change counts from the moment visitors can see it.
    const removed = [...before.keys()].filter((id) => (mode === 'full' ? !seen.has(id) : deleted.has(id) && !seen.has(id)));
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
      mediaDownloaded: media.report.downloaded,
      mediaReused: media.report.reused,
      mediaSkipped: media.report.skipped,
      mediaRemoved,
    };
    log(`crm sync: ${verdict.summary}`);
    // The data check's report of listings without a mandatory mention (docs/decisions/0040): every line
    // in the log, and as warnings, which the run's record and `npm run crm -- status` keep.
    // Generic environmental claims the energy label does not back (docs/decisions/0050), the same way.
    const mentions = [...mentionReportLines(verdict.mentions), ...claimReportLines(verdict.claims)];
    for (const line of mentions) log(`crm sync: ${line}`);
    return finish({ ok: true, changed: changedFiles.length > 0, counts, warnings: [...media.warnings, ...mentions] });
  } catch (error) {
    return finish({ ok: false, changed: false, errors: [describe(error)], warnings: media.warnings });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    fs.rmSync(incomingFile, { force: true });
    lock.release();
  }
}
