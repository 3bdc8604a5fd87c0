/**
 * The site's route table (./table.ts) and menu, built once per data store from its menu, path table and
 * site config (lib/catalogue/data). Not 'server-only': the proxy resolves requests with it (./load.ts).
 */
import { getStore, type MenuPage, type Store } from '@/lib/catalogue/data';
import { derive } from '@/lib/platform/remember';
import { buildRouteTable, type RouteTable } from './table';

/** A store's route table; building it throws on a route collision (the build's data check runs it). */
export function routeTableOf(store: Store): RouteTable {
  return derive(store, 'routes', () => buildRouteTable(store.routing));
}

export function getRoutes(): RouteTable {
  return routeTableOf(getStore());
}

export function getMenuPage(id: string): MenuPage | undefined {
  return getRoutes().menuById.get(id);
}

export function getAllMenuPages(): MenuPage[] {
  return [...getRoutes().menuById.values()];
}

/** The chain of menu pages from the top level down to this one. */
export function getMenuTrail(page: MenuPage): MenuPage[] {
  const trail: MenuPage[] = [];
  for (let current: MenuPage | undefined = page; current; current = current.parentId ? getMenuPage(current.parentId) : undefined)
    trail.unshift(current);
  return trail;
}
