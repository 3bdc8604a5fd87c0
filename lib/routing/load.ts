/**
 * The route table of this process, built from the routing data files only (not the properties),
 * so the proxy stays small and fast to start.
 */
import path from 'node:path';
import { readDataFile, dataDirectory, DataError } from '@/lib/data/validate';
import { scanPropertyIds } from '@/lib/data/property-ids';
import { buildRouteTable, type RouteTable, type RoutingFiles } from './table';

let table: RouteTable | undefined;

export function getRouteTable(): RouteTable {
  if (table) return table;
  const dir = dataDirectory();
  const files = {} as RoutingFiles;
  const problems: string[] = [];
  for (const name of ['site.json', 'menu.json', 'paths.json'] as const) {
    const result = readDataFile(dir, name);
    if (result.ok) (files as Record<string, unknown>)[name] = result.data;
    else problems.push(...result.problems);
  }
  if (problems.length) throw new DataError(problems);
  table = buildRouteTable(files);
  return table;
}

let propertyIds: Set<number> | undefined;

/** Whether a property with this ID exists in the data (scanned once, on first use). */
export function propertyExists(id: number): boolean {
  propertyIds ??= scanPropertyIds(path.join(/* turbopackIgnore: true */ dataDirectory(), 'properties.json'));
  return propertyIds.has(id);
}

let projectIds: Set<number> | undefined;

/** Whether a project with this ID exists (projects.json has the same record layout as properties.json). */
export function projectExists(id: number): boolean {
  projectIds ??= scanPropertyIds(path.join(/* turbopackIgnore: true */ dataDirectory(), 'projects.json'));
  return projectIds.has(id);
}
