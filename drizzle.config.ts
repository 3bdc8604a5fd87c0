// drizzle-kit generates the SQL migrations in lib/db/migrations from lib/db/schema.ts
// (`npm run db:generate`); they are committed and applied at start and by `npm run db:migrate`.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
});
