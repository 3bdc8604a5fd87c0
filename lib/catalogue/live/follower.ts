/**
 * A web server follows the catalogue the CRM sync publishes (docs/decisions/0057): every few seconds it
 * reads which release is current (./releases.ts), and when that changed it loads the release's store off
 * any request's path, swaps it in (requests under way keep the store they started with: nothing fails),
 * and tells its own cache (`onSwap`: the pages it made from the old store are made again on their next
 * request). Nothing happens while the sync has published nothing: the build's data folder is served.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadStore, replaceStore, type Store } from '@/lib/catalogue/data';
import { env } from '@/lib/platform/env';
import { COMPLETE, currentRelease, followsSharedReleases } from './releases';

export interface FollowerOptions {
  dataDir: string;
  intervalMs?: number;
  /**
   * A release completed before this moment (ms) is not served: the build this server runs read the data
   * folder after it, so it holds that catalogue already, with whatever an editor changed since.
   */
  since?: number;
  /** Prepares a loaded store before it is swapped in (its route table and indexes), off any request's path. */
  warm?: (store: Store) => void;
  /** After a swap: the release, and how long loading it took. */
  onSwap?: (hash: string, ms: number) => void | Promise<void>;
  log?: (line: string) => void;
}

export interface Follower {
  /** The release served, null while it is the build's data folder. */
  active(): string | null;
  /** One look now (the first is made at start, before any request). */
  check(): Promise<boolean>;
  stop(): void;
}

const ACTIVE = Symbol.for('vitrine.live-release');

/** The release this process serves (for the pages' ETag: lib/catalogue/routing/cache-policy.ts), null for the build's data. */
export function activeRelease(): string | null {
  return (globalThis as unknown as Record<symbol, string | undefined>)[ACTIVE] ?? null;
}

/** When a release was completed (ms), from its COMPLETE marker; 0 when it does not say. */
function completedAt(dir: string): number {
  const at = Date.parse(fs.readFileSync(path.join(dir, COMPLETE), 'utf8').trim());
  return Number.isNaN(at) ? 0 : at;
}

/**
 * Whether this server's catalogue follows a CRM (its pages change without a deployment, so a shared
 * cache keeps them briefly: lib/catalogue/routing/cache-policy.ts): it serves a release, follows the
 * releases of another process (VITRINE_RELEASES_DIR), or syncs from a CRM itself.
 */
export function followsCrm(): boolean {
  return activeRelease() !== null || followsSharedReleases() || (env().CRM_URL !== undefined && env().CRM_POLL_SECONDS > 0);
}

export function followReleases({ dataDir, intervalMs = 2000, since = 0, warm, onSwap, log = () => {} }: FollowerOptions): Follower {
  let checking: Promise<boolean> | null = null;
  let passed: string | null = null;
  const look = async (): Promise<boolean> => {
    let hash: string | null = null;
    let ms = 0;
    try {
      const current = currentRelease(dataDir);
      if (!current || current.hash === activeRelease() || current.hash === passed) return false;
      hash = current.hash;
      if (completedAt(current.dir) < since) {
        passed = current.hash;
        log(`catalogue release ${current.hash} is older than this build: the build's catalogue is served`);
        return false;
      }
      const started = performance.now();
      const store = loadStore(current.dir, null);
      warm?.(store);
      replaceStore(store);
      (globalThis as unknown as Record<symbol, string>)[ACTIVE] = current.hash;
      ms = Math.round(performance.now() - started);
      log(`catalogue release ${current.hash} served (loaded in ${ms} ms)`);
    } catch (error) {
      // A release never changes: one that cannot be loaded is not tried again, the next one is.
      passed = hash;
      log(`catalogue release ${hash ?? ''} not served: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
    try {
      await onSwap?.(hash, ms);
    } catch (error) {
      log(
        `catalogue release ${hash} served, but its pages are not made again yet: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return true;
  };
  // One look at a time: a look asked for while one runs gets that one's answer.
  const check = () => {
    checking ??= look().finally(() => {
      checking = null;
    });
    return checking;
  };
  const timer = setInterval(() => void check(), intervalMs);
  timer.unref();
  return { active: activeRelease, check, stop: () => clearInterval(timer) };
}
