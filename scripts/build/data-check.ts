/**
 * Validates the data directory (VITRINE_DATA_DIR, default data/) against lib/catalogue/data's schemas and
 * cross-checks (lib/catalogue/routing/check-data.ts). Runs before every build (scripts/build/prebuild.ts, which
 * also writes the store's snapshot as it reads), so it must stay fast.
 *   npm run data:check
 */
import { dataDirectory } from '../../lib/catalogue/data';
import { checkDataDirectory, claimReportLines, mentionReportLines, type DataReader } from '../../lib/catalogue/routing/check-data';

export type { DataReader };

/** Checks the data directory with `read` and prints the summary, or every problem and false. */
export function checkData(dir: string, read?: DataReader): boolean {
  const verdict = checkDataDirectory(dir, read);
  if (verdict.ok) {
    // Listings without a mandatory mention do not fail the check: site.json decides what becomes of them.
    for (const line of mentionReportLines(verdict.mentions)) console.warn(line);
    // Nor do generic environmental claims an energy label does not back (docs/decisions/0050): a warning.
    for (const line of claimReportLines(verdict.claims)) console.warn(line);
    console.log(verdict.summary);
    return true;
  }
  for (const problem of verdict.problems) process.stderr.write(`${problem}\n`);
  process.stderr.write(`Data check failed: ${verdict.problems.length} problem${verdict.problems.length === 1 ? '' : 's'} in ${dir}\n`);
  return false;
}

if (process.argv[1]?.endsWith('data-check.ts') && !checkData(dataDirectory())) process.exitCode = 1;
