/**
 * A catalogue release (docs/decisions/0057): after a sync that changed the catalogue, its files are
 * frozen into a folder of their own that no later sync touches, `.crm/releases/<hash>/`, and
 * `.crm/releases/current` names it. Every web server that follows the data folder
 * (lib/catalogue/live) loads the release named current, swaps its store and lets its cached pages be
 * made again, within seconds and without a build.
 *
 * Why a frozen copy: a server keeps only the byte range of each property record and reads the record
 * again when a detail page asks (lib/catalogue/data/validate.ts readPropertyRecord); a sync renaming a
 * new properties.json over the one it read would give it another file under the same name. A release's
 * files never change: the catalogue's four files are hard links (the sync replaces them by rename, never
 * in place), the agency's small files are copies, and the media folders are trees of hard links (a
 * media file's name carries its content's hash; the sync deletes names, never rewrites them).
 *
 * The last releases are kept (a server may still answer a request from the one before), the others
 * removed once a newer one has been current long enough for every follower to have moved on.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { catalogueTime, publishedPrice, recordCatalogue, scanArray, type PropertyRecord, type PublishedState } from '@/lib/catalogue/data';
import { CATALOGUE_FILES } from './run';
import { COMPLETE, currentRelease, isReleaseName, releasesFolder } from '@/lib/catalogue/live/releases';

/** Releases kept whatever their age, the current one among them. */
export const KEEP_RELEASES = 3;
/** An older release is removed only after it has been superseded this long: every follower polls more often. */
export const SUPERSEDED_MS = 10 * 60_000;
/** The media folders a release links (the sync's and the agency's own photos alike). */
const MEDIA_FOLDERS = ['photos', 'documents'];

/** The data folder's files a release holds (its JSON files: the CRM's catalogue and the agency's own), sorted. */
function releasedFiles(dataDir: string): string[] {
  return fs
    .readdirSync(dataDir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The release's name: a hash of the data folder's files it holds, names and contents. The agency's own
 * files count: a deployment that changes them (VITRINE_DATA_SEED) makes a release of its own.
 */
export function catalogueHash(dataDir: string): string {
  const hash = createHash('sha256');
  for (const name of releasedFiles(dataDir))
    hash
      .update(name)
      .update('\0')
      .update(fs.readFileSync(path.join(dataDir, name)))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}

/**
 * Whether the current release holds what the data folder holds, but for the catalogue files, which a
 * sync that changed them says it did: the agency's files alike, none added or removed. Compares the
 * agency's small files only, so that a sync that changed nothing does not read the catalogue.
 */
export function releaseUpToDate(dataDir: string): boolean {
  const current = currentRelease(dataDir);
  if (!current) return false;
  const own = (dir: string) => releasedFiles(dir).filter((name) => !(CATALOGUE_FILES as readonly string[]).includes(name));
  const here = own(dataDir);
  const there = own(current.dir);
  return (
    here.length === there.length &&
    here.every(
      (name, i) => name === there[i] && fs.readFileSync(path.join(dataDir, name)).equals(fs.readFileSync(path.join(current.dir, name))),
    )
  );
}

/**
 * Appends to the data folder's catalogue history what the sync changed (new, price, status, removed:
 * lib/catalogue/data/history.ts), as a build does at prebuild, so that a release's pages show "new" and
 * "price lowered" from the moment they are served. Returns a summary ("2 new, 1 price"), or '' for nothing.
 */
export function recordHistory(dataDir: string): string {
  const published = new Map<number, PublishedState>();
  const file = path.join(dataDir, 'properties.json');
  if (fs.existsSync(file))
    scanArray(file, 'properties', (text) => {
      const record = JSON.parse(text) as PropertyRecord;
      if (!published.has(record.ID)) published.set(record.ID, { price: publishedPrice(record), marquee: record.Marquee });
      return true;
    });
  const counts = new Map<string, number>();
  for (const entry of recordCatalogue(dataDir, published, catalogueTime())) counts.set(entry.kind, (counts.get(entry.kind) ?? 0) + 1);
  return [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
}

/** Links every file of a tree into another (folders made, files hard-linked). */
function linkTree(from: string, to: string): number {
  if (!fs.existsSync(from)) return 0;
  let linked = 0;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.linkSync(source, target);
    linked++;
  }
  return linked;
}

/** The name of the release `current` names, or null. */
const currentName = (dataDir: string) => currentRelease(dataDir)?.hash ?? null;

export interface Release {
  hash: string;
  dir: string;
  /** False when the release already existed (the same catalogue published again). */
  created: boolean;
  media: number;
}

/**
 * Freezes the data folder's catalogue into a release and makes it current. The data folder's sync lock
 * must be held (the sync holds it while it calls this).
 */
export function publishRelease(dataDir: string, now = Date.now()): Release {
  const folder = releasesFolder(dataDir);
  const hash = catalogueHash(dataDir);
  const dir = path.join(folder, hash);
  let created = false;
  let media = 0;
  if (!fs.existsSync(path.join(dir, COMPLETE))) {
    const part = `${dir}.part-${process.pid}`;
    fs.rmSync(part, { recursive: true, force: true });
    fs.mkdirSync(part, { recursive: true });
    for (const name of releasedFiles(dataDir)) {
      const file = path.join(dataDir, name);
      if ((CATALOGUE_FILES as readonly string[]).includes(name)) fs.linkSync(file, path.join(part, name));
      else fs.copyFileSync(file, path.join(part, name));
    }
    // The catalogue's history: copied, as it grows in place (lib/catalogue/data/history.ts).
    if (fs.existsSync(path.join(dataDir, 'history')))
      fs.cpSync(path.join(dataDir, 'history'), path.join(part, 'history'), { recursive: true });
    for (const name of MEDIA_FOLDERS) media += linkTree(path.join(dataDir, name), path.join(part, name));
    fs.writeFileSync(path.join(part, COMPLETE), new Date(now).toISOString());
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(part, dir);
    created = true;
  }
  const previous = currentName(dataDir);
  if (previous !== hash) {
    const pointer = path.join(folder, 'current');
    fs.writeFileSync(`${pointer}.part`, hash);
    fs.renameSync(`${pointer}.part`, pointer);
    // When each release stopped being current: the pruning's clock.
    if (previous) fs.writeFileSync(path.join(folder, previous, '.superseded'), new Date(now).toISOString());
  }
  pruneReleases(dataDir, now);
  return { hash, dir, created, media };
}

/** Removes the releases beyond the newest KEEP_RELEASES that were superseded more than SUPERSEDED_MS ago. */
export function pruneReleases(dataDir: string, now = Date.now()): string[] {
  const folder = releasesFolder(dataDir);
  if (!fs.existsSync(folder)) return [];
  const current = currentName(dataDir);
  const releases = fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isReleaseName(entry.name) && entry.name !== current)
    .map((entry) => {
      const superseded = path.join(folder, entry.name, '.superseded');
      return { name: entry.name, at: fs.existsSync(superseded) ? Date.parse(fs.readFileSync(superseded, 'utf8')) : 0 };
    })
    .sort((a, b) => b.at - a.at);
  const removed: string[] = [];
  for (const release of releases.slice(KEEP_RELEASES - 1))
    if (now - release.at > SUPERSEDED_MS) {
      fs.rmSync(path.join(folder, release.name), { recursive: true, force: true });
      removed.push(release.name);
    }
  return removed;
}
