/**
 * The route table of this process, built from the routing data files only (not the properties),
 * so the proxy stays small and fast to start.
 */
import { readDataFile, dataDirectory, DataError } from '@/lib/data/validate';
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
