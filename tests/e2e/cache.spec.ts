// Issue 17, "every public page from a cache" (docs/decisions/0022): every page a search engine knows is
// served from Next's cache (prerendered, or generated on its first request), with a Cache-Control a shared
// cache may follow, the deployment id, and never a cookie; pages that answer per visitor stay private.
import fs from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { test, expect } from './fixtures';
import { allMenuPages, routes } from './site-data';
import { getStore } from '@/lib/catalogue/data';
import { sitemapEntries } from '@/lib/catalogue/seo/sitemap';
import { LIVE_MODULE_VIEWS, pageEtag, PUBLIC_LIVE, PUBLIC_NOT_FOUND, PUBLIC_PAGE } from '@/lib/catalogue/routing/cache-policy';

const store = getStore();
/** The build the main server runs (playwright.config.ts). */
const DIST_DIR = resolve(process.env.NEXT_DIST_DIR ?? '.next');
const SITE = store.site.url.replace(/\/+$/, '');
/** Every URL of the sitemap (pages, properties, projects in every language), as a path. */
const SITEMAP_PATHS = sitemapEntries({
  siteUrl: SITE,
  table: routes,
  properties: (lang) => store.properties.get(lang) ?? [],
  projects: (lang) => store.projects.get(lang) ?? [],
}).map(({ url }) => url.slice(SITE.length));

/** Pages showing what the database holds now (approved testimonials): rendered per request, kept a minute by a shared cache. */
const LIVE_PATHS = new Set(
  allMenuPages()
    .filter((page) => page.modules.some((mod) => LIVE_MODULE_VIEWS.has(mod.view)))
    .flatMap((page) => routes.languages.map((lang) => encodeURI(`/${lang}${page.kind === 'home' ? '/' : page.paths[lang]}`))),
);

/** A GET without following redirects, as a shared cache in front of the site would make it. */
const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

function expectPublic(response: APIResponse, path: string, cacheControl = PUBLIC_PAGE) {
  const headers = response.headers();
  expect(headers['set-cookie'], `${path} must not set a cookie`).toBeUndefined();
  expect(headers['x-deployment-id'], path).toMatch(/^[A-Za-z0-9._-]+$/);
  if (LIVE_PATHS.has(path)) {
    expect(headers['cache-control'], path).toBe(PUBLIC_LIVE);
    return;
  }
  expect(headers['cache-control'], path).toBe(cacheControl);
  // Next's own cache answered: prerendered at build, or generated once and kept (HIT, or MISS the first time).
  expect(headers['x-nextjs-cache'], `${path} must come from Next's cache, not a per-request render`).toMatch(/^(HIT|MISS|STALE)$/);
}

test.describe('every public page from a cache', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'headers are the same on every viewport'));

  test('every sitemap page comes from the cache, cacheable by a shared cache, with the deployment id and no cookie', async ({
    request,
  }) => {
    expect(SITEMAP_PATHS.length).toBeGreaterThan(100);
    expect(LIVE_PATHS.size, 'the sample has a testimonials page').toBeGreaterThan(0);
    expect(SITEMAP_PATHS.filter((path) => LIVE_PATHS.has(path))).toHaveLength(LIVE_PATHS.size);
    const ids = new Set<string>();
    for (const path of SITEMAP_PATHS) {
      const response = await get(request, path);
      expect(response.status(), path).toBe(200);
      expectPublic(response, path);
      ids.add(response.headers()['x-deployment-id']!);
    }
    expect(ids.size, 'one deployment id for the whole site').toBe(1);
  });

  test('the page, its style sheets and its header name one deployment', async ({ request }) => {
    const response = await get(request, '/nl/');
    const id = response.headers()['x-deployment-id']!;
    const html = await response.text();
    const named = (text: string) => new Set([...text.matchAll(/[?&]dpl=([\w.-]+)/g)].map(([, dpl]) => dpl));
    expect([...named(html)]).toEqual([id]);
    // The font the style sheet asks for is the one the page preloads, or the preload is wasted and text shifts.
    for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)) {
      const ids = named(await (await get(request, href!.replace(/&amp;/g, '&'))).text());
      expect(
        [...ids].filter((other) => other !== id),
        href,
      ).toEqual([]);
    }
  });

  test('a detail page is generated once, then served from the cache', async ({ request }) => {
    // The sample's last property in fr: no other test asks for it before this one in a fresh server.
    const path = SITEMAP_PATHS.filter((p) => /^\/fr\/.*\/\d+\/$/.test(p)).at(-1)!;
    const first = await get(request, path);
    expectPublic(first, path);
    const second = await get(request, path);
    expect(second.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    // Kept in memory only (lib/catalogue/cache/page-cache-handler.cjs): Next writes nothing of it to its disk cache.
    const id = /\/(\d+)\/$/.exec(path)![1]!;
    const diskCache = join(DIST_DIR, 'server', 'route-cache');
    const written = fs.existsSync(diskCache)
      ? fs.readdirSync(diskCache, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith(`/${id}.html`))
      : [];
    expect(written, 'a page generated on demand must not be written to disk').toEqual([]);
  });

  test("a resized photo is kept: after its first request it comes from the optimizer's cache", async ({ request }) => {
    const html = await (await get(request, '/nl/te-koop/')).text();
    const image = /src="(\/_next\/image\/\?[^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');
    const accept = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
    const first = await request.get(image, { headers: accept });
    expect(first.status()).toBe(200);
    expect(first.headers()['content-type']).toBe('image/webp');
    const second = await request.get(image, { headers: accept });
    // STALE is read from the disk cache too, older than its max-age (the cache outlives a build here),
    // and refreshed behind the answer.
    expect(['HIT', 'STALE'], 'resized once, then read from the disk cache').toContain(second.headers()['x-nextjs-cache']);
    expect(Buffer.compare(await second.body(), await first.body())).toBe(0);
  });

  test('a browser gets a cached page and its scripts in Brotli, at its best once kept (decision 0045)', async ({ page, browser }) => {
    // Asked for until the kept copy is the best Brotli makes (server/compress.cjs): compressed as it
    // streams the first time, kept, and compressed again at quality 11 once asked for again.
    const path = '/nl/diensten/bemiddeling/';
    const html = await (await page.request.get(path)).body();
    const params = {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
    };
    const best = brotliCompressSync(html, { params }).length;
    const keptLength = async () =>
      Number((await page.request.get(path, { headers: { 'accept-encoding': 'br' } })).headers()['content-length']);
    await expect.poll(keptLength, { message: 'the kept copy becomes the best Brotli makes' }).toBe(best);
    const response = (await page.goto(path))!;
    expect(response.status()).toBe(200);
    expect(await response.headerValue('content-encoding')).toBe('br');
    const { responseBodySize } = await response.request().sizes();
    const gzipped = gzipSync(await response.body()).length;
    expect(responseBodySize).toBe(best);
    expect(best, `Brotli ${best} B, gzip ${gzipped} B`).toBeLessThan(gzipped * 0.9);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('load');

    // The page's scripts: gathered as Next sends them the first time, then kept at Brotli's best.
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => /\/_next\/static\/chunks\/[^?]+\.js/.test(name)),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const encoding = async () =>
        (await page.request.get(script, { headers: { 'accept-encoding': 'br, gzip' } })).headers()['content-encoding'];
      await expect.poll(encoding, { message: `${script} kept in Brotli` }).toBe('br');
      const kept = await page.request.get(script, { headers: { 'accept-encoding': 'br' } });
      expect(kept.headers()['cache-control'], script).toBe('public, max-age=31536000, immutable');
      expect(Number(kept.headers()['content-length']), script).toBe(
        brotliCompressSync(await kept.body(), { params: { ...params, [constants.BROTLI_PARAM_SIZE_HINT]: (await kept.body()).length } })
          .length,
      );
    }
    // A visitor arriving then gets them so, from a browser that has none of them yet.
    const visitor = await browser.newContext();
    const fresh = await visitor.newPage();
    const encodings: Promise<string | null>[] = [];
    fresh.on('response', (answer) => {
      if (/\/_next\/static\/chunks\/[^?]+\.js/.test(answer.url())) encodings.push(answer.headerValue('content-encoding'));
    });
    await fresh.goto(new URL(path, page.url()).href);
    await fresh.waitForLoadState('load');
    expect(new Set(await Promise.all(encodings))).toEqual(new Set(['br']));
    await visitor.close();
  });

  test('a filtered listing is one cached page per normalized query, whatever order and extras the URL has', async ({ request }) => {
    const first = await get(request, '/nl/te-koop/?type=2&city=Gent&price_max=900000');
    expectPublic(first, 'filtered listing');
    const same = await get(request, '/nl/te-koop/?utm_source=mail&price_max=900000&city=Gent&type=2');
    expect(same.headers()['x-nextjs-cache'], 'the same normalized query is the same cached page').toBe('HIT');
    const count = (html: string) => /class="listing__count"[^>]*>([^<]+)/.exec(html)?.[1];
    expect(count(await same.text())).toBe(count(await first.text()));
    // Nothing a filter keeps: the prerendered listing itself.
    const bare = await get(request, '/nl/te-koop/?utm_source=mail&page=1');
    expect(bare.headers()['x-nextjs-cache']).toBe('HIT');
    expect(count(await bare.text())).toBe(count(await (await get(request, '/nl/te-koop/')).text()));
  });

  test('the 404 page is cacheable for less long; redirects carry no cookie', async ({ request }) => {
    const missing = await get(request, '/nl/bestaat-niet/');
    expect(missing.status()).toBe(404);
    expectPublic(missing, '/nl/bestaat-niet/', PUBLIC_NOT_FOUND);
    const detail = SITEMAP_PATHS.find((p) => /^\/nl\/.*\/4101\/$/.test(p))!;
    const outdated = await get(request, detail.replace(/\/[^/]+\/4101\/$/, '/oude-titel/4101/'));
    expect(outdated.status()).toBe(308);
    expect(outdated.headers().location).toBe(detail);
    expect(outdated.headers()['set-cookie']).toBeUndefined();
  });

  test('a browser revalidating a page it has gets a 304 until the next deployment', async ({ request }) => {
    const detail = SITEMAP_PATHS.find((p) => /^\/nl\/.*\/4101\/$/.test(p))!;
    for (const path of ['/nl/', '/fr/a-vendre/', detail]) {
      const page = await get(request, path);
      const etag = pageEtag(page.headers()['x-deployment-id']!);
      expect(page.headers().etag, path).toBe(etag);
      const again = await request.get(path, { maxRedirects: 0, headers: { 'If-None-Match': etag } });
      expect(again.status(), path).toBe(304);
      expect((await again.body()).length, path).toBe(0);
      expect(again.headers()['cache-control'], path).toBe(PUBLIC_PAGE);
      expect(again.headers().etag, path).toBe(etag);
      expect(again.headers()['set-cookie'], path).toBeUndefined();
      // A page from another deployment is sent again, in full.
      const stale = await request.get(path, { maxRedirects: 0, headers: { 'If-None-Match': pageEtag('an-older-deployment') } });
      expect(stale.status(), path).toBe(200);
      expect(await stale.text(), path).toBe(await page.text());
    }
  });

  test('the flight data of a page has the same validator; live, missing and private pages have none', async ({ request }) => {
    const etag = pageEtag((await get(request, '/nl/')).headers()['x-deployment-id']!);
    // `_rsc` as the client router sends it (without it, Next redirects to add it).
    const flight = await request.get('/nl/te-koop/?_rsc', { maxRedirects: 0, headers: { RSC: '1' } });
    expect(flight.headers()['content-type']).toMatch(/^text\/x-component/);
    expect(flight.headers().etag).toBe(etag);
    expect(flight.headers().vary).toMatch(/(^|, )rsc(,|$)/i);
    for (const path of [[...LIVE_PATHS][0]!, '/nl/bestaat-niet/', '/nl/login/']) {
      const response = await request.get(path, { maxRedirects: 0, headers: { 'If-None-Match': etag } });
      expect(response.status(), path).not.toBe(304);
      expect(response.headers().etag, path).toBeUndefined();
    }
  });

  test('pages that answer per visitor stay private', async ({ request }) => {
    for (const path of [
      '/nl/favorieten/?ids=4101',
      '/nl/mijn-zoekopdracht/',
      '/nl/inschrijving/?token=x',
      '/nl/login/',
      '/en/login/forgot-password/',
    ]) {
      const response = await get(request, path);
      expect(response.headers()['cache-control'], path).toMatch(/private|no-store/);
      expect(response.headers()['cache-control'], path).not.toMatch(/s-maxage/);
    }
  });
});
