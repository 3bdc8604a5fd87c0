// A release photo is found by its path in the release served, and nothing outside it: no release, an unsafe
// segment, a name that is not a photo, or a file missing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { releasePhoto } from './media';
import { releasesFolder } from './releases';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-release-photo-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const RELEASE = 'c'.repeat(20);
const photos = path.join(releasesFolder(dataDir), RELEASE, 'photos', 'properties', '4101');
fs.mkdirSync(photos, { recursive: true });
fs.writeFileSync(path.join(photos, '41011-0614fba2b4.jpg'), 'jpeg');
fs.writeFileSync(path.join(releasesFolder(dataDir), RELEASE, 'site.json'), '{}');

describe('release photos', () => {
  it('finds a photo of the release served, with its type', () => {
    const found = releasePhoto(['properties', '4101', '41011-0614fba2b4.jpg'], RELEASE, dataDir);
    expect(found?.type).toBe('image/jpeg');
    expect(fs.readFileSync(found!.file, 'utf8')).toBe('jpeg');
  });

  it('finds nothing without a release, outside its photos, or that is not a photo', () => {
    expect(releasePhoto(['properties', '4101', '41011-0614fba2b4.jpg'], null, dataDir)).toBeNull();
    expect(releasePhoto(['properties', '4101', 'missing.jpg'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto(['..', 'site.json'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto(['..', '..', RELEASE, 'photos', 'properties', '4101', '41011-0614fba2b4.jpg'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto(['.hidden.jpg'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto(['properties', '4101'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto(['x/..', 'a.jpg'], RELEASE, dataDir)).toBeNull();
    expect(releasePhoto([], RELEASE, dataDir)).toBeNull();
  });
});
