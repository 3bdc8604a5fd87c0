/**
 * Photos that live in the data folder (`{VITRINE_DATA_DIR}/photos/`, where the CRM sync puts the
 * catalogue's) are served like every photo, from public/photos/ at the same path: the build copies
 * them there before `next build` (only files that are missing or differ in size), so that `next start`
 * and the image optimizer read only local files of the build. Runs in `prebuild`, before the sample
 * photos are drawn, so no photo of the data is ever drawn over.
 *
 * The copy also removes from public/photos/ what it copied there earlier and the data folder no longer
 * has (a listing the CRM removed, a replaced photo): public/photos/ is not in git and outlives builds,
 * so without this a removed listing's photos would stay served at their old URLs. It cannot tell by
 * folder: the sample photos the build draws (scripts/catalogue/generate-photos.ts) live in the same
 * folders as the sync's (photos/properties/4101/1.jpg), so comparing public/photos/properties with the
 * data folder's would delete them, and a data folder's own banner or team photos are not the sync's.
 * So the copy keeps a list of every file it put there, `public/photos/.from-data.json`, and removes
 * only files on that list that the data folder no longer has: a sample photo, or anything put there by
 * hand, is never on it. The list is written before copying (the old list and the new files), so a copy
 * that stops midway still knows what it put there, and trimmed to the data folder's files after.
 * Folders the removals leave empty are removed too. Should a data file have replaced a sample photo at
 * the same path, the next step draws the sample again once the data file is gone, if still named.
 * The list's name starts with a dot, which the static file server does not serve (it would only name
 * public files anyway). Files copied by a build before the list existed are not on it and stay.
 */
import fs from 'node:fs';
import path from 'node:path';

/** public/photos/'s list of the files copied from the data folder, relative to public/photos, with '/'. */
export const COPIED_LIST = '.from-data.json';

function readList(file: string): string[] {
  try {
    const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/** Writes the list whole or not at all; no file when nothing is copied. */
function writeList(file: string, list: Iterable<string>): void {
  const entries = [...list].sort();
  if (!entries.length) return fs.rmSync(file, { force: true });
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.part`;
  fs.writeFileSync(temporary, `${JSON.stringify(entries, null, 1)}\n`);
  fs.renameSync(temporary, file);
}

/** A listed file's path inside public/photos, or null for an entry that would leave it (the list is read from disk). */
function inside(root: string, relative: string): string | null {
  if (relative === COPIED_LIST || path.posix.normalize(relative) !== relative || relative.split(/[\\/]/).includes('..')) return null;
  if (path.isAbsolute(relative)) return null;
  const file = path.resolve(root, relative);
  return file.startsWith(`${root}${path.sep}`) ? file : null;
}

/** Removes `dir` and its parents up to `root` (excluded) while they are empty. */
function removeEmptyFolders(dir: string, root: string): void {
  for (let folder = dir; folder.startsWith(`${root}${path.sep}`); folder = path.dirname(folder)) {
    try {
      fs.rmdirSync(folder);
    } catch {
      return; // Not empty (or already gone): its parents are not empty either.
    }
  }
}

export function copyDataPhotos(
  dataDir: string,
  publicDir = path.join(process.cwd(), 'public'),
): { copied: number; total: number; removed: number } {
  const from = path.join(dataDir, 'photos');
  const to = path.resolve(publicDir, 'photos');
  const listFile = path.join(to, COPIED_LIST);
  const previous = readList(listFile);
  const files: string[] = [];
  if (fs.existsSync(from))
    for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true }))
      if (entry.isFile() && !entry.name.endsWith('.part'))
        files.push(path.relative(from, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  const current = new Set(files);
  if (files.length) writeList(listFile, new Set([...previous, ...files]));

  let copied = 0;
  for (const relative of files) {
    const source = path.join(from, relative);
    const target = path.join(to, relative);
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (existing && existing.size === fs.statSync(source).size) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    copied++;
  }

  let removed = 0;
  for (const relative of previous) {
    if (current.has(relative)) continue;
    const file = inside(to, relative);
    if (!file || !fs.statSync(file, { throwIfNoEntry: false })?.isFile()) continue;
    fs.rmSync(file);
    removed++;
    removeEmptyFolders(path.dirname(file), to);
  }
  if (previous.length || files.length) writeList(listFile, current);
  return { copied, total: files.length, removed };
}
