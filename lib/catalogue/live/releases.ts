/**
 * Where a data folder's catalogue releases live (docs/decisions/0057): `.crm/releases/<hash>/`, each a
 * frozen copy of the data folder's files made by the CRM sync (lib/agency/crm/sync/release.ts), and
 * `.crm/releases/current`, naming the one every web server should serve (./follower.ts). Plain files, so
 * that servers sharing the data folder's disk follow without anything else shared.
 */
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/platform/env';

const NAME = /^[0-9a-f]{20}$/;
/** Written last into a release folder: a folder without it is not a release yet. */
export const COMPLETE = '.complete';

/**
 * The releases of a data folder: its own `.crm/releases`, or the folder VITRINE_RELEASES_DIR names, where
 * web servers that share no data folder with the syncing worker follow its releases.
 */
export function releasesFolder(dataDir: string): string {
  const shared = env().VITRINE_RELEASES_DIR;
  return shared ? path.resolve(/* turbopackIgnore: true */ shared) : path.join(/* turbopackIgnore: true */ dataDir, '.crm', 'releases');
}

/** Whether this server follows releases published elsewhere (VITRINE_RELEASES_DIR): they, not its build, hold the catalogue. */
export const followsSharedReleases = () => env().VITRINE_RELEASES_DIR !== undefined;

export const isReleaseName = (name: string) => NAME.test(name);

/** The release `current` names, or null before the first (or when it names no complete release). */
export function currentRelease(dataDir: string): { hash: string; dir: string } | null {
  const folder = releasesFolder(dataDir);
  let hash: string;
  try {
    hash = fs.readFileSync(path.join(folder, 'current'), 'utf8').trim();
  } catch {
    return null;
  }
  const dir = path.join(folder, hash);
  return isReleaseName(hash) && fs.existsSync(path.join(dir, COMPLETE)) ? { hash, dir } : null;
}
