/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) with its data under the state
 * folder, served on a local socket so that every process of this checkout (the web server, `npm run
 * worker`, `npm run submissions`) talks to it the same way, with node-postgres, as to a PostgreSQL
 * server (docs/decisions/0016). A PGlite data directory admits one process: whichever process needs
 * the database first opens it and serves it; the others connect to its socket, and take over when
 * it stops (a lock file with the owner's process id decides).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { remember } from '@/lib/platform/remember';
import { SessionQueue } from './session-queue';

export interface EmbeddedLocation {
  /** PGlite's data directory. */
  dataDir: string;
  /** The folder holding the socket, as node-postgres's `host`. */
  socketDir: string;
  /** The socket file PostgreSQL clients look for in `socketDir` (port 5432). */
  socketPath: string;
  lockPath: string;
}

/**
 * Where the embedded database of a state folder lives. The socket goes under the system's temporary
 * folder, named after the state folder: a Unix socket's path may not exceed about 100 bytes.
 */
export function embeddedLocation(stateDir: string): EmbeddedLocation {
  const root = path.resolve(stateDir);
  const socketDir = path.join(os.tmpdir(), `vitrine-db-${createHash('sha256').update(root).digest('hex').slice(0, 16)}`);
  return {
    dataDir: path.join(root, 'pglite'),
    socketDir,
    socketPath: path.join(socketDir, '.s.PGSQL.5432'),
    lockPath: path.join(root, 'pglite.lock'),
  };
}

/** Whether something answers on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock unless a live process holds it; a lock left by a dead process is taken over. */
function tryLock(lockPath: string): boolean {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder === process.pid) return true;
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) return false;
      // Stale: its owner died (a crash, SIGKILL). Remove it and try again; a racing process that
      // removed it first simply wins the next round.
      fs.rmSync(lockPath, { force: true });
    }
  }
  return false;
}

interface Served {
  db: PGlite;
  server: net.Server;
  sockets: Set<net.Socket>;
  location: EmbeddedLocation;
}

/** Per process, not per bundle: Next bundles the server's code several times (lib/platform/remember.ts). */
const state = () => remember('db.embedded', () => ({ served: null as Served | null, starting: null as Promise<void> | null }));

/** Opens the database and serves it on the socket; the caller holds the lock. */
async function serve(location: EmbeddedLocation): Promise<void> {
  const [{ PGlite }, { PGLiteSocketHandler }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite-socket')]);
  fs.mkdirSync(location.dataDir, { recursive: true });
  fs.mkdirSync(location.socketDir, { recursive: true, mode: 0o700 });
  const db = await PGlite.create({ dataDir: location.dataDir });
  const queue = new SessionQueue(db);
  type HandlerOptions = ConstructorParameters<typeof PGLiteSocketHandler>[0];
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    const handler = new PGLiteSocketHandler({ queryQueue: queue as unknown as HandlerOptions['queryQueue'], closeOnDetach: true });
    handler.attach(socket).catch(() => socket.destroy());
  });
  fs.rmSync(location.socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(location.socketPath, () => resolve());
  });
  fs.chmodSync(location.socketPath, 0o600);
  state().served = { db, server, sockets, location };
  process.once('exit', () => {
    // Synchronous clean-up only: the data is already on disk, the lock and socket must go.
    fs.rmSync(location.socketPath, { force: true });
    if (readLock(location.lockPath) === process.pid) fs.rmSync(location.lockPath, { force: true });
  });
}

function readLock(lockPath: string): number | null {
  try {
    return Number(fs.readFileSync(lockPath, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Makes sure the embedded database answers on its socket: served by another process, or by this one
 * when no live process holds the lock. Waits (up to `timeoutMs`) while another process is starting it.
 */
export async function ensureEmbedded(location: EmbeddedLocation, timeoutMs = 30_000): Promise<void> {
  const current = state();
  if (current.served) return;
  if (!current.starting) {
    current.starting = (async () => {
      if (await answers(location.socketPath)) return;
      fs.mkdirSync(path.dirname(location.lockPath), { recursive: true });
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (tryLock(location.lockPath)) {
          try {
            await serve(location);
          } catch (error) {
            fs.rmSync(location.lockPath, { force: true });
            throw error;
          }
          return;
        }
        if (await answers(location.socketPath)) return;
        if (Date.now() > deadline)
          throw new Error(
            `the embedded database is held by process ${readLock(location.lockPath)} but does not answer on ${location.socketPath}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })().finally(() => {
      current.starting = null;
    });
  }
  await current.starting;
}

/** Stops serving the embedded database, if this process serves it, and releases the lock. */
export async function closeEmbedded(): Promise<void> {
  const current = state();
  if (!current.served) return;
  const { db, server, sockets, location } = current.served;
  current.served = null;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  for (const socket of sockets) socket.destroy();
  await closed;
  await db.close();
  fs.rmSync(location.socketPath, { force: true });
  if (readLock(location.lockPath) === process.pid) fs.rmSync(location.lockPath, { force: true });
}

/** Whether this process serves the embedded database. */
export function servesEmbedded(): boolean {
  return state().served !== null;
}
