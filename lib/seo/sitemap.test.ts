import { describe, expect, it } from 'vitest';
import { getProjects, getProperties, getRoutes, getSite } from '@/lib/data';
import { propertyHref } from '@/lib/routing/urls';
import { robotsRules } from './robots';
import { NOINDEX_APP_ROUTES, sitemapEntries } from './sitemap';

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
    const [rule] = robotsRules(['nl', 'fr']);
    expect(rule!.disallow).toEqual(expect.arrayContaining(['/map-frame/', '/login/', '/*/login/', '/nl/bedankt/', '/fr/merci/', '/*preview', '/api/']));
    expect(rule!.allow).toBe('/');
  });
});
