/** Applies the committed migrations (lib/platform/db/migrations) to the database and stops: `npm run db:migrate`. */
import { closeDb, getDb } from '../../lib/platform/db/client';
import { env } from '../../lib/platform/env';

getDb()
  .then(async () => {
    console.log(
      `migrations applied (${env().DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded database in ${env().VITRINE_STATE_DIR}`})`,
    );
    await closeDb();
  })
  .catch((error: unknown) => {
    console.error(`db:migrate: ${(error as Error).message}`);
    process.exit(1);
  });
