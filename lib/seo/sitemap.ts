/**
 * sitemap.xml (issue 5): every public, indexable page and every property and project, each URL with
 * its alternates in the other languages and x-default, the same hreflang set the pages carry.
 * Pure over the route table and the records, so it is unit-tested without a build.
 */
import type { Lang, Project } from '@/lib/data/types';
import type { Property } from '@/lib/data/property';
import type { Route, RouteTable } from '@/lib/routing/table';
import { APP_PATHS } from '@/lib/routing/app-paths';
import { encodePath, publicPath } from '@/lib/routing/resolve';
import { projectHref, propertyHref } from '@/lib/routing/urls';

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

/** Records of one kind by ID, with the language versions each has. */
function byId<T extends { id: number }>(languages: Lang[], list: (lang: Lang) => T[]): Map<number, Map<Lang, T>> {
  const out = new Map<number, Map<Lang, T>>();
  for (const lang of languages)
    for (const record of list(lang)) {
      const versions = out.get(record.id) ?? new Map<Lang, T>();
      versions.set(lang, record);
      out.set(record.id, versions);
    }
  return out;
}

export function sitemapEntries({ siteUrl, table, properties, projects }: SitemapInput): SitemapEntry[] {
  const base = siteUrl.replace(/\/+$/, '');
  const entries: SitemapEntry[] = [];

  // Pages: the neutral table holds every page once (plus aliases such as /contact-demand/).
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

  for (const versions of byId(table.languages, properties).values()) {
    const paths = Object.fromEntries([...versions].map(([lang, property]) => [lang, propertyHref(table, lang, property)]));
    entries.push(...entriesFor(base, table, paths));
  }
  for (const versions of byId(table.languages, projects).values()) {
    const paths = Object.fromEntries([...versions].map(([lang, project]) => [lang, projectHref(table, lang, project)]));
    entries.push(...entriesFor(base, table, paths));
  }
  return entries;
}
