/**
 * The syncing worker's data folder when several instances share one CRM (docs/deployment.md): a folder
 * on a disk the web servers share, not the image's. At each start the worker seeds it from the image's
 * data folder (VITRINE_DATA_SEED): everything the first time; afterwards only the agency's own files,
 * which a deployment brings, while the catalogue, its media and its history stay as the sync left them.
 * The next sync then sees that the agency's files differ from the current release's and publishes a
 * release with them (./release.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATALOGUE_FILES } from './run';

/** What the sync owns in a data folder: never replaced by a seed once there. */
const SYNCED = new Set<string>([...CATALOGUE_FILES, 'photos', 'documents', 'history', '.crm']);

/** Copies `seed` into `dataDir` (made when missing); returns the top-level names it copied. */
export function seedDataFolder(seed: string, dataDir: string): string[] {
  const from = path.resolve(seed);
  const to = path.resolve(dataDir);
  if (from === to) return [];
  if (!fs.existsSync(path.join(from, 'site.json'))) throw new Error(`VITRINE_DATA_SEED: ${from} is not a data folder (no site.json)`);
  const first = !fs.existsSync(path.join(to, 'properties.json'));
  fs.mkdirSync(to, { recursive: true });
  const copied: string[] = [];
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.crm' || (!first && SYNCED.has(entry.name))) continue;
    if (copyChanged(path.join(from, entry.name), path.join(to, entry.name))) copied.push(entry.name);
  }
  return copied;
}

/** Copies a file or a folder's files where they differ; returns how many it copied. */
function copyChanged(source: string, target: string): number {
  const stat = fs.statSync(source);
  if (stat.isDirectory()) {
    fs.mkdirSync(target, { recursive: true });
    let copied = 0;
    for (const name of fs.readdirSync(source)) copied += copyChanged(path.join(source, name), path.join(target, name));
    return copied;
  }
  if (!stat.isFile()) return 0;
  if (fs.existsSync(target) && fs.readFileSync(target).equals(fs.readFileSync(source))) return 0;
  // Renamed into place: a reader never sees half a file.
  fs.copyFileSync(source, `${target}.seed`);
  fs.renameSync(`${target}.seed`, target);
  return 1;
}
