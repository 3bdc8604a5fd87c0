// The worker image's layout without Docker (deploy/Dockerfile, target `worker`): the commands compiled
// by scripts/build/commands.ts, run by plain Node in a folder holding only what the Dockerfile copies,
// with a node_modules of the production packages alone: `owner add` and `owner list` on an embedded
// database, and the worker delivering until SIGTERM stops it.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildCommands } from './commands';

const ROOT = path.join(__dirname, '..', '..');
/** What the Dockerfile's `worker` target copies besides node_modules and the compiled commands. */
const COPIED = ['package.json', 'lib/platform/db/migrations', 'data', 'server/load-env.cjs'];

type LockEntry = { dev?: boolean; devOptional?: boolean };

/**
 * node_modules as the image installs it (devDependencies removed from package.json, then
 * `npm install --omit=dev`): a link to each top-level package of the lockfile that is neither dev nor
 * devOptional, the latter being dev packages that a production one names as an optional peer (tsx,
 * vitest and drizzle-kit by better-auth). Links, not an install: a few milliseconds instead of a download.
 */
function productionNodeModules(target: string): number {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  let linked = 0;
  for (const [key, entry] of Object.entries(lock.packages)) {
    const name = key.replace(/^node_modules\//, '');
    if (!key.startsWith('node_modules/') || name.includes('/node_modules/') || entry.dev || entry.devOptional) continue;
    const source = path.join(ROOT, key);
    if (!fs.existsSync(source)) continue; // another platform's optional binary
    fs.mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    fs.symlinkSync(source, path.join(target, name), 'dir');
    linked++;
  }
  return linked;
}

describe('the worker image runs the compiled commands with production packages only', () => {
  let app: string;
  let state: string;
  const env = (): NodeJS.ProcessEnv => ({
    PATH: process.env.PATH ?? '',
    HOME: os.tmpdir(),
    NODE_ENV: 'production',
    VITRINE_STATE_DIR: state,
    DATABASE_URL: '',
    SMTP_URL: '',
  });
  const node = (command: string, args: string[]) => ['--require', './server/load-env.cjs', `.commands/${command}.mjs`, ...args];
  const run = (command: string, args: string[]) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, node(command, args), { cwd: app, env: env(), encoding: 'utf8' }, (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  beforeAll(async () => {
    app = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-worker-image-'));
    state = path.join(app, 'state');
    await buildCommands(path.join(app, '.commands'));
    for (const entry of COPIED) fs.cpSync(path.join(ROOT, entry), path.join(app, entry), { recursive: true });
    expect(productionNodeModules(path.join(app, 'node_modules'))).toBeGreaterThan(50);
    fs.cpSync(inject('pgliteTemplate'), state, { recursive: true });
  }, 60_000);
  afterAll(() => {
    if (app) fs.rmSync(app, { recursive: true, force: true });
  });

  it('has no development package to lean on', () => {
    for (const name of ['tsx', 'typescript', 'esbuild', 'drizzle-kit', 'vitest'])
      expect(fs.existsSync(path.join(app, 'node_modules', name)), name).toBe(false);
    expect(fs.existsSync(path.join(app, 'scripts')), 'the sources').toBe(false);
  });

  it('adds and lists an owner', async () => {
    const added = await run('owner', ['add', '--email', 'an.owner@example.test', '--name', 'An Owner', '--properties', '4127']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('added (an.owner@example.test, properties 4127)');
    const listed = await run('owner', ['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(/an\.owner@example\.test .* properties: 4127/);
  }, 60_000);

  it('lists the submissions', async () => {
    const listed = await run('submissions', ['list']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('no submissions yet');
  }, 30_000);

  it('starts the worker, which delivers until SIGTERM stops it', async () => {
    const worker = spawn(process.execPath, node('worker', []), { cwd: app, env: env() });
    let output = '';
    const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('"msg":"delivering"')) resolve();
      };
      worker.stdout.on('data', seen);
      worker.stderr.on('data', seen);
      void exited.then((code) => reject(new Error(`the worker exited (${code}) before delivering:\n${output}`)));
    });
    worker.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  }, 60_000);
});
