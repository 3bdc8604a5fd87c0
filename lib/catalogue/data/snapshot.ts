/**
 * The store's snapshot (docs/decisions/0026-validate-once-per-build.md): the build's data check reads,
 * validates and reshapes properties.json once and writes what `loadStore` keeps of it (each slim
 * Property and the byte range of its record) to `<distDir>/cache/vitrine-store/`, so that the build's
 * workers and `next start` read that instead of validating 200,000 records again.
 *
 * A snapshot is used only when it provably belongs to the data and the code at hand: its trailer names
 * the format version, a hash of the data directory's files (their content, never their dates: a
 * deployment may copy them), a fingerprint of the code that reshapes records, and the SHA-256 and line
 * count of its body. Anything else (another catalogue, edited code, a truncated or altered file, an
 * unreadable line) makes `readStoreSnapshot` answer null, and the store reads the data files in full.
 *
 * Format: one JSON line per property record, `[start, end, property]`, in file order, then the trailer
 * line. Written while the check reads (nothing kept in memory), to a temporary file renamed into place
 * only when the whole check passed.
 */
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getOrCreate } from '../../platform/get-or-create';
import type { ByteRange } from './json-records';
import type { Property } from './property';
import type { Lang } from './types';

/** Raise when the line format changes (what `Property` holds is covered by the code fingerprint). */
export const SNAPSHOT_VERSION = 1;
const FORMAT = 'vitrine-store';
const FILE = 'store.jsonl';
const NEWLINE = 0x0a;

/** The snapshot folder of a build output folder: under `cache/`, which `next build` keeps. */
export function snapshotDirectory(distDir: string): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), distDir, 'cache', 'vitrine-store');
}

/** The SHA-256 of one file, read in chunks. */
function hashFile(file: string): string {
  const hash = createHash('sha256');
  const chunk = Buffer.allocUnsafe(4 << 20);
  const fd = fs.openSync(file, 'r');
  try {
    for (let read, position = 0; (read = fs.readSync(fd, chunk, 0, chunk.length, position)) > 0; position += read) hash.update(chunk.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * The SHA-256 of each regular file at the top of a data directory, by name; `known` gives the hashes
 * already computed from the bytes just read (properties.json while the check streams it).
 */
export function dataFileHashes(dir: string, known: Record<string, string> = {}): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const name of fs.readdirSync(dir).sort()) {
    const file = path.join(/* turbopackIgnore: true */ dir, name);
    if (fs.statSync(file).isFile()) hashes.set(name, known[name] ?? hashFile(file));
  }
  return hashes;
}

/** One hash of a data directory's files, names and contents (the order on disk does not count). */
export function combineHashes(hashes: Map<string, string>): string {
  const hash = createHash('sha256');
  for (const [name, value] of [...hashes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) hash.update(name).update('\0').update(value).update('\0');
  return hash.digest('hex');
}

/** The hash of a data directory: of every file's name and content (also the deployment id's, lib/platform/deployment.ts). */
export function dataHash(dir: string): string {
  return combineHashes(dataFileHashes(dir));
}

/**
 * A fingerprint of the code that turns records into the snapshot's content (the schemas, the reshaping
 * and its field rules, the readers): lib/catalogue/data, tests aside (the ground depends on nothing else that
 * shapes a record; lint holds that). next.config.ts computes it
 * at build time and inlines it (VITRINE_STORE_CODE), so a server compares the snapshot with the code it
 * was built from; scripts and tests, which run the source, compute it here.
 */
/** The modules outside lib/catalogue/data whose code decides what the store keeps. */
const STORE_RULES = ['lib/catalogue/property/mandatory-mentions.ts', 'lib/catalogue/property/energy.ts', 'lib/catalogue/property/region.ts'];

export function storeCode(root = process.cwd()): string {
  const hash = createHash('sha256');
  for (const folder of ['lib/catalogue/data']) {
    const full = path.join(/* turbopackIgnore: true */ root, folder);
    for (const name of fs.readdirSync(full).sort())
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) hash.update(`${folder}/${name}`).update('\0').update(fs.readFileSync(path.join(full, name))).update('\0');
  }
  // Which listings the store holds back is decided by the mandatory mentions' rules (docs/decisions/0040).
  for (const file of STORE_RULES) hash.update(file).update('\0').update(fs.readFileSync(path.join(/* turbopackIgnore: true */ root, file))).update('\0');
  return hash.digest('hex').slice(0, 32);
}

/** The fingerprint of the running code: the build's, inlined, or computed from the source. */
function currentCode(): string | null {
  if (process.env.VITRINE_STORE_CODE) return process.env.VITRINE_STORE_CODE;
  try {
    return storeCode();
  } catch {
    return null; // no source at hand and nothing inlined: no snapshot can be trusted
  }
}

interface Trailer {
  format: string;
  version: number;
  data: string;
  code: string;
  lines: number;
  body: string;
}

/** Writes a snapshot record by record; `finish` puts it in place, `abort` leaves the previous one. */
export interface SnapshotWriter {
  add(property: Property, range: ByteRange): void;
  /** `data`: the hash of the data directory the records came from (dataHash, or dataFileHashes + combineHashes). */
  finish(data: string): void;
  abort(): void;
}

export function snapshotWriter(snapshotDir: string, code = storeCode()): SnapshotWriter {
  fs.mkdirSync(snapshotDir, { recursive: true });
  const target = path.join(snapshotDir, FILE);
  const temp = `${target}.${process.pid}.tmp`;
  const fd = fs.openSync(temp, 'w');
  const hash: Hash = createHash('sha256');
  let lines = 0;
  let pending: string[] = [];
  let pendingLength = 0;
  let open = true;
  const flush = () => {
    if (!pending.length) return;
    const bytes = Buffer.from(pending.join(''));
    hash.update(bytes);
    for (let done = 0; done < bytes.length; ) done += fs.writeSync(fd, bytes, done);
    pending = [];
    pendingLength = 0;
  };
  const close = () => {
    if (!open) return;
    open = false;
    fs.closeSync(fd);
  };
  return {
    add(property, range) {
      const line = `${JSON.stringify([range.start, range.end, property])}\n`;
      pending.push(line);
      pendingLength += line.length;
      lines++;
      if (pendingLength > 1 << 20) flush();
    },
    finish(data) {
      try {
        flush();
        const trailer: Trailer = { format: FORMAT, version: SNAPSHOT_VERSION, data, code, lines, body: hash.digest('hex') };
        fs.writeSync(fd, `${JSON.stringify(trailer)}\n`);
        close();
        fs.renameSync(temp, target);
      } catch (error) {
        this.abort();
        throw error;
      }
    },
    abort() {
      close();
      fs.rmSync(temp, { force: true });
    },
  };
}

/** What a snapshot gives the store: the properties per language in file order, and their records' byte ranges. */
export interface Snapshot {
  properties: Map<Lang, Property[]>;
  ranges: Map<Lang, Map<number, ByteRange>>;
}

/**
 * The snapshot in `snapshotDir` if it belongs to the files in `dir` and to this code, else null with
 * the reason (`missing` when there is none at all).
 */
export function readStoreSnapshot(snapshotDir: string, dir: string): { snapshot: Snapshot } | { snapshot: null; reason: string } {
  const no = (reason: string) => ({ snapshot: null, reason }) as const;
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(path.join(/* turbopackIgnore: true */ snapshotDir, FILE));
  } catch {
    return no('missing');
  }
  const end = bytes.length - 1;
  if (end < 0 || bytes[end] !== NEWLINE) return no('it is incomplete');
  const trailerStart = bytes.lastIndexOf(NEWLINE, end - 1) + 1;
  let trailer: Trailer;
  try {
    trailer = JSON.parse(bytes.toString('utf8', trailerStart, end)) as Trailer;
  } catch {
    return no('its trailer is unreadable');
  }
  if (trailer?.format !== FORMAT || trailer.version !== SNAPSHOT_VERSION) return no('it has another format version');
  const code = currentCode();
  if (!code || trailer.code !== code) return no('it was written by other code');
  if (trailer.data !== dataHash(dir)) return no('the data files changed since it was written');
  if (createHash('sha256').update(bytes.subarray(0, trailerStart)).digest('hex') !== trailer.body) return no('its content is damaged');

  const properties = new Map<Lang, Property[]>();
  const ranges = new Map<Lang, Map<number, ByteRange>>();
  let lines = 0;
  try {
    for (let start = 0; start < trailerStart; lines++) {
      const stop = bytes.indexOf(NEWLINE, start);
      const [from, to, property] = JSON.parse(bytes.toString('utf8', start, stop)) as [number, number, Property];
      start = stop + 1;
      getOrCreate(properties, property.lang, () => []).push(property);
      getOrCreate(ranges, property.lang, () => new Map()).set(property.id, { start: from, end: to });
    }
  } catch {
    return no('a line is unreadable');
  }
  if (lines !== trailer.lines) return no('it is incomplete');
  return { snapshot: { properties, ranges } };
}
