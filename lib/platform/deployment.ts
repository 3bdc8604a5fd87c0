/**
 * The deployment id: what a response's `X-Deployment-Id` header, Next's `deploymentId` (skew protection:
 * an old page asking a new server) and a shared cache's key (deploy/, docs/deployment.md) call one deployment.
 * Every public page is a pure function of the code, the data files and its URL, so the id is derived
 * from exactly those: VITRINE_DEPLOYMENT_ID when set (a CI or image build), else the git commit and a
 * hash of the data directory. Two instances built from the same commit and data agree without talking.
 *
 * Decided by next.config.ts at build time; the running app gets the value inlined (process.env), and
 * `next start` reads the build's own (`builtDeploymentId`) rather than deriving it again from a working
 * tree that may have moved on since: a build's pages, style sheets and headers must name one id.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataHash } from '../catalogue/data/snapshot';
import { remember } from './remember';

function gitCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'no-git';
  }
}

/**
 * `next build` evaluates next.config.ts more than once in one process; the data directory (392 MiB at
 * 100,000 properties) is hashed once per process (its files do not change during a build).
 */
export function deploymentId({ configured, cwd, dataDir }: { configured?: string; cwd: string; dataDir: string }): string {
  if (configured) return configured;
  const data = remember(`data-hash:${dataDir}`, () => dataHash(dataDir));
  return createHash('sha256').update(gitCommit(cwd)).update(data).digest('hex').slice(0, 16);
}

/** The deployment id a production build in `distDir` was made with, if there is one. */
export function builtDeploymentId(distDir: string): string | undefined {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'required-server-files.json'), 'utf8')) as {
      config?: { deploymentId?: unknown };
    };
    return typeof manifest.config?.deploymentId === 'string' ? manifest.config.deploymentId : undefined;
  } catch {
    return undefined;
  }
}
