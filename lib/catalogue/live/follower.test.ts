// A web server following the catalogue releases of its data folder: nothing while there is none, the
// current release's store swapped in when it changes (a price changed is served), a store already held
// still answering from its own release, and a release named before it is complete left alone.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getProperty, getStore } from '@/lib/catalogue/data';
import { activeRelease, followReleases } from './follower';
import { COMPLETE, releasesFolder } from './releases';

const SAMPLE = path.resolve(__dirname, '../../../data');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** A release as the sync makes one (lib/agency/crm/sync/release.ts): the data files, frozen, then `current`. */
function release(dataDir: string, hash: string, price: number, complete = true): void {
  const dir = path.join(releasesFolder(dataDir), hash);
  fs.mkdirSync(dir, { recursive: true });
  for (const name of fs.readdirSync(SAMPLE)) if (name.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, name), path.join(dir, name));
  const file = path.join(dir, 'properties.json');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replaceAll('"Price": 410000', `"Price": ${price}`));
  if (complete) fs.writeFileSync(path.join(dir, COMPLETE), '');
  fs.writeFileSync(path.join(releasesFolder(dataDir), 'current'), hash);
}

describe('following the catalogue releases', () => {
  it('serves the current release, swapping stores while a held one keeps answering from its own', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-follow-'));
    folders.push(dataDir);
    const swaps: string[] = [];
    const follower = followReleases({ dataDir, intervalMs: 60_000, onSwap: (hash) => void swaps.push(hash) });
    try {
      expect(await follower.check()).toBe(false);
      expect(activeRelease()).toBeNull();

      release(dataDir, 'a'.repeat(20), 398_000);
      expect(await follower.check()).toBe(true);
      expect(activeRelease()).toBe('a'.repeat(20));
      const held = getStore();
      expect(getProperty('nl', 4101)?.price).toBe(398_000);

      // Named before it is complete: left alone.
      release(dataDir, 'b'.repeat(20), 385_000, false);
      expect(await follower.check()).toBe(false);
      fs.writeFileSync(path.join(releasesFolder(dataDir), 'b'.repeat(20), COMPLETE), '');
      expect(await follower.check()).toBe(true);
      expect(getProperty('nl', 4101)?.price).toBe(385_000);
      expect(swaps).toEqual(['a'.repeat(20), 'b'.repeat(20)]);
      // A request that held the first store reads its records from the first release.
      expect(held.record('nl', 4101)?.Price).toBe(398_000);
    } finally {
      follower.stop();
    }
  });

  it('leaves a release older than the build alone, and one that cannot be loaded, and serves the next', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-follow-'));
    folders.push(dataDir);
    const lines: string[] = [];
    const follower = followReleases({
      dataDir,
      intervalMs: 60_000,
      since: Date.parse('2026-12-01T00:00:00Z'),
      log: (line) => lines.push(line),
    });
    try {
      const before = activeRelease();
      release(dataDir, 'd'.repeat(20), 399_000);
      fs.writeFileSync(path.join(releasesFolder(dataDir), 'd'.repeat(20), COMPLETE), '2026-11-30T12:00:00.000Z');
      expect(await follower.check()).toBe(false);
      expect(activeRelease()).toBe(before);
      expect(lines.join('\n')).toMatch(/older than this build/);

      // Complete, but its properties.json is not JSON: not served, and not tried again.
      release(dataDir, 'e'.repeat(20), 399_000);
      fs.writeFileSync(path.join(releasesFolder(dataDir), 'e'.repeat(20), COMPLETE), '2026-12-02T12:00:00.000Z');
      fs.writeFileSync(path.join(releasesFolder(dataDir), 'e'.repeat(20), 'properties.json'), '{ not json');
      expect(await follower.check()).toBe(false);
      expect(activeRelease()).toBe(before);
      const failed = lines.length;
      expect(await follower.check()).toBe(false);
      expect(lines).toHaveLength(failed);

      release(dataDir, 'f'.repeat(20), 377_000);
      fs.writeFileSync(path.join(releasesFolder(dataDir), 'f'.repeat(20), COMPLETE), '2026-12-02T13:00:00.000Z');
      expect(await follower.check()).toBe(true);
      expect(activeRelease()).toBe('f'.repeat(20));
      expect(getProperty('nl', 4101)?.price).toBe(377_000);
    } finally {
      follower.stop();
    }
  });
});
