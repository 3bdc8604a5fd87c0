/**
 * The route table: every public URL of the site in every enabled language, built from the menu
 * (data/menu.json) and the path table (data/paths.json). The proxy resolves requests against it;
 * pages and links use it to build localized URLs, so both always agree.
 */
import type { Lang, MenuPage } from '@/lib/catalogue/data/types';
import type { DataFiles } from '@/lib/catalogue/data/file-schemas';
import { LISTING_PATHS } from './app-paths';
import { reshapeMenu, ownerLanguages, siteLanguages, type LanguageSets } from '@/lib/catalogue/data';

export type Route =
  | { kind: 'home' }
  | { kind: 'menu'; id: string }
  | { kind: 'app'; original: string }
  | { kind: 'external'; original: string; url: Partial<Record<Lang, string>> };

export interface RouteTable extends LanguageSets {
  languages: Lang[];
  ownerLanguages: Lang[];
  defaultLanguage: Lang;
  /** Per language: localized path without the language prefix ("/te-koop/") → route. */
  localized: Map<Lang, Map<string, Route>>;
  /** Neutral path ("/for-sale/", "/services/brokerage/") → route. */
  neutral: Map<string, Route>;
  /** Localized first segment of the for-sale and for-rent listings, for detail URLs. */
  sections: Map<Lang, { sale: string; rent: string }>;
  menu: MenuPage[];
  menuById: Map<string, MenuPage>;
  paths: DataFiles['paths.json']['paths'];
}

export type RoutingFiles = Pick<DataFiles, 'site.json' | 'menu.json' | 'paths.json'>;

function firstSegment(path: string): string {
  return path.split('/').filter(Boolean)[0] ?? '';
}

export function buildRouteTable(files: RoutingFiles): RouteTable {
  const site = files['site.json'];
  const languages = siteLanguages(site);
  const menu = reshapeMenu(files['menu.json'].entries, null, languages);
  const paths = files['paths.json'].paths;
  const localized = new Map<Lang, Map<string, Route>>(languages.map((l) => [l, new Map()]));
  const neutral = new Map<string, Route>();
  const menuById = new Map<string, MenuPage>();

  const add = (map: Map<string, Route>, key: string, route: Route, where: string) => {
    const existing = map.get(key);
    if (existing && JSON.stringify(existing) !== JSON.stringify(route))
      throw new Error(`Route collision: ${where} "${key}" is used by ${JSON.stringify(existing)} and ${JSON.stringify(route)}`);
    map.set(key, route);
  };

  for (const entry of paths) {
    if (entry.external) {
      const route: Route = { kind: 'external', original: entry.original, url: entry.path };
      add(neutral, entry.original, route, 'neutral path');
      continue;
    }
    const route: Route = { kind: 'app', original: entry.original };
    add(neutral, entry.original, route, 'neutral path');
    for (const lang of languages) add(localized.get(lang)!, entry.path[lang]!, route, `${lang} path`);
  }

  const walk = (pages: MenuPage[]) => {
    for (const page of pages) {
      menuById.set(page.id, page);
      if (page.kind !== 'redirect') {
        const route: Route = page.kind === 'home' ? { kind: 'home' } : { kind: 'menu', id: page.id };
        add(neutral, page.neutralPath, route, 'neutral path');
        for (const lang of languages) add(localized.get(lang)!, page.paths[lang], route, `${lang} path`);
      }
      walk(page.children);
    }
  };
  walk(menu);

  const sections = new Map<Lang, { sale: string; rent: string }>();
  const saleEntry = paths.find((p) => p.original === LISTING_PATHS.sale);
  const rentEntry = paths.find((p) => p.original === LISTING_PATHS.rent);
  for (const lang of languages)
    sections.set(lang, {
      sale: firstSegment(saleEntry?.path[lang] ?? LISTING_PATHS.sale),
      rent: firstSegment(rentEntry?.path[lang] ?? LISTING_PATHS.rent),
    });

  return {
    languages,
    ownerLanguages: ownerLanguages(site),
    defaultLanguage: site.language.default,
    localized,
    neutral,
    sections,
    menu,
    menuById,
    paths,
  };
}
