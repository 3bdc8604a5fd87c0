/**
 * The database client: one node-postgres pool per process, to PostgreSQL when DATABASE_URL is set,
 * otherwise to the embedded database's socket (embedded.ts). Opened on first use, never at import,
 * so `next build` never touches it; migrations run once per process before the first query.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { env } from '@/lib/platform/env';
import { forget, remember } from '@/lib/platform/remember';
import { closeEmbedded, embeddedLocation, ensureEmbedded } from './embedded';
import { schema } from './schema';
import { logger } from '@/lib/platform/log';

export type Database = NodePgDatabase<typeof schema>;

/** Where the migrations are: committed beside this file, read from the project's folder at run time. */
export const MIGRATIONS_FOLDER = path.join(process.cwd(), 'lib', 'platform', 'db', 'migrations');

/** How many migrations this code carries (their journal, which drizzle-kit writes beside them). */
export function expectedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** An arbitrary constant: the advisory lock that keeps two instances from migrating at once. */
const MIGRATION_LOCK = 7_349_211;

export interface Handle {
  pool: pg.Pool;
  db: Database;
  ready: Promise<void>;
  embedded: boolean;
}

/** Pool settings for a database URL or the embedded database of a state folder. */
export function poolConfig(source: { databaseUrl?: string; stateDir: string }): pg.PoolConfig {
  const common: pg.PoolConfig = {
    max: 10,
    idleTimeoutMillis: 30_000,
    // A database that does not answer must not hang a request: the form says "try again".
    connectionTimeoutMillis: 5_000,
    query_timeout: 15_000,
    application_name: 'vitrine',
  };
  if (source.databaseUrl) return { ...common, connectionString: source.databaseUrl };
  const location = embeddedLocation(source.stateDir);
  /** A client that first makes sure the embedded database is served, by this process if need be. */
  class EmbeddedClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: (error: Error | null, client?: pg.Client) => void): void;
    override connect(callback?: (error: Error | null, client?: pg.Client) => void): Promise<pg.Client> | void {
      const connecting = ensureEmbedded(location).then(() => super.connect());
      if (!callback) return connecting;
      connecting.then((client) => callback(null, client), callback);
    }
  }
  return { ...common, host: location.socketDir, port: 5432, user: 'postgres', database: 'postgres', Client: EmbeddedClient };
}

/** Applies the committed migrations, one instance at a time. */
export async function runMigrations(pool: pg.Pool, db: Database): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * A pool and its Drizzle database for a database URL or the embedded database of a state folder,
 * migrating on open. The app uses the process-wide one (getDb); tests and commands may open their own.
 */
export function openDatabase(source: { databaseUrl?: string; stateDir: string }): Handle {
  const pool = new pg.Pool(poolConfig(source));
  // An idle client losing its server (a restart, the embedded owner stopping) must not crash the
  // process; the pool replaces it on the next query.
  pool.on('error', (error) => logger('db').warn({ err: error }, 'idle connection lost'));
  // A client in use losing its server (the embedded database served by another process that has just
  // ended, a PostgreSQL restart during the migrations) fails its query; its 'error' event, which the
  // pool leaves unhandled while the client is checked out, must not end the process as well.
  pool.on('connect', (client) => client.on('error', (error) => logger('db').warn({ err: error }, 'connection lost while in use')));
  const db = drizzle(pool, { schema });
  // Opening the embedded database the first time (initdb) takes longer than a connection may: open
  // it before the first connection, whose timeout then only covers connecting.
  const opened = source.databaseUrl ? Promise.resolve() : ensureEmbedded(embeddedLocation(source.stateDir));
  return { pool, db, embedded: !source.databaseUrl, ready: opened.then(() => runMigrations(pool, db)) };
}

function open(): Handle {
  const { DATABASE_URL, VITRINE_STATE_DIR } = env();
  const handle = openDatabase({ databaseUrl: DATABASE_URL, stateDir: VITRINE_STATE_DIR });
  handle.ready = handle.ready.catch((error: unknown) => {
    // Not remembered as failed: the next use tries again (the database may come back).
    forget('db');
    handle.pool.end().catch(() => {});
    throw error;
  });
  return handle;
}

/** The database, migrated. Throws when it cannot be reached: callers turn that into "try again". */
export async function getDb(): Promise<Database> {
  const handle = remember('db', open);
  await handle.ready;
  return handle.db;
}

/** Ends this process's pool and, if it serves the embedded database, stops serving it. */
export async function closeDb(): Promise<void> {
  const handle = remember<Handle | null>('db', () => null);
  forget('db');
  if (handle) await handle.pool.end();
  await closeEmbedded();
}
