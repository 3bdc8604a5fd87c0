/**
 * Draws the photos the data refers to (/photos/... URLs) into public/, so the sample site has
 * images without shipping binaries in git (public/photos is ignored). Idempotent: existing files
 * are kept. Deterministic: each picture is drawn from a hash of its URL. No network.
 *   npm run data:photos            (reads VITRINE_DATA_DIR, default data/)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { dataDirectory } from '../../lib/catalogue/data';
import { DATA_FILES, type DataFileName } from '../../lib/catalogue/data/file-schemas';
import { pictureKind, subtypeFromDescription, typeByWebId, type PictureKind } from './sample-data/catalog';
import { badgeScene, bannerScene, genericScene, portraitScene, propertyScene } from './sample-data/photo-scenes';

const PUBLIC_DIR = path.join(process.cwd(), 'public');
const PHOTO_URL = /^\/photos\/[A-Za-z0-9/_.-]+\.jpe?g$/;

/** Sizes for URLs the data gives without dimensions, by folder. */
const DEFAULT_SIZE: Record<string, [number, number]> = {
  banner: [1920, 1080],
  team: [600, 600],
  properties: [1360, 907],
  projects: [1360, 907],
};
const FALLBACK_SIZE: [number, number] = [1200, 800];

interface Photo {
  url: string;
  width: number;
  height: number;
}

interface ListingInfo {
  webId: number;
  typeDescription: string;
}

/**
 * Collects every /photos/ URL the data refers to, with the largest size any reference gives it (the
 * folder's default when none gives one), and what each property's photos should show. Fed whole files
 * (`visit`) or property records one at a time (`property`, scripts/build/prebuild.ts), in any order.
 */
export function photoCollector() {
  const photos = new Map<string, Photo & { sized: boolean }>();
  const listings = new Map<number, ListingInfo>();
  const add = (url: string, width?: number, height?: number) => {
    if (!PHOTO_URL.test(url)) return;
    const known = photos.get(url);
    if (width && height) {
      if (!known?.sized || width * height > known.width * known.height) photos.set(url, { url, width, height, sized: true });
    } else if (!known) {
      const [w, h] = DEFAULT_SIZE[url.split('/')[2] ?? ''] ?? FALLBACK_SIZE;
      photos.set(url, { url, width: w, height: h, sized: false });
    }
  };
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.startsWith('/photos/')) add(value);
      else if (value.includes('<img'))
        for (const tag of value.match(/<img\b[^>]*>/g) ?? []) {
          const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
          const width = Number(/\bwidth="(\d+)"/.exec(tag)?.[1]) || undefined;
          const height = Number(/\bheight="(\d+)"/.exec(tag)?.[1]) || undefined;
          if (src) add(src, width, height);
        }
      return;
    }
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      const url = o.url ?? o.Url;
      const width = o.width ?? o.Width;
      const height = o.height ?? o.Height;
      if (typeof url === 'string' && typeof width === 'number' && typeof height === 'number') add(url, width, height);
      for (const child of Object.values(o)) visit(child);
    }
  };
  return {
    visit,
    /** A property record: its photos, and its type for the drawings (the Dutch record's when there is one). */
    property(p: { ID: number; WebID: number; TypeDescription: string; language: string }) {
      if (!listings.has(p.ID) || p.language === 'nl') listings.set(p.ID, { webId: p.WebID, typeDescription: p.TypeDescription });
      visit(p);
    },
    photos: (): Photo[] => [...photos.values()].map(({ url, width, height }) => ({ url, width, height })),
    listings,
  };
}

export type PhotoCollector = ReturnType<typeof photoCollector>;

function sceneFor(photo: Photo, listings: Map<number, ListingInfo>): string {
  const { url, width, height } = photo;
  const [, , folder, ...rest] = url.split('/');
  const name = (rest[rest.length - 1] ?? '').replace(/\.jpe?g$/, '');
  const index = Math.max(0, Number(name) - 1 || 0);
  switch (folder) {
    case 'properties': {
      const listing = listings.get(Number(rest[0]));
      const type = listing ? typeByWebId(listing.webId) : undefined;
      if (!listing || !type) return genericScene(url, width, height);
      const style = subtypeFromDescription(listing.typeDescription, listing.webId)?.style ?? 'detached';
      return propertyScene(url, style, pictureKind(type.key, index), width, height);
    }
    case 'projects': {
      const kinds: PictureKind[] = ['front', 'living', 'terrace', 'kitchen', 'bedroom'];
      return propertyScene(url, 'block', kinds[index % kinds.length]!, width, height);
    }
    case 'banner':
      return bannerScene(url, index + 1, width, height);
    case 'team':
      return portraitScene(url, width, height);
    case 'site':
      if (height <= 160) {
        const badges: Record<string, [string, string]> = { biv: ['BIV', 'IPI'], cib: ['CIB', 'Vlaanderen'] };
        const [label, sub] = badges[name] ?? [name.toUpperCase().slice(0, 4), ''];
        return badgeScene(url, label, sub, width, height);
      }
      return propertyScene(url, 'shop', 'front', width, height);
    default:
      return genericScene(url, width, height);
  }
}

function readJson(dir: string, file: DataFileName): unknown {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    // A missing or broken file is data:check's business; draw what the other files ask for.
    console.warn(`Skipping ${file}: ${(error as Error).message}`);
    return undefined;
  }
}

/** Draws the collected photos missing from public/ and says how many it drew. */
export async function drawPhotos(collected: PhotoCollector, started = performance.now()): Promise<void> {
  const photos = collected.photos();
  const missing = photos.filter((p) => !fs.existsSync(path.join(PUBLIC_DIR, p.url)));

  // libvips threads inside one image gain little on small SVGs; run one image per core instead.
  sharp.concurrency(1);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < missing.length) {
      const photo = missing[next++]!;
      const target = path.join(PUBLIC_DIR, photo.url);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const svg = sceneFor(photo, collected.listings);
      const temp = `${target}.${process.pid}.tmp`;
      // The SVG carries the target size. mozjpeg's quantisation tables and Huffman optimisation are
      // cheap; its trellis search would triple the time for about 15% fewer bytes, so it stays off.
      await sharp(Buffer.from(svg)).jpeg({ quality: 72, progressive: true, optimiseCoding: true, quantisationTable: 3 }).toFile(temp);
      fs.renameSync(temp, target);
      done++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Photos: ${done} generated, ${photos.length - missing.length} already present (${photos.length} referenced) in ${seconds} s`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const dir = dataDirectory();
  const collected = photoCollector();
  for (const file of Object.keys(DATA_FILES) as DataFileName[]) {
    const content = readJson(dir, file);
    const properties = file === 'properties.json' ? (content as { properties?: unknown } | undefined)?.properties : undefined;
    if (Array.isArray(properties)) for (const p of properties) collected.property(p as Parameters<PhotoCollector['property']>[0]);
    else collected.visit(content);
  }
  await drawPhotos(collected, started);
}

if (process.argv[1]?.endsWith('generate-photos.ts'))
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
