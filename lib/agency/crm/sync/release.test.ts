// Catalogue releases on a copy of the sample data folder: frozen files that a later sync cannot change,
// `current` moved only to a complete release, the same catalogue published twice being one release, and
// old releases removed only once superseded long enough.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { currentRelease, releasesFolder } from '@/lib/catalogue/live/releases';
import { KEEP_RELEASES, publishRelease, releaseUpToDate, SUPERSEDED_MS } from './release';

const SAMPLE = path.resolve(__dirname, '../../../../data');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

function dataCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-release-'));
  folders.push(dir);
  for (const name of fs.readdirSync(SAMPLE)) if (name.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, name), path.join(dir, name));
  fs.mkdirSync(path.join(dir, 'photos/properties/4101'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'photos/properties/4101/1-aaaa.jpg'), 'a photo');
  return dir;
}

/** Replaces a catalogue file as the sync does: a new file renamed over the old name. */
function replace(dir: string, name: string, change: (text: string) => string): void {
  const file = path.join(dir, name);
  fs.writeFileSync(`${file}.new`, change(fs.readFileSync(file, 'utf8')));
  fs.renameSync(`${file}.new`, file);
}

describe('a catalogue release', () => {
  it('freezes the catalogue and its media: a later sync changes the data folder, never the release', () => {
    const dir = dataCopy();
    const first = publishRelease(dir);
    expect(first).toMatchObject({ created: true, media: 1 });
    expect(currentRelease(dir)?.hash).toBe(first.hash);
    const frozen = fs.readFileSync(path.join(first.dir, 'properties.json'), 'utf8');
    expect(frozen).toBe(fs.readFileSync(path.join(dir, 'properties.json'), 'utf8'));

    // The next sync: a price changed, a photo removed.
    replace(dir, 'properties.json', (text) => text.replace('"Price": 410000', '"Price": 398000'));
    fs.rmSync(path.join(dir, 'photos/properties/4101/1-aaaa.jpg'));
    expect(fs.readFileSync(path.join(first.dir, 'properties.json'), 'utf8')).toBe(frozen);
    expect(fs.readFileSync(path.join(first.dir, 'photos/properties/4101/1-aaaa.jpg'), 'utf8')).toBe('a photo');

    const second = publishRelease(dir);
    expect(second.hash).not.toBe(first.hash);
    expect(currentRelease(dir)?.hash).toBe(second.hash);
    expect(fs.readFileSync(path.join(second.dir, 'properties.json'), 'utf8')).toContain('"Price": 398000');
    expect(fs.existsSync(path.join(second.dir, 'photos/properties/4101/1-aaaa.jpg'))).toBe(false);
  });

  it("a change to the agency's own files (a deployment's) leaves the release behind, and makes a release of its own", () => {
    const dir = dataCopy();
    expect(releaseUpToDate(dir)).toBe(false);
    const first = publishRelease(dir);
    expect(releaseUpToDate(dir)).toBe(true);
    // A catalogue file is the sync's to report; the check reads only the agency's files.
    replace(dir, 'properties.json', (text) => text.replace('"Price": 410000', '"Price": 398000'));
    expect(releaseUpToDate(dir)).toBe(true);
    replace(dir, 'team.json', (text) => `${text}\n`);
    expect(releaseUpToDate(dir)).toBe(false);
    const second = publishRelease(dir);
    expect(second.hash).not.toBe(first.hash);
    expect(releaseUpToDate(dir)).toBe(true);
    // A file added or removed counts too.
    fs.writeFileSync(path.join(dir, 'crm-mapping.json'), '{}');
    expect(releaseUpToDate(dir)).toBe(false);
    publishRelease(dir);
    fs.rmSync(path.join(dir, 'crm-mapping.json'));
    expect(releaseUpToDate(dir)).toBe(false);
  });

  it('the same catalogue published again is the same release', () => {
    const dir = dataCopy();
    const first = publishRelease(dir);
    const again = publishRelease(dir);
    expect(again).toMatchObject({ hash: first.hash, created: false });
  });

  it('keeps the last releases, and older ones until they were superseded long enough', () => {
    const dir = dataCopy();
    let now = Date.parse('2026-12-03T08:00:00Z');
    const hashes: string[] = [];
    for (let i = 0; i < 6; i++) {
      replace(dir, 'properties.json', (text) => text.replace(/"Price": (\d+)/, (_, price: string) => `"Price": ${Number(price) + 1}`));
      hashes.push(publishRelease(dir, now).hash);
      now += 60_000;
    }
    const kept = () => fs.readdirSync(releasesFolder(dir)).filter((name) => /^[0-9a-f]{20}$/.test(name));
    // Six in six minutes: none superseded ten minutes ago yet.
    expect(kept().sort()).toEqual([...hashes].sort());
    replace(dir, 'properties.json', (text) => text.replace(/"Price": (\d+)/, (_, price: string) => `"Price": ${Number(price) + 1}`));
    const last = publishRelease(dir, now + SUPERSEDED_MS).hash;
    // Ten minutes on: the newest three stay, the older ones (superseded over ten minutes ago) are gone.
    expect(kept().sort()).toEqual([last, hashes[5]!, hashes[4]!].sort());
    expect(kept()).toHaveLength(KEEP_RELEASES);
  });
});
