import fs from 'node:fs';
import path from 'node:path';
import { buildBare } from '../bench/build';
import { startServer } from '../bench/load';
import { stopGroup } from '../bench/proc';
import { freePort } from './production-site';

const root = path.join(__dirname, '..', '..');

/**
 * The bare Next page (scripts/bench/bare/: a layout and one <h1>, from the same Next version) built and
 * started beside the site, as `npm run bench` does, for the duration of `run`: what React and Next's
 * runtime alone weigh and score on this machine at this moment. Used by `npm run lighthouse` and by
 * `byte-budget.ts --bare`.
 */
export async function withBarePage<T>(run: (url: string) => Promise<T>): Promise<T> {
  const dir = path.join(root, '.data', 'lighthouse-bare');
  const logFile = path.join(root, '.data', 'lighthouse-bare.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  fs.rmSync(logFile, { force: true });
  await buildBare({ root, dir, logFile });
  const server = await startServer({ root, dir, port: await freePort(), env: { ...process.env, NEXT_DIST_DIR: '' }, logFile, probe: '/' });
  try {
    return await run(`${server.origin}/`);
  } finally {
    stopGroup(server.child);
  }
}
