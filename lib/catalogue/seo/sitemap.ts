/**
 * sitemap.xml (issue 5): every public, indexable page and every property and project, each URL with
 * its alternates in the other languages and x-default, the same hreflang set the pages carry.
 * Pure over the route table and the records, so it is unit-tested without a build.
 *
 * One file holds at most 50,000 URLs (sitemaps.org). A site within that has one sitemap.xml, as it
 * always had; a bigger catalogue gets a sitemap index at /sitemap.xml naming /sitemap/pages.xml (pages
 * and projects) and /sitemap/properties-1.xml, -2, ... (PROPERTIES_PER_FILE properties each, in every
 * language they have), each written when asked for, so that neither the build nor one answer goes
 * through the whole catalogue (app/sitemap.xml/route.ts, app/sitemap/[file]/route.ts).
 */
import type { Lang, Project } from '@/lib/catalogue/data/types';
import type { Property } from '@/lib/catalogue/data';
import type { Route, RouteTable } from '@/lib/catalogue/routing/table';
import { APP_PATHS } from '@/lib/catalogue/routing/app-paths';
import { encodePath, publicPath } from '@/lib/catalogue/routing/resolve';
import { projectHref, propertyHref } from '@/lib/catalogue/routing/urls';

/** App pages that are `noindex` (the favourites page lists a visitor's own picks from the URL). */
export const NOINDEX_APP_ROUTES: ReadonlySet<string> = new Set([APP_PATHS.favourites]);

export interface SitemapEntry {
  url: string;
  /** Per language, plus x-default (the default language's URL). */
  alternates: Partial<Record<Lang | 'x-default', string>>;
}

export interface SitemapInput {
  /** Site URL without a trailing slash, e.g. https://www.vitrine-vastgoed.be */
  siteUrl: string;
  table: RouteTable;
  properties: (lang: Lang) => Property[];
  projects: (lang: Lang) => Project[];
}

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const MAX_URLS_PER_FILE = 50_000;
/** Properties per file of a split sitemap: with up to five languages they stay within MAX_URLS_PER_FILE. */
export const PROPERTIES_PER_FILE = 10_000;

export interface SitemapLimits {
  maxUrlsPerFile: number;
  propertiesPerFile: number;
}

const LIMITS: SitemapLimits = { maxUrlsPerFile: MAX_URLS_PER_FILE, propertiesPerFile: PROPERTIES_PER_FILE };

function routeKey(route: Route): string {
  switch (route.kind) {
    case 'home':
      return 'home';
    case 'menu':
      return `menu:${route.id}`;
    default:
      return `${route.kind}:${route.original}`;
  }
}

function indexable(table: RouteTable, route: Route): boolean {
  if (route.kind === 'external') return false;
  if (route.kind === 'app') return !NOINDEX_APP_ROUTES.has(route.original);
  if (route.kind === 'menu') return table.menuById.get(route.id)?.isActiveSEO ?? false;
  return true;
}

/** One entry per language version of a page; `paths` holds the page's path in each language it has. */
function entriesFor(siteUrl: string, table: RouteTable, paths: Partial<Record<Lang, string>>): SitemapEntry[] {
  const alternates: SitemapEntry['alternates'] = {};
  for (const lang of table.languages) if (paths[lang]) alternates[lang] = siteUrl + paths[lang];
  const fallback = alternates[table.defaultLanguage] ?? Object.values(alternates)[0];
  if (!fallback) return [];
  alternates['x-default'] = fallback;
  return table.languages.filter((lang) => alternates[lang]).map((lang) => ({ url: alternates[lang]!, alternates }));
}

/** Records of one kind by ID (only the IDs in `only`, when given), with the language versions each has. */
function byId<T extends { id: number }>(
  languages: Lang[],
  list: (lang: Lang) => T[],
  only?: ReadonlySet<number>,
): Map<number, Map<Lang, T>> {
  const out = new Map<number, Map<Lang, T>>();
  for (const lang of languages)
    for (const record of list(lang)) {
      if (only && !only.has(record.id)) continue;
      const versions = out.get(record.id) ?? new Map<Lang, T>();
      versions.set(lang, record);
      out.set(record.id, versions);
    }
  return out;
}

/** Every indexable page of the route table (the neutral table holds every page once, plus aliases such as /contact-demand/). */
function pageEntries(base: string, table: RouteTable): SitemapEntry[] {
  const entries: SitemapEntry[] = [];
  const seen = new Set<string>();
  for (const route of table.neutral.values()) {
    const key = routeKey(route);
    if (seen.has(key) || !indexable(table, route)) continue;
    seen.add(key);
    const paths: Partial<Record<Lang, string>> = {};
    for (const lang of table.languages) {
      const path = publicPath(table, lang, route);
      if (path) paths[lang] = encodePath(path);
    }
    entries.push(...entriesFor(base, table, paths));
  }
  return entries;
}

function propertyEntries(base: string, { table, properties }: SitemapInput, only?: ReadonlySet<number>): SitemapEntry[] {
  return [...byId(table.languages, properties, only).values()].flatMap((versions) =>
    entriesFor(base, table, Object.fromEntries([...versions].map(([lang, property]) => [lang, propertyHref(table, lang, property)]))),
  );
}

function projectEntries(base: string, { table, projects }: SitemapInput): SitemapEntry[] {
  return [...byId(table.languages, projects).values()].flatMap((versions) =>
    entriesFor(base, table, Object.fromEntries([...versions].map(([lang, project]) => [lang, projectHref(table, lang, project)]))),
  );
}

const siteBase = (input: SitemapInput) => input.siteUrl.replace(/\/+$/, '');

/** The whole sitemap: pages, then properties, then projects. */
export function sitemapEntries(input: SitemapInput): SitemapEntry[] {
  const base = siteBase(input);
  return [...pageEntries(base, input.table), ...propertyEntries(base, input), ...projectEntries(base, input)];
}

/** Property IDs in every language, ascending: the order the split files cut. */
function propertyIds({ table, properties }: SitemapInput): number[] {
  const ids = new Set<number>();
  for (const lang of table.languages) for (const property of properties(lang)) ids.add(property.id);
  return [...ids].sort((a, b) => a - b);
}

/**
 * The files of a split sitemap, by name ("pages", "properties-1", ...), or null when one sitemap.xml
 * holds every URL. Counts records only: no URL is written to decide.
 */
export function sitemapFiles(input: SitemapInput, limits: SitemapLimits = LIMITS): string[] | null {
  const { table, properties, projects } = input;
  const records = (list: (lang: Lang) => unknown[]) => table.languages.reduce((n, lang) => n + list(lang).length, 0);
  // Pages: at most one URL per route and language.
  const urls = table.neutral.size * table.languages.length + records(properties) + records(projects);
  if (urls <= limits.maxUrlsPerFile) return null;
  const parts = Math.ceil(propertyIds(input).length / limits.propertiesPerFile);
  return ['pages', ...Array.from({ length: parts }, (_, i) => `properties-${i + 1}`)];
}

/** The entries of one file of a split sitemap (see sitemapFiles), or null for a name that is not one. */
export function sitemapFileEntries(input: SitemapInput, name: string, limits: SitemapLimits = LIMITS): SitemapEntry[] | null {
  const files = sitemapFiles(input, limits);
  if (!files?.includes(name)) return null;
  const base = siteBase(input);
  if (name === 'pages') return [...pageEntries(base, input.table), ...projectEntries(base, input)];
  const part = Number(name.slice('properties-'.length));
  const ids = propertyIds(input).slice((part - 1) * limits.propertiesPerFile, part * limits.propertiesPerFile);
  return propertyEntries(base, input, new Set(ids));
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A sitemap index (sitemaps.org) naming the files at these absolute URLs. */
export function sitemapIndexXml(urls: readonly string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}
