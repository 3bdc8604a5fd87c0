/**
 * What the proxy resolves requests with, from the one data store (lib/catalogue/data/store.ts): the route table,
 * and whether a property or project ID exists, so unknown IDs are answered with the 404 before any
 * rendering (docs/decisions/0004). The store is built once per process, at start (instrumentation.ts),
 * and shared with the pages, so the proxy holds no copy of its own.
 */
import { getStore, type Lang, type Store } from '@/lib/catalogue/data';
import { derive } from '@/lib/platform/remember';
import { fullReference } from '@/lib/catalogue/listing/query';
import type { RecordKind } from './app-routes';
import type { RouteTable } from './table';
import { getRoutes, routeTableOf } from './site-routes';
import { LIVE_MODULE_VIEWS } from './cache-policy';
import { internalPath } from './resolve';
import { projectHref, propertyHref } from './urls';

export function getRouteTable(): RouteTable {
  return getRoutes();
}

/** Whether a property with this ID exists (in any language: every enabled language has a record). */
export function propertyExists(id: number): boolean {
  for (const byId of getStore().propertyById.values()) if (byId.has(id)) return true;
  return false;
}

/** Whether a project with this ID exists, likewise. */
export function projectExists(id: number): boolean {
  for (const byId of getStore().projectById.values()) if (byId.has(id)) return true;
  return false;
}

/**
 * The canonical public path of a property or project in a language (undefined when that language has
 * no such record), for the proxy's redirect to it. Remembered per record and language with the store it
 * was read from (a catalogue release brings another store: lib/catalogue/live), so that a detail request
 * costs one Map lookup.
 */
export function canonicalPath(kind: RecordKind, lang: Lang, id: number): string | undefined {
  const key = `${kind}:${lang}:${id}`;
  const store = getStore();
  const canonicalPaths = derive(store, 'canonical-paths', () => new Map<string, string | undefined>());
  if (canonicalPaths.has(key)) return canonicalPaths.get(key);
  let path: string | undefined;
  if (kind === 'property') {
    const property = store.propertyById.get(lang)?.get(id);
    path = property && propertyHref(routeTableOf(store), lang, property);
  } else {
    const project = store.projectById.get(lang)?.get(id);
    path = project && projectHref(routeTableOf(store), lang, project);
  }
  canonicalPaths.set(key, path);
  return path;
}

/**
 * The property a listing's free text names by its full reference ("4101", not a postal code the
 * catalogue has), as its canonical path; the suggestions' rule too (lib/catalogue/listing/query.ts, fullReference).
 */
export function referencePath(lang: Lang, text: string): string | undefined {
  const id = fullReference(
    text,
    (zip) =>
      getStore()
        .cities.get(lang)
        ?.some((city) => city.zip === zip) ?? false,
  );
  return id === null ? undefined : canonicalPath('property', lang, id);
}

/** Internal paths of the pages with a module that reads the database at request time (cache-policy.ts). */
function livePaths(store: Store): Set<string> {
  const paths = new Set<string>();
  const walk = (pages: RouteTable['menu']) => {
    for (const page of pages) {
      if (page.modules.some((mod) => LIVE_MODULE_VIEWS.has(mod.view)))
        for (const lang of routeTableOf(store).languages)
          paths.add(internalPath(lang, page.kind === 'home' ? { kind: 'home' } : { kind: 'menu', id: page.id }));
      walk(page.children);
    }
  };
  walk(routeTableOf(store).menu);
  return paths;
}

export function isLivePage(internal: string): boolean {
  const store = getStore();
  return derive(store, 'live-paths', () => livePaths(store)).has(internal);
}
