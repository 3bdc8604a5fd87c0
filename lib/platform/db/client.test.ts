import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TEST_DATABASES } from '@/tests/unit/databases';
import { openDatabase, poolConfig, type Handle } from './client';
import { closeEmbedded, embeddedLocation } from './embedded';
import { submissions } from './schema';

describe.each(TEST_DATABASES)('database on $name', (database) => {
  let handle: Handle & { close(): Promise<void> };
  beforeAll(async () => {
    handle = await database.open();
  }, 60_000);
  afterAll(() => handle?.close());

  it('is migrated: the tables exist and take a row', async () => {
    const [row] = await handle.db
      .insert(submissions)
      .values({ form: 'site-contact', lang: 'nl', fields: { remark: 'Hallo' } })
      .returning();
    expect(row).toMatchObject({ form: 'site-contact', status: 'received', fields: { remark: 'Hallo' } });
    expect(row!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('survives a connection lost while a client is in use: its query fails, the process goes on', async () => {
    const client = await handle.pool.connect();
    try {
      // What pg emits when the server goes away under a checked-out client (an unhandled 'error' throws).
      expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    } finally {
      client.release(true);
    }
    expect((await handle.pool.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one).toBe(1);
  });

  it('keeps transactions apart under concurrency, parameterized queries included', async () => {
    await handle.db.execute(sql`CREATE TABLE t_concurrency (id serial PRIMARY KEY, v int NOT NULL)`);
    const runs = Array.from({ length: 120 }, async (_, i) => {
      const client = await handle.pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO t_concurrency (v) VALUES ($1)', [i]);
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM t_concurrency WHERE v = $1', [i]);
        expect(rows[0]!.n).toBe(1);
        await client.query(i % 4 === 0 ? 'ROLLBACK' : 'COMMIT');
      } finally {
        client.release();
      }
    });
    const reads = Array.from({ length: 300 }, (_, i) =>
      handle.pool.query<{ x: number }>('SELECT $1::int + 1 AS x', [i]).then((r) => r.rows[0]!.x),
    );
    await Promise.all(runs);
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    const { rows } = await handle.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM t_concurrency');
    expect(rows[0]!.n).toBe(90);
    // 420 queries through one embedded database: about a second on a quiet machine, several on a busy one
    // (the unit tests run two files at once); the timeout is room, not a speed check.
  }, 30_000);
});

describe('the embedded database shared by several processes', () => {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-share-'));
  fs.cpSync(inject('pgliteTemplate'), stateDir, { recursive: true });
  afterAll(async () => {
    await closeEmbedded();
    fs.rmSync(stateDir, { recursive: true, force: true });
  });

  /** A second process that inserts a row through the socket (or opens the database itself). */
  function otherProcess(value: string): Promise<string> {
    const script = `
      const pg = require('pg');
      const pool = new pg.Pool(${JSON.stringify({ ...poolConfig({ stateDir }), Client: undefined })});
      pool.query("INSERT INTO submissions (form, lang, fields) VALUES ('probe', 'nl', $1) RETURNING form", [JSON.stringify({ value: ${JSON.stringify(value)} })])
        .then((r) => { console.log(r.rows[0].form); return pool.end(); })
        .catch((e) => { console.error(e.message); process.exit(1); });`;
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (err += d));
      child.on('exit', (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(err))));
    });
  }

  it('serves it on a socket that another process uses while this one runs, and lets a new owner take over', async () => {
    const first = openDatabase({ stateDir });
    await first.ready;
    const location = embeddedLocation(stateDir);
    expect(fs.readFileSync(location.lockPath, 'utf8')).toBe(String(process.pid));
    expect(await otherProcess('while served')).toBe('probe');
    const count = async (db: typeof first.db) =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM submissions WHERE form = 'probe'`)).rows[0]!.n;
    expect(await count(first.db)).toBe(1);

    // This process stops serving; the next client to connect opens it again (here: this process).
    await first.pool.end();
    await closeEmbedded();
    expect(fs.existsSync(location.lockPath)).toBe(false);
    const second = openDatabase({ stateDir });
    await second.ready;
    expect(await count(second.db)).toBe(1);
    await second.pool.end();
  }, 60_000);

  it('takes over a lock left by a process that died', async () => {
    const location = embeddedLocation(stateDir);
    await closeEmbedded();
    // A process id that cannot be alive: beyond the kernel's maximum.
    fs.writeFileSync(location.lockPath, '4194305');
    const pool = new pg.Pool(poolConfig({ stateDir }));
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM submissions WHERE form = 'probe'");
    expect(rows[0]!.n).toBe(1);
    expect(fs.readFileSync(location.lockPath, 'utf8')).toBe(String(process.pid));
    await pool.end();
  }, 60_000);
});
