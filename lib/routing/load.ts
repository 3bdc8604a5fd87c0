/**
 * What the proxy resolves requests with, from the one data store (lib/data/store.ts): the route table,
 * and whether a property or project ID exists, so unknown IDs are answered with the 404 before any
 * rendering (docs/decisions/0004). The store is built once per process, at start (instrumentation.ts),
 * and shared with the pages, so the proxy holds no copy of its own.
 */
import { getStore } from '@/lib/data/store';
import type { RouteTable } from './table';

export function getRouteTable(): RouteTable {
  return getStore().routes;
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
