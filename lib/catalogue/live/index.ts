/**
 * The live catalogue (docs/decisions/0057): a web server serves the catalogue release the CRM sync
 * published last (lib/agency/crm/sync/release.ts) within seconds of it, without a build or a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { dataDirectory } from '@/lib/catalogue/data';
import { warmUp } from '@/lib/catalogue/search/warm-up';
import { env } from '@/lib/platform/env';
import { errorSummary } from '@/lib/platform/error-summary';
import { logger } from '@/lib/platform/log';
import { followReleases } from './follower';
import { followsSharedReleases } from './releases';
import { refreshPages } from './refresh';

export { activeRelease, followsCrm } from './follower';

/** When the build this server runs was made (its BUILD_ID's time), 0 when unknown. */
function buildTime(): number {
  try {
    return fs.statSync(path.join(/* turbopackIgnore: true */ process.cwd(), env().NEXT_DIST_DIR, 'BUILD_ID')).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * Starts following the data folder's releases (instrumentation.ts, at start): one look now, before
 * the first request, then every two seconds. A release is loaded and warmed off any request's path,
 * swapped in, and the pages made from the previous catalogue are made again on their next request.
 */
export async function followCatalogue(): Promise<void> {
  const log = logger('catalogue');
  const follower = followReleases({
    dataDir: dataDirectory(),
    // Releases of the data folder the build read are older than the build when made before it; shared
    // ones come from a folder no build reads, and are always the catalogue to serve.
    since: followsSharedReleases() ? 0 : buildTime(),
    warm: warmUp,
    // Not awaited: at start the server is not listening yet, and the refresh waits for it.
    onSwap: () => {
      refreshPages().catch((error: unknown) => log.warn(`pages not made again after a catalogue release: ${errorSummary(error)}`));
    },
    log: (line) => log.info(line),
  });
  await follower.check();
}
