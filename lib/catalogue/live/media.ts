/**
 * The photos of a catalogue release (lib/catalogue/live): a photo the CRM sync fetched after the build
 * is not in public/photos/, which Next serves only as the build found it, so app/photos/[...path] serves
 * it from the release this server serves. Names carry their content's hash, so an answer never changes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@/lib/catalogue/data';
import { activeRelease } from './follower';
import { releasesFolder } from './releases';

export const PHOTO_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** One path segment of a photo's name: letters, digits, `-`, `_` and dots, never a leading dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,199}$/;

/** The file and type of a release photo at `/photos/{segments}`, or null (no release, an unsafe or unknown name). */
export function releasePhoto(
  segments: readonly string[],
  release = activeRelease(),
  dataDir = dataDirectory(),
): { file: string; type: string } | null {
  if (!release || segments.length === 0 || segments.length > 8 || !segments.every((s) => SEGMENT.test(s))) return null;
  const type = PHOTO_TYPES[path.extname(segments.at(-1)!).toLowerCase()];
  if (!type) return null;
  const root = path.join(/* turbopackIgnore: true */ releasesFolder(dataDir), release, 'photos');
  const file = path.join(root, ...segments);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    return fs.statSync(file).isFile() ? { file, type } : null;
  } catch {
    return null;
  }
}
