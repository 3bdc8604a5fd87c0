/**
 * The data check: a data directory's files against lib/data's schemas and cross-checks, plus what only
 * the route table sees (two pages or paths on one URL). `npm run data:check` and the build print its
 * verdict (scripts/build/data-check.ts); the CRM sync runs it on a catalogue before publishing it
 * (lib/crm/sync). Here, at the routing layer, because the route table is built from the data's files.
 */
import { DataError, readDataFiles, siteLanguages, type PropertyRecord, type SiteFiles } from '@/lib/data';
import { buildRouteTable } from './table';

/** Reads every data file, handing each valid property record to `visit` (readDataFiles or the store's snapshot writer). */
export type DataReader = (dir: string, visit: (record: PropertyRecord) => void) => SiteFiles;

export type DataVerdict = { ok: true; summary: string } | { ok: false; problems: string[] };

/**
 * Checks the data directory with `read`. The records themselves are not kept (a big catalogue is
 * 100s of MB): they are counted as they are read. Anything but a problem in the data throws.
 */
export function checkDataDirectory(dir: string, read: DataReader = (d, visit) => readDataFiles(d, visit)): DataVerdict {
  const started = performance.now();
  try {
    const ids = new Set<number>();
    let records = 0;
    const files = read(dir, (record) => {
      records++;
      ids.add(record.ID);
    });
    // Two pages or paths on one URL (lib/routing/table.ts throws on a collision).
    try {
      buildRouteTable(files);
    } catch (error) {
      throw new DataError([`menu.json / paths.json: ${(error as Error).message}`]);
    }
    const ms = Math.round(performance.now() - started);
    return {
      ok: true,
      summary:
        `Data OK: ${ids.size} properties (${records} records), ${new Set(files['projects.json'].projects.map((p) => p.ID)).size} projects, ` +
        `${files['cities.json'].cities.length} city records, ${files['articles.json'].articles.length} articles, ` +
        `${files['team.json'].members.length} team members; languages ${siteLanguages(files['site.json']).join(', ')} (${dir}, ${ms} ms)`,
    };
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    return { ok: false, problems: error.problems };
  }
}
