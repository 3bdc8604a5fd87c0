/**
 * Publishing a catalogue the sync changed: a build of the data folder, then the site serving it.
 * - With a deployment (deploy/.env present): the deployment's own script, deploy/deploy.sh, which
 *   builds the images and replaces the instances one at a time behind nginx (no request fails; the
 *   cluster test checks the same switch).
 * - On one machine: `npm run build` into a folder beside the running site's build (its NEXT_DIST_DIR
 *   plus `-publish`), so the site serves on while it builds; then the two are swapped (the previous
 *   build is kept as `-previous`, its resized photos carried over) and VITRINE_RESTART_COMMAND restarts
 *   the site. A failed build changes nothing.
 */
import 'server-only';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log';

export interface PublishResult {
  ok: boolean;
  how: 'deploy' | 'one machine';
  message: string;
}

function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string>; log: (line: string) => void },
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const forward = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) options.log(`  ${line}`);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', () => resolve(127));
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export interface PublishOptions {
  cwd?: string;
  log?: (line: string) => void;
  /** The running site's build folder (NEXT_DIST_DIR). */
  distDir?: string;
  /** VITRINE_RESTART_COMMAND. */
  restartCommand?: string;
}

export async function publish({
  cwd = process.cwd(),
  log = (line: string) => logger('crm').info(line),
  distDir = env().NEXT_DIST_DIR,
  restartCommand = env().VITRINE_RESTART_COMMAND,
}: PublishOptions = {}): Promise<PublishResult> {
  if (fs.existsSync(path.join(cwd, 'deploy', '.env'))) {
    log('publish: deploying with deploy/deploy.sh');
    const code = await run('bash', ['deploy/deploy.sh'], { cwd, log });
    return code === 0
      ? { ok: true, how: 'deploy', message: 'deployed' }
      : { ok: false, how: 'deploy', message: `deploy/deploy.sh failed (exit ${code})` };
  }
  const dist = distDir;
  const live = path.resolve(cwd, dist);
  const side = `${live}-publish`;
  const previous = `${live}-previous`;
  fs.rmSync(side, { recursive: true, force: true });
  log(`publish: building beside the running site (${path.relative(cwd, side)})`);
  const code = await run('npm', ['run', 'build'], { cwd, env: { NEXT_DIST_DIR: path.relative(cwd, side) }, log });
  if (code !== 0) {
    fs.rmSync(side, { recursive: true, force: true });
    return { ok: false, how: 'one machine', message: `the build failed (exit ${code}); the site serves the previous build` };
  }
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(live)) {
    // The resized photos stay valid (they are named by source and width): the new build starts with them.
    const images = path.join(live, 'cache', 'images');
    if (fs.existsSync(images) && !fs.existsSync(path.join(side, 'cache', 'images'))) {
      fs.mkdirSync(path.join(side, 'cache'), { recursive: true });
      fs.renameSync(images, path.join(side, 'cache', 'images'));
    }
    fs.renameSync(live, previous);
  }
  fs.renameSync(side, live);
  const restart = restartCommand;
  if (!restart)
    return {
      ok: true,
      how: 'one machine',
      message: `the new build is in ${dist}; restart the site (npm start) to serve it, or set VITRINE_RESTART_COMMAND`,
    };
  log(`publish: restarting the site (VITRINE_RESTART_COMMAND)`);
  const restarted = await run('sh', ['-c', restart], { cwd, log });
  return restarted === 0
    ? { ok: true, how: 'one machine', message: 'built and restarted' }
    : { ok: false, how: 'one machine', message: `the new build is in ${dist}, but VITRINE_RESTART_COMMAND failed (exit ${restarted})` };
}
