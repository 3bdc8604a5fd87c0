/**
 * The icon sprite, public/icons.svg: one `<symbol>` per icon of components/ui/icon-set.ts, written by
 * `npm run icons`. Pages point at it with a version taken from its content (`spriteVersion`, inlined by
 * next.config.ts as VITRINE_ICONS_VERSION), so browsers and the service worker keep it for good.
 * Imported by next.config.ts: relative imports only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { HEART_PATH, ICON_PATHS } from './icon-set';

/** Where the sprite is, from the project's folder. */
export const SPRITE_FILE = path.join('public', 'icons.svg');

/** The sprite's text. Paths carry no fill: they take the `<svg>`'s (`currentColor`, or none for an empty heart). */
export function spriteSource(): string {
  const symbol = (id: string, body: string) => `<symbol id="${id}" viewBox="0 0 24 24">${body}</symbol>`;
  const symbols = [
    ...Object.entries(ICON_PATHS).map(([name, d]) => symbol(name, `<path d="${d}"/>`)),
    symbol('heart', `<path d="${HEART_PATH}" stroke="currentColor" stroke-width="2" stroke-linejoin="round"/>`),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`;
}

/** A short hash of the sprite on disk: its URL's version. */
export function spriteVersion(root = process.cwd()): string {
  return createHash('sha256')
    .update(fs.readFileSync(path.join(root, SPRITE_FILE)))
    .digest('hex')
    .slice(0, 12);
}
