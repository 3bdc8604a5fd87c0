// The syncing worker's data folder seeded from the image's (VITRINE_DATA_SEED): all of it the first
// time; afterwards the agency's files follow the image while the catalogue stays as the sync left it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDataFolder } from './seed';

const SAMPLE = path.resolve(__dirname, '../../../../data');
const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
const temporary = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-seed-'));
  folders.push(dir);
  return dir;
};

describe('seedDataFolder', () => {
  it('copies the whole data folder the first time, the agency files only afterwards', () => {
    const image = temporary();
    fs.cpSync(SAMPLE, image, { recursive: true });
    const live = path.join(temporary(), 'catalogue');

    const first = seedDataFolder(image, live);
    expect(first).toEqual(expect.arrayContaining(['properties.json', 'site.json', 'documents', 'history']));
    expect(fs.readFileSync(path.join(live, 'properties.json'), 'utf8')).toBe(fs.readFileSync(path.join(SAMPLE, 'properties.json'), 'utf8'));

    // The sync changes the catalogue; the next deployment's image changes the team and the catalogue it was built with.
    fs.writeFileSync(path.join(live, 'properties.json'), '{"properties":[]}');
    fs.writeFileSync(path.join(image, 'team.json'), '{"changed":true}');
    fs.writeFileSync(path.join(image, 'projects.json'), '{"projects":[]}');

    expect(seedDataFolder(image, live)).toEqual(['team.json']);
    expect(fs.readFileSync(path.join(live, 'team.json'), 'utf8')).toBe('{"changed":true}');
    expect(fs.readFileSync(path.join(live, 'properties.json'), 'utf8')).toBe('{"properties":[]}');
    expect(fs.readFileSync(path.join(live, 'projects.json'), 'utf8')).toBe(fs.readFileSync(path.join(SAMPLE, 'projects.json'), 'utf8'));
    // Nothing changed: nothing copied.
    expect(seedDataFolder(image, live)).toEqual([]);
  });

  it('refuses a seed that is not a data folder', () => {
    expect(() => seedDataFolder(temporary(), temporary())).toThrow(/not a data folder/);
  });
});
