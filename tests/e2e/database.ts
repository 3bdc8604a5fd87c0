/**
 * The main server's database, read by the tests: the embedded PGlite that the server serves on its
 * local socket (lib/platform/db/embedded.ts), reached with node-postgres like any PostgreSQL.
 */
import { expect } from '@playwright/test';
import pg from 'pg';
import { embeddedLocation } from '@/lib/platform/db/embedded';
import { MAIN_STATE_DIR } from './environment';

let pool: pg.Pool | null = null;

export function database(): pg.Pool {
  pool ??= new pg.Pool({ host: embeddedLocation(MAIN_STATE_DIR).socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 2 });
  return pool;
}

export interface SubmissionRow {
  id: string;
  form: string;
  lang: string;
  property_id: number | null;
  project_id: number | null;
  email: string | null;
  fields: Record<string, unknown>;
  source_page: string | null;
  status: string;
  spam: boolean;
}

export async function submissionsBy(email: string): Promise<SubmissionRow[]> {
  const { rows } = await database().query<SubmissionRow>('SELECT * FROM submissions WHERE email = $1 ORDER BY created_at', [email]);
  return rows;
}

export async function countRows(table: 'submissions' | 'outbox', where = 'true', params: unknown[] = []): Promise<number> {
  const { rows } = await database().query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return rows[0]!.n;
}

/** Waits until the server has opened its database (it does so in the background once it answers). */
export async function databaseReady(): Promise<void> {
  await expect
    .poll(
      async () =>
        database()
          .query('SELECT 1')
          .then(
            () => true,
            () => false,
          ),
      { timeout: 60_000, intervals: [250] },
    )
    .toBe(true);
}
