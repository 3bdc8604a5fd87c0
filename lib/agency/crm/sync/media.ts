/**
 * The catalogue's photos and documents, fetched from the CRM's host into the data folder's own files,
 * so that the site serves only local files (the photos through the local image optimizer):
 *   photos/{properties|projects}/{id}/{pictureId}-{hash of the URL}.{jpg|png|webp}  -> /photos/...
 *   documents/{id}/{documentId}-{hash of the URL}.pdf                                -> /documents/...
 * A file is named after its URL, so a changed photo gets a new name and an unchanged one is fetched
 * once: the manifest (.crm/media.json) remembers what each URL became. New files appear beside the
 * published ones and are referenced only once the new catalogue passes the check; what no record uses
 * any more is removed after a successful sync (`removeUnused`).
 *
 * Which hosts are fetched from: the CRM's own origins (whatever the scheme and address), and others over
 * https only and never at an address of this machine or its network (loopback, private, link-local: a
 * catalogue must not make the server fetch its own or its cloud's internal URLs). The name is resolved
 * and every address checked before connecting, redirects are checked hop by hop: ./safe-fetch.ts.
 * A URL refused there is left out of its record with a warning that says why.
 *
 * What the CRM's host sends is untrusted: bodies are capped while read, pictures must decode as JPEG,
 * PNG or WebP of sane dimensions (read by sharp), documents must be PDFs. A file that is missing or
 * invalid (4xx, wrong content) is left out of its record with a warning; a host that is down or slow
 * fails the sync, which keeps the published catalogue and tries again next time.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { CrmError } from '../errors';
import type { RemoteMedia } from '../omnicasa/mapping';
import { FetchFailed, FetchRefused, safeGet, type Resolver, type SafeResponse } from './safe-fetch';

export interface LocalPicture {
  ID: number;
  Url: string;
  Width: number;
  Height: number;
  Name: string;
}

export interface LocalDocument {
  ID: number;
  Name: string;
  Url: string;
}

interface ManifestEntry {
  /** Relative to the data folder, e.g. photos/properties/4101/41011-1a2b3c4d.jpg. */
  file: string;
  width?: number;
  height?: number;
}

export interface MediaReport {
  downloaded: number;
  reused: number;
  skipped: number;
  bytes: number;
}

const PICTURE_MAX_BYTES = 25 << 20;
const DOCUMENT_MAX_BYTES = 50 << 20;
const MAX_SIDE = 12_000;
const TIMEOUT_MS = 60_000;
const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };
/** The folders the sync owns: everything else in the data folder (banner, team photos) is the agency's. */
export const MEDIA_FOLDERS = ['photos/properties', 'photos/projects', 'documents'] as const;

function urlHash(url: string): string {
  return createHash('sha256').update(url).digest('hex').slice(0, 10);
}

/** Where media may come from, and how the name is resolved (the tests' own resolver). */
interface Sources {
  trustedOrigins: readonly string[];
  resolve?: Resolver;
}

/**
 * Fetches a URL's body up to `maxBytes`: the bytes, null for a missing file (4xx) with nothing to say,
 * a string saying why a URL is refused, or a CrmError for a host that fails (the sync tries again later).
 */
async function download(url: string, maxBytes: number, sources: Sources): Promise<Buffer | string | null> {
  let response: SafeResponse;
  try {
    response = await safeGet(url, { ...sources, maxBytes, timeoutMs: TIMEOUT_MS, userAgent: 'vitrine-crm-sync' });
  } catch (error) {
    if (error instanceof FetchRefused) return error.message;
    const reason = error instanceof FetchFailed ? error.message : `${new URL(url).host}: cannot fetch`;
    throw new CrmError(`${reason} (a media file)`, { transient: true });
  }
  const { status } = response;
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) return null;
  if (status < 200 || status >= 300) throw new CrmError(`${new URL(url).host}: HTTP ${status} for a media file`, { transient: true });
  return response.body;
}

/** Writes a file whole or not at all (a temporary file renamed into place). */
function writeAtomically(file: string, bytes: Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.part`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, file);
}

export class MediaStore {
  readonly report: MediaReport = { downloaded: 0, reused: 0, skipped: 0, bytes: 0 };
  readonly warnings: string[] = [];
  private readonly manifest: Map<string, ManifestEntry>;
  private readonly used = new Map<string, ManifestEntry>();
  private readonly pending = new Map<string, Promise<ManifestEntry | null>>();
  /** Why a URL was refused (./safe-fetch.ts), for its record's warning. */
  private readonly refusals = new Map<string, string>();
  private readonly sources: Sources;

  constructor(
    private readonly dataDir: string,
    private readonly manifestFile: string,
    /** The CRM's addresses (CatalogueSource.origin): their hosts are trusted for media whatever the scheme and address. */
    trustedOrigins: readonly string[] = [],
    /** How names are resolved; the system's by default (tests give their own). */
    resolve?: Resolver,
  ) {
    this.sources = { trustedOrigins, resolve };
    let entries: Record<string, ManifestEntry> = {};
    try {
      entries = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestEntry>;
    } catch {
      // No manifest yet (a first sync) or an unreadable one: files are fetched again.
    }
    this.manifest = new Map(Object.entries(entries));
  }

  /** A picture of a property or project, fetched or reused; null when it cannot be had. */
  async picture(kind: 'properties' | 'projects', ownerId: number, media: RemoteMedia): Promise<LocalPicture | null> {
    const identity = media.key ?? media.url;
    const entry = await this.fetchOnce(
      identity,
      media.url,
      async (bytes) => {
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => null);
        const ext = meta?.format ? FORMATS[meta.format] : undefined;
        if (!meta || !ext || !meta.width || !meta.height || meta.width > MAX_SIDE || meta.height > MAX_SIDE) return null;
        return { file: `photos/${kind}/${ownerId}/${media.ID}-${urlHash(identity)}.${ext}`, width: meta.width, height: meta.height };
      },
      PICTURE_MAX_BYTES,
    );
    if (!entry?.width || !entry.height)
      return this.skip(
        `${kind} ${ownerId}: picture ${media.ID} left out (${this.refusals.get(identity) ?? 'missing or not a usable image'})`,
      );
    return { ID: media.ID, Url: `/${entry.file}`, Width: entry.width, Height: entry.height, Name: media.Name };
  }

  /** A document of a property, fetched or reused; null when it cannot be had. */
  async document(ownerId: number, media: RemoteMedia): Promise<LocalDocument | null> {
    const identity = media.key ?? media.url;
    const entry = await this.fetchOnce(
      identity,
      media.url,
      async (bytes) =>
        bytes.subarray(0, 5).toString('latin1') === '%PDF-' ? { file: `documents/${ownerId}/${media.ID}-${urlHash(identity)}.pdf` } : null,
      DOCUMENT_MAX_BYTES,
    );
    if (!entry)
      return this.skip(`properties ${ownerId}: document ${media.ID} left out (${this.refusals.get(identity) ?? 'missing or not a PDF'})`);
    const name = media.Name.trim() || path.basename(new URL(media.url).pathname) || `Document ${media.ID}`;
    return { ID: media.ID, Name: name, Url: `/${entry.file}` };
  }

  private skip(warning: string): null {
    this.report.skipped++;
    if (this.warnings.length < 200) this.warnings.push(warning);
    return null;
  }

  /**
   * Each medium fetched once per sync, and not at all when an earlier sync kept its file. `identity` is its
   * URL, or the CRM's stable key when its URLs change at every read (SweepBright's signed ones).
   */
  private fetchOnce(
    identity: string,
    url: string,
    accept: (bytes: Buffer) => Promise<ManifestEntry | null>,
    maxBytes: number,
  ): Promise<ManifestEntry | null> {
    let promise = this.pending.get(identity);
    if (!promise) {
      promise = (async () => {
        const known = this.manifest.get(identity);
        if (known && fs.existsSync(path.join(this.dataDir, known.file))) {
          this.report.reused++;
          return known;
        }
        const bytes = await download(url, maxBytes, this.sources);
        if (typeof bytes === 'string') {
          this.refusals.set(identity, bytes);
          return null;
        }
        const entry = bytes ? await accept(bytes) : null;
        if (!bytes || !entry) return null;
        writeAtomically(path.join(this.dataDir, entry.file), bytes);
        this.report.downloaded++;
        this.report.bytes += bytes.length;
        return entry;
      })();
      this.pending.set(identity, promise);
    }
    return promise.then((entry) => {
      if (entry) this.used.set(identity, entry);
      return entry;
    });
  }

  /** Marks a local file a kept record still uses (its URL is unknown: records keep only local URLs). */
  keepLocal(localUrl: string): void {
    const file = localUrl.replace(/^\//, '');
    for (const [url, entry] of this.manifest) if (entry.file === file) this.used.set(url, entry);
    this.keptFiles.add(file);
  }

  private readonly keptFiles = new Set<string>();

  /** The manifest of the new catalogue: only what its records use. Written after the swap. */
  saveManifest(): void {
    writeAtomically(this.manifestFile, Buffer.from(JSON.stringify(Object.fromEntries(this.used))));
  }

  /**
   * Removes the files of the sync's folders that no record of the new catalogue uses (a removed
   * property's photos, a replaced photo). Only after the new catalogue is in place.
   */
  removeUnused(): number {
    const keep = new Set([...this.keptFiles, ...[...this.used.values()].map((e) => e.file)]);
    let removed = 0;
    for (const folder of MEDIA_FOLDERS) {
      const root = path.join(this.dataDir, folder);
      if (!fs.existsSync(root)) continue;
      for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const file = path.relative(this.dataDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
        if (keep.has(file)) continue;
        fs.rmSync(path.join(this.dataDir, file));
        removed++;
      }
    }
    return removed;
  }
}
