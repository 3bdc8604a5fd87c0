/**
 * Validates the data directory (VITRINE_DATA_DIR, default data/) against lib/data's schemas and
 * cross-checks. Runs before every build, so it must stay fast.
 *   npm run data:check
 */
import { DataError, dataDirectory, readDataFiles } from '../lib/data/validate';
import { siteLanguages } from '../lib/routing/languages';

function main(): void {
  const started = performance.now();
  const dir = dataDirectory();
  try {
    // Counted as they are read: the records themselves are not kept (a big catalogue is 100s of MB).
    const ids = new Set<number>();
    let records = 0;
    const files = readDataFiles(dir, (record) => {
      records++;
      ids.add(record.ID);
    });
    const ms = Math.round(performance.now() - started);
    console.log(
      `Data OK: ${ids.size} properties (${records} records), ${new Set(files['projects.json'].projects.map((p) => p.ID)).size} projects, ` +
        `${files['cities.json'].cities.length} city records, ${files['articles.json'].articles.length} articles, ` +
        `${files['team.json'].members.length} team members; languages ${siteLanguages(files['site.json']).join(', ')} (${dir}, ${ms} ms)`,
    );
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    for (const problem of error.problems) process.stderr.write(`${problem}\n`);
    process.stderr.write(`Data check failed: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'} in ${dir}\n`);
    process.exitCode = 1;
  }
}

main();
