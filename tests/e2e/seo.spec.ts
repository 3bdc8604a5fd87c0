// Search-engine presence (issue 5): hreflang and canonical on each page type, sitemap.xml valid against the
// sitemap schema and listing every property, robots.txt.
import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';
import { test, expect } from './fixtures';
import { files } from './site-data';

const SITE = files['site.json'].url.replace(/\/+$/, '');
const SCHEMAS = path.join(__dirname, 'schemas');
const schemaFile = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(SCHEMAS, name), 'utf8') });

// One page of each kind, in nl and fr: [nl path, fr path].
const PAGES: [kind: string, nl: string, fr: string][] = [
  ['menu page', '/nl/diensten/', '/fr/services/'],
  ['menu sub-page', '/nl/diensten/bemiddeling/', '/fr/services/courtage/'],
  ['listing', '/nl/te-koop/', '/fr/a-vendre/'],
  [
    'detail page',
    '/nl/te-koop/gent/lichtrijke-rijwoning-met-zuidwestgerichte-tuin-en-garage/4101/',
    '/fr/a-vendre/gand/maison-mitoyenne-lumineuse-avec-jardin-oriente-sud-ouest/4101/',
  ],
];

test.describe('hreflang and canonical', () => {
  for (const [kind, nl, fr] of PAGES) {
    for (const [lang, own] of [
      ['nl', nl],
      ['fr', fr],
    ] as const) {
      test(`${kind} in ${lang}`, async ({ page }) => {
        const response = await page.goto(own);
        expect(response?.status()).toBe(200);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE + own);
        await expect(page.locator('link[rel="alternate"][hreflang="nl"]')).toHaveAttribute('href', SITE + nl);
        await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', SITE + fr);
        // x-default is the default language's page, with its translated slug, not a rewrite of this URL.
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', SITE + nl);
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(3);
        // No Link response header with its own idea of the alternates.
        expect(response?.headers()['link'] ?? '').not.toMatch(/hreflang/i);
      });
    }
  }
});

test.describe('sitemap.xml', () => {
  test('validates against the sitemap schema and lists every property, page and project with alternates', async ({ request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one fetch is enough');
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/xml/);
    const xml = await response.text();

    const result = await validateXML({
      xml: [{ fileName: 'sitemap.xml', contents: xml }],
      schema: [schemaFile('sitemap.xsd')],
      preload: [schemaFile('xhtml-link.xsd')],
    });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);

    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    // Every property record (one per language) has its detail URL, ending in its ID.
    for (const property of files['properties.json'].properties) {
      const found = locs.filter((loc) => loc.startsWith(`${SITE}/${property.language}/`) && loc.endsWith(`/${property.ID}/`));
      expect(found, `property ${property.ID} (${property.language})`).toHaveLength(1);
    }
    for (const [, nl, fr] of PAGES) {
      expect(locs).toContain(SITE + nl);
      expect(locs).toContain(SITE + fr);
    }
    expect(locs.filter((loc) => /\/(projecten|projets)\/[^/]+\/\d+\/$/.test(loc)).length).toBe(files['projects.json'].projects.length);
    // No slug ends on a dangling word ("…-sud-ouest-et"): lib/catalogue/routing/slug.ts cuts titles between words.
    expect(locs.filter((loc) => /-(et|en|de|la|le|les|du|des|van|het|met|avec|of|ou|a|au|\d+)\/\d+\/$/.test(loc))).toEqual([]);
    // Nothing that is noindex or kept out by robots.txt.
    expect(locs.filter((loc) => /\/(favorieten|favoris|map-frame|bedankt|merci|login|portal)\/|preview/.test(loc))).toEqual([]);
    // Every URL the sitemap gives answers 200 (a sample, to keep the test short).
    for (const loc of locs.filter((_, i) => i % 25 === 0)) {
      const page = await request.get(new URL(loc).pathname, { maxRedirects: 0 });
      expect(page.status(), loc).toBe(200);
    }
    // Alternates: nl, fr and x-default for each URL.
    expect(xml.match(/<url>/g)!.length).toBe(locs.length);
    expect(xml.match(/hreflang="x-default"/g)!.length).toBe(locs.length);
  });
});

test('robots.txt keeps crawlers out of the portal, the map frame, thank-you pages and previews, and names the sitemap', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one fetch is enough');
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const lines = (await response.text()).split('\n').map((line) => line.trim());
  for (const path of [
    '/login/',
    '/*/login/',
    '/*/portal/',
    '/nl/portaal/',
    '/fr/portail/',
    '/map-frame/',
    '/nl/bedankt/',
    '/fr/merci/',
    '/*preview',
    '/api/',
  ])
    expect(lines, path).toContain(`Disallow: ${path}`);
  expect(lines).toContain('Allow: /');
  expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
});

test.describe('structured data', () => {
  const blocks = (page: import('@playwright/test').Page) =>
    page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null') as Record<string, unknown>));

  test('the home page names the agency (RealEstateAgent) in the page language', async ({ page }) => {
    await page.goto('/fr/');
    const agency = (await blocks(page)).filter((data) => data['@type'] === 'RealEstateAgent');
    expect(agency).toHaveLength(1);
    expect(agency[0]!.name).toBe(files['site.json'].name);
    expect(agency[0]!.url).toBe(`${SITE}/fr/`);
    expect((agency[0]!.address as Record<string, string>).addressLocality).toBe(files['site.json'].contact.city.fr);
  });

  for (const [, nl, fr] of PAGES.slice(1)) {
    for (const own of [nl, fr]) {
      test(`the breadcrumbs of ${own} are a BreadcrumbList ending at the page`, async ({ page }) => {
        await page.goto(own);
        const lists = (await blocks(page)).filter((data) => data['@type'] === 'BreadcrumbList');
        expect(lists).toHaveLength(1);
        const items = lists[0]!.itemListElement as { position: number; name: string; item: string }[];
        const visible = (await page.locator('.breadcrumbs li').allInnerTexts()).map((text) => text.trim());
        expect(items.map((i) => i.name)).toEqual(visible);
        expect(items.map((i) => i.position)).toEqual(visible.map((_, i) => i + 1));
        expect(items.at(-1)!.item).toBe(SITE + own);
      });
    }
  }
});
