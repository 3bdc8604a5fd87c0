// drizzle-kit generates the SQL migrations in lib/platform/db/migrations from lib/platform/db/schema.ts
// (`npm run db:generate`); they are committed and applied at start and by `npm run db:migrate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/platform/db/schema.ts',
  out: './lib/platform/db/migrations',
});
