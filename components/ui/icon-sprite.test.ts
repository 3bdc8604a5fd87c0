import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ICON_PATHS } from './icon-set';
import { SPRITE_FILE, spriteSource, spriteVersion } from './icon-sprite';

describe('the icon sprite', () => {
  it('on disk is the one icon-set.ts draws (run `npm run icons` after changing an icon)', () => {
    expect(fs.readFileSync(SPRITE_FILE, 'utf8')).toBe(spriteSource());
  });

  it('has a symbol for every icon and the heart, each once', () => {
    const ids = [...spriteSource().matchAll(/<symbol id="([a-zA-Z]+)"/g)].map(([, id]) => id);
    expect(ids.sort()).toEqual([...Object.keys(ICON_PATHS), 'heart'].sort());
  });

  it('is versioned by its content', () => {
    expect(spriteVersion()).toMatch(/^[0-9a-f]{12}$/);
  });
});
