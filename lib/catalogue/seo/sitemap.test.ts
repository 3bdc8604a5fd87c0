import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { getProjects, getProperties, getSite } from '@/lib/catalogue/data';
import { getRoutes } from '@/lib/catalogue/routing/site-routes';
import { propertyHref } from '@/lib/catalogue/routing/urls';
import { robotsRules } from './robots';
import { NOINDEX_APP_ROUTES, sitemapEntries, sitemapFileEntries, sitemapFiles, sitemapIndexXml } from './sitemap';
import { sitemapResponse } from './sitemap-route';

const table = getRoutes();
const site = getSite();
const entries = sitemapEntries({ siteUrl: site.url, table, properties: getProperties, projects: getProjects });
const urls = new Set(entries.map((e) => e.url));

describe('sitemapEntries on the sample data', () => {
  it('lists every property in every language it has, by its canonical URL', () => {
    for (const lang of table.languages)
      for (const property of getProperties(lang)) expect(urls.has(site.url + propertyHref(table, lang, property))).toBe(true);
  });

  it('lists each URL once, all absolute on the site', () => {
    expect(urls.size).toBe(entries.length);
    for (const url of urls) expect(url.startsWith(`${site.url}/`)).toBe(true);
  });

  it('gives every entry the same alternates as its language versions, with x-default in the default language', () => {
    for (const entry of entries) {
      expect(Object.values(entry.alternates)).toContain(entry.url);
      expect(entry.alternates['x-default']).toBe(entry.alternates[site.defaultLanguage]);
      for (const lang of table.languages) {
        const other = entry.alternates[lang];
        if (other) expect(entries.find((e) => e.url === other)?.alternates).toEqual(entry.alternates);
      }
    }
  });

  it('has the home page, the listings and the menu pages, but not what is noindex', () => {
    for (const path of ['/nl/', '/fr/', '/nl/te-koop/', '/fr/a-louer/', '/nl/diensten/', '/fr/services/'])
      expect(urls.has(site.url + path), path).toBe(true);
    expect([...urls].some((url) => /\/(favorieten|favoris)\//.test(url))).toBe(false);
    expect(NOINDEX_APP_ROUTES.has('/favourites/')).toBe(true);
    for (const page of table.menuById.values())
      if (!page.isActiveSEO)
        for (const lang of table.languages) expect(urls.has(`${site.url}/${lang}${page.paths[lang]}`), page.id).toBe(false);
  });

  it('has every project', () => {
    const projects = table.languages.flatMap((lang) => getProjects(lang));
    expect(projects.length).toBeGreaterThan(0);
    expect([...urls].filter((url) => /\/(projecten|projets)\/[^/]+\/\d+\/$/.test(url))).toHaveLength(projects.length);
  });
});

describe('robotsRules', () => {
  it('keeps crawlers out of the portal, the map frame, thank-you pages and previews', () => {
    const [rule] = robotsRules(['nl', 'fr'], ['en', 'nl', 'fr']);
    expect(rule!.disallow).toEqual(
      expect.arrayContaining(['/map-frame/', '/login/', '/*/login/', '/nl/bedankt/', '/fr/merci/', '/*preview', '/api/']),
    );
    // The portal under each owner language's own word (issue 36), not only /*/portal/.
    expect(rule!.disallow).toEqual(expect.arrayContaining(['/portal/', '/*/portal/', '/nl/portaal/', '/fr/portail/']));
    expect(rule!.allow).toBe('/');
  });
});

describe('a sitemap too big for one file', () => {
  const input = { siteUrl: site.url, table, properties: getProperties, projects: getProjects };
  // The sample under smaller limits: what 100,000 properties do under the real ones.
  const limits = { maxUrlsPerFile: 100, propertiesPerFile: 40 };
  const ids = new Set(table.languages.flatMap((lang) => getProperties(lang).map((p) => p.id)));
  const files = sitemapFiles(input, limits)!;
  const parts = files.map((name) => sitemapFileEntries(input, name, limits)!);
  const schemas = path.join(__dirname, '../../../tests/e2e/schemas');
  const schema = (name: string) => ({ fileName: name, contents: fs.readFileSync(path.join(schemas, name), 'utf8') });

  it('stays one file within the limits', () => {
    expect(sitemapFiles(input)).toBeNull();
    expect(sitemapFileEntries(input, 'pages')).toBeNull();
  });

  it('is split into the pages and files of at most propertiesPerFile properties, all languages of a property together', () => {
    expect(files).toEqual(['pages', ...Array.from({ length: Math.ceil(ids.size / 40) }, (_, i) => `properties-${i + 1}`)]);
    expect(files.length).toBeGreaterThan(2);
    for (const part of parts.slice(1)) {
      expect(new Set(part.map((e) => /\/(\d+)\/$/.exec(e.url)![1])).size).toBeLessThanOrEqual(40);
      const urls = new Set(part.map((e) => e.url));
      for (const entry of part) for (const alternate of Object.values(entry.alternates)) expect(urls.has(alternate)).toBe(true);
    }
  });

  it('holds together every URL of the whole sitemap once, with the same alternates', () => {
    const byUrl = (list: typeof entries) => [...list].sort((a, b) => a.url.localeCompare(b.url));
    expect(byUrl(parts.flat())).toEqual(byUrl(entries));
  });

  it('writes each file as a sitemap valid against the sitemap schema', async () => {
    for (const part of [parts[0]!, parts.at(-1)!]) {
      const xml = await sitemapResponse(part).text();
      const result = await validateXML({
        xml: [{ fileName: 'part.xml', contents: xml }],
        schema: [schema('sitemap.xsd')],
        preload: [schema('xhtml-link.xsd')],
      });
      expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
      expect(xml.match(/<url>/g)).toHaveLength(part.length);
    }
  });

  it('knows no other file', () => {
    for (const name of ['properties-0', `properties-${files.length}`, 'properties-1.5', 'nope', ''])
      expect(sitemapFileEntries(input, name, limits), name).toBeNull();
  });

  it('names its files in an index valid against the sitemap index schema', async () => {
    const xml = sitemapIndexXml(files.map((name) => `${site.url}/sitemap/${name}.xml`));
    const result = await validateXML({ xml: [{ fileName: 'index.xml', contents: xml }], schema: [schema('siteindex.xsd')] });
    expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual(files.map((name) => `${site.url}/sitemap/${name}.xml`));
    expect(sitemapIndexXml(['https://example.com/a?b&c'])).toContain('<loc>https://example.com/a?b&amp;c</loc>');
  });
});
