/**
 * The databases the data-access tests run against: the embedded one (PGlite, in a temporary state
 * folder) always, and a real PostgreSQL server when TEST_DATABASE_URL names one (`npm test` starts a
 * throw-away cluster and sets it; see scripts/test/test-all.sh). Each test file gets a database of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Handle } from '@/lib/platform/db/client';
import { closeEmbedded } from '@/lib/platform/db/embedded';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  /** Opens a fresh, migrated database; `close` ends it and removes what it left behind. */
  open(): Promise<Handle & { close(): Promise<void> }>;
}

const embedded: TestDatabase = {
  name: 'PGlite',
  async open() {
    const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-'));
    fs.cpSync(inject('pgliteTemplate'), stateDir, { recursive: true });
    const handle = openDatabase({ stateDir });
    await handle.ready;
    return {
      ...handle,
      async close() {
        await handle.pool.end();
        await closeEmbedded();
        fs.rmSync(stateDir, { recursive: true, force: true });
      },
    };
  },
};

function postgres(adminUrl: string): TestDatabase {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `vitrine_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const handle = openDatabase({ databaseUrl: url.toString(), stateDir: os.tmpdir() });
      await handle.ready;
      return {
        ...handle,
        async close() {
          await handle.pool.end();
          const again = new pg.Client({ connectionString: adminUrl });
          await again.connect();
          await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          await again.end();
        },
      };
    },
  };
}

export const TEST_DATABASES: TestDatabase[] = [
  embedded,
  ...(process.env.TEST_DATABASE_URL ? [postgres(process.env.TEST_DATABASE_URL)] : []),
];

if (!process.env.TEST_DATABASE_URL) {
  // In CI a missing server is a broken set-up, not a reason to test less.
  if (process.env.CI)
    throw new Error('TEST_DATABASE_URL is not set: CI runs the database tests on PostgreSQL too (scripts/test/test-all.sh)');
  console.warn('database tests: TEST_DATABASE_URL is not set, so they run on the embedded database only (npm test runs both)');
}
