/**
 * Validates the data directory (VITRINE_DATA_DIR, default data/) against lib/data's schemas and
 * cross-checks. Runs before every build (scripts/build/prebuild.ts, which also writes the store's snapshot
 * as it reads), so it must stay fast.
 *   npm run data:check
 */
import { DataError, dataDirectory, readDataFiles, siteLanguages, type PropertyRecord, type SiteFiles } from '../../lib/data';
import { buildRouteTable } from '../../lib/routing/table';

/** Reads every data file, handing each valid property record to `visit` (readDataFiles or the store's snapshot writer). */
export type DataReader = (dir: string, visit: (record: PropertyRecord) => void) => SiteFiles;

/**
 * Checks the data directory with `read` and prints the summary, or every problem and false. The
 * records themselves are not kept (a big catalogue is 100s of MB): they are counted as they are read.
 */
export function checkData(dir: string, read: DataReader = (d, visit) => readDataFiles(d, visit)): boolean {
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
    console.log(
      `Data OK: ${ids.size} properties (${records} records), ${new Set(files['projects.json'].projects.map((p) => p.ID)).size} projects, ` +
        `${files['cities.json'].cities.length} city records, ${files['articles.json'].articles.length} articles, ` +
        `${files['team.json'].members.length} team members; languages ${siteLanguages(files['site.json']).join(', ')} (${dir}, ${ms} ms)`,
    );
    return true;
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    for (const problem of error.problems) process.stderr.write(`${problem}\n`);
    process.stderr.write(`Data check failed: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ${dir}\n`);
    return false;
  }
}

if (process.argv[1]?.endsWith('data-check.ts') && !checkData(dataDirectory())) process.exitCode = 1;
