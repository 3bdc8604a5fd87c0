/**
 * Photos that live in the data folder (`{VITRINE_DATA_DIR}/photos/`, where the CRM sync puts the
 * catalogue's) are served like every photo, from public/photos/ at the same path: the build copies
 * them there before `next build` (only files that are missing or differ in size), so that `next start`
 * and the image optimizer read only local files of the build. Runs in `prebuild`, before the sample
 * photos are drawn, so no photo of the data is ever drawn over.
 */
import fs from 'node:fs';
import path from 'node:path';

export function copyDataPhotos(dataDir: string, publicDir = path.join(process.cwd(), 'public')): { copied: number; total: number } {
  const from = path.join(dataDir, 'photos');
  let copied = 0;
  let total = 0;
  if (!fs.existsSync(from)) return { copied, total };
  for (const entry of fs.readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.part')) continue;
    total++;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(publicDir, 'photos', path.relative(from, source));
    const existing = fs.statSync(target, { throwIfNoEntry: false });
    if (existing && existing.size === fs.statSync(source).size) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    copied++;
  }
  return { copied, total };
}
