/**
 * Runs once before the unit tests: prepares a migrated embedded database to copy, so each test file
 * that needs a fresh one copies a folder instead of running initdb and the migrations again (seconds
 * each on a busy machine).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A state folder holding a migrated embedded database, not served by anyone. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // Imported here, not at the top: 'server-only' is aliased for the test files, not for this one.
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-template-'));
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = await PGlite.create({ dataDir: path.join(stateDir, 'pglite') });
  await migrate(drizzle(db), { migrationsFolder: path.join(process.cwd(), 'lib', 'platform', 'db', 'migrations') });
  await db.close();
  project.provide('pgliteTemplate', stateDir);
  return () => fs.rmSync(stateDir, { recursive: true, force: true });
}
