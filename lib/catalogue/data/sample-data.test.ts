// The bundled sample is what a visitor of a fresh install sees: it must show no defect. Cases that
// exercise fallbacks belong in test fixtures (scripts/test/build-variant.sh), not on the site.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_VIEWS } from './file-schemas';
import { loadDataFiles } from './validate';

const files = loadDataFiles();
const PUBLIC = path.join(__dirname, '..', '..', '..', 'public');

describe('the sample data', () => {
  it('puts no module with a view the code does not know on a page', () => {
    type Entry = (typeof files)['menu.json']['entries'][number];
    const walk = (entries: Entry[]): Entry[] => entries.flatMap((entry) => [entry, ...walk(entry.childMenus as Entry[])]);
    const unknown = walk(files['menu.json'].entries).flatMap((entry) =>
      entry.params.modules.filter((mod) => !(MODULE_VIEWS as readonly string[]).includes(mod.view)).map((mod) => `${entry.id}: ${mod.view}`),
    );
    expect(unknown).toEqual([]);
  });

  it('names only files of our own that exist in public/ (or that the build draws: /photos/)', () => {
    const { homeBanner } = files['site.json'];
    const local = [
      homeBanner.video?.url,
      homeBanner.video?.poster.url,
      homeBanner.image?.url,
      ...(homeBanner.images ?? []).map((image) => image.url),
      ...files['properties.json'].properties.flatMap((p) => [...(p.Videos ?? []).map((video) => video.Url), ...(p.Pictures ?? []).map((picture) => picture.Url)]),
    ].filter((url): url is string => typeof url === 'string' && url.startsWith('/'));
    expect(local.length).toBeGreaterThan(100);
    // /photos/ are drawn before each build (scripts/catalogue/generate-photos.ts, public/photos is not in git), so
    // here they only need to be URLs it draws; every other file must be shipped.
    const drawn = (url: string) => /^\/photos\/[A-Za-z0-9/_.-]+\.jpe?g$/.test(url);
    expect(local.filter((url) => !drawn(url) && !fs.existsSync(path.join(PUBLIC, url)))).toEqual([]);
    expect(local.filter((url) => url.startsWith('/photos/') && !drawn(url))).toEqual([]);
  });

  it('has a logo whose letters are outlines, not <text> (docs/decisions/0023, amendment 14)', () => {
    // Text in an SVG shown through <img> is set in the visitor's system fonts, looked up on the main
    // thread while the header paints. Fix: /usr/bin/python3 scripts/build/outline-svg-text.py public/logo.svg
    const { logo } = files['site.json'];
    const svg = fs.readFileSync(path.join(PUBLIC, logo.url), 'utf8');
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<(text|tspan|textPath)[\s>]/);
  });
});
