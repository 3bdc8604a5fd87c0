/**
 * What `npm start` does before `next start` (`prestart`): with the embedded database, creates and
 * migrates it in a short process of its own, so that PGlite's first `initdb` never runs inside the
 * server, whose heap would keep its slack, about 110 MiB (docs/decisions/0027-server-memory.md). With
 * DATABASE_URL, nothing: the instances migrate PostgreSQL themselves, one at a time.
 *
 * A failure is logged and does not stop the start: the public pages need no database, and the server
 * opens it again on its first query (forms say "try again" until it can).
 */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { env } from '../../lib/platform/env';
import { logger } from '../../lib/platform/log';

async function main(): Promise<void> {
  if (env().DATABASE_URL) return;
  try {
    await getDb();
    logger('prestart').info({ stateDir: env().VITRINE_STATE_DIR }, 'embedded database ready');
  } catch (error) {
    logger('prestart').error(
      { err: error, stateDir: env().VITRINE_STATE_DIR },
      'embedded database not prepared; the server starts anyway and retries',
    );
  } finally {
    await closeDb().catch(() => undefined);
  }
}

void main();
