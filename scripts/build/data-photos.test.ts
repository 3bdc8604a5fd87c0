// The build's copy of the data folder's photos into public/photos, on real folders: a removed listing's
// photo leaves public/photos (and its emptied folder with it), while the sample photos drawn in the same
// folders, and anything the copy did not put there, stay.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COPIED_LIST, copyDataPhotos } from './data-photos';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

function setUp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-data-photos-'));
  folders.push(root);
  const dataDir = path.join(root, 'data');
  const publicDir = path.join(root, 'public');
  const put = (dir: string, relative: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, relative), content);
  };
  return {
    root,
    dataDir,
    publicDir,
    data: (relative: string, content = `data ${relative}`) => put(dataDir, `photos/${relative}`, content),
    sample: (relative: string) => put(publicDir, `photos/${relative}`, `drawn ${relative}`),
    served: (relative: string) => fs.existsSync(path.join(publicDir, 'photos', relative)),
    read: (relative: string) => fs.readFileSync(path.join(publicDir, 'photos', relative), 'utf8'),
  };
}

describe('copyDataPhotos', () => {
  it("removes a removed listing's photos and their folder, and keeps the sample photos", () => {
    const t = setUp();
    t.sample('properties/4101/1.jpg');
    t.sample('properties/9002/2.jpg');
    t.data('properties/9001/11-aaaa.jpg');
    t.data('properties/9002/21-bbbb.jpg');
    t.data('team/anna.jpg');
    expect(copyDataPhotos(t.dataDir, t.publicDir)).toEqual({ copied: 3, total: 3, removed: 0 });
    expect(t.read('properties/9001/11-aaaa.jpg')).toBe('data properties/9001/11-aaaa.jpg');

    // The CRM removed listings 9001 and 9002; the sync removed their files from the data folder.
    fs.rmSync(path.join(t.dataDir, 'photos/properties/9001'), { recursive: true });
    fs.rmSync(path.join(t.dataDir, 'photos/properties/9002'), { recursive: true });
    expect(copyDataPhotos(t.dataDir, t.publicDir)).toEqual({ copied: 0, total: 1, removed: 2 });
    expect(t.served('properties/9001/11-aaaa.jpg')).toBe(false);
    expect(t.served('properties/9001')).toBe(false);
    expect(t.served('properties/9002/21-bbbb.jpg')).toBe(false);
    // The sample photos stay, and so does the folder a sample photo still fills.
    expect(t.read('properties/4101/1.jpg')).toBe('drawn properties/4101/1.jpg');
    expect(t.read('properties/9002/2.jpg')).toBe('drawn properties/9002/2.jpg');
    expect(t.served('team/anna.jpg')).toBe(true);
  });

  it('removes a replaced photo, keeps its replacement, and forgets what it removed', () => {
    const t = setUp();
    t.data('projects/5/1-old.jpg');
    copyDataPhotos(t.dataDir, t.publicDir);
    fs.rmSync(path.join(t.dataDir, 'photos/projects/5/1-old.jpg'));
    t.data('projects/5/1-new.jpg');
    expect(copyDataPhotos(t.dataDir, t.publicDir)).toEqual({ copied: 1, total: 1, removed: 1 });
    expect(t.served('projects/5/1-old.jpg')).toBe(false);
    expect(t.served('projects/5/1-new.jpg')).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(t.publicDir, 'photos', COPIED_LIST), 'utf8'))).toEqual(['projects/5/1-new.jpg']);
  });

  it('removes everything it copied when the data folder has no photos left, and nothing else', () => {
    const t = setUp();
    t.sample('banner/home.jpg');
    t.data('properties/1/1-a.jpg');
    copyDataPhotos(t.dataDir, t.publicDir);
    fs.rmSync(path.join(t.dataDir, 'photos'), { recursive: true });
    expect(copyDataPhotos(t.dataDir, t.publicDir)).toEqual({ copied: 0, total: 0, removed: 1 });
    expect(t.served('properties')).toBe(false);
    expect(t.served(COPIED_LIST)).toBe(false);
    expect(t.served('banner/home.jpg')).toBe(true);
  });

  it('removes nothing outside public/photos whatever its list says', () => {
    const t = setUp();
    t.data('properties/1/1-a.jpg');
    fs.writeFileSync(path.join(t.root, 'outside.txt'), 'not a photo');
    t.sample('properties/1/keep.jpg');
    fs.mkdirSync(path.join(t.publicDir, 'photos'), { recursive: true });
    fs.writeFileSync(
      path.join(t.publicDir, 'photos', COPIED_LIST),
      JSON.stringify(['../../outside.txt', path.join(t.root, 'outside.txt'), 'properties/1/./keep.jpg', '']),
    );
    expect(copyDataPhotos(t.dataDir, t.publicDir).removed).toBe(0);
    expect(fs.existsSync(path.join(t.root, 'outside.txt'))).toBe(true);
    expect(t.served('properties/1/keep.jpg')).toBe(true);
  });
});
