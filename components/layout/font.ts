/**
 * The site's one font file, public/fonts/inter-latin-400-800.woff2 (scripts/build/subset-font.sh), and
 * the version its URL carries: a hash of its content, inlined by next.config.ts as VITRINE_FONT_VERSION,
 * so that browsers keep it for good and a new cut is fetched at once. Imported by next.config.ts:
 * relative imports only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the font is, from the project's folder; `/fonts/…` on the site. */
export const FONT_FILE = path.join('public', 'fonts', 'inter-latin-400-800.woff2');

/** A short hash of the font on disk: its URL's version. */
export function fontVersion(root = process.cwd()): string {
  return createHash('sha256')
    .update(fs.readFileSync(path.join(root, FONT_FILE)))
    .digest('hex')
    .slice(0, 12);
}
