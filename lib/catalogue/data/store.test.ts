import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataError, loadDataFiles } from './validate';
import { buildStore, loadStore, writeStoreSnapshot } from './store';

describe('buildStore counts', () => {
  const store = buildStore(loadDataFiles());
  it('counts properties per type and city from the properties themselves', () => {
    for (const lang of store.site.languages) {
      const properties = store.properties.get(lang)!;
      for (const type of store.types.get(lang)!) {
        expect(type.sale).toBe(properties.filter((p) => p.typeId === type.webId && p.goal === 'sale').length);
        expect(type.rent).toBe(properties.filter((p) => p.typeId === type.webId && p.goal === 'rent').length);
      }
      for (const city of store.cities.get(lang)!) {
        const here = properties.filter((p) => p.address.zip === city.zip && p.address.city === city.name);
        expect([city.sale, city.rent]).toEqual([here.filter((p) => p.goal === 'sale').length, here.filter((p) => p.goal === 'rent').length]);
      }
      expect(store.types.get(lang)!.reduce((n, t) => n + t.sale + t.rent, 0)).toBe(properties.length);
    }
  });
});

describe('field rules on the price', () => {
  const store = buildStore(loadDataFiles());
  const byId = (id: number) => store.propertyById.get('nl')!.get(id)!;
  const record = (id: number) => store.record('nl', id)!;

  it('make a hidden or broken-rule price "price on request", and keep the others', () => {
    // The sample's rules: 4120 "Price >" (does not parse), 4122 and 4147 "Marquee != 2" on sold properties.
    for (const id of [4120, 4122, 4147]) {
      expect(record(id).FieldRules?.some((r) => r.Field === 'Price')).toBe(true);
      expect(record(id).Price).toBeGreaterThan(0);
      expect(record(id).PublishPrice).toBe(true);
      expect(byId(id).price, `${id}`).toBeNull();
    }
    expect(byId(4101).price).toBe(record(4101).Price);
  });
});

describe('indexes', () => {
  const store = buildStore(loadDataFiles());
  it('finds every project by id and its units, in data order', () => {
    for (const lang of store.site.languages) {
      const properties = store.properties.get(lang)!;
      for (const project of store.projects.get(lang)!) {
        expect(store.projectById.get(lang)!.get(project.id)).toBe(project);
        expect(store.unitsByProject.get(lang)!.get(project.id) ?? []).toEqual(properties.filter((p) => p.projectId === project.id));
      }
    }
  });

  it('gives the record of each property, for the detail page', () => {
    for (const [lang, byId] of store.propertyById)
      for (const [id, property] of byId) expect(store.record(lang, id)!.Title).toBe(property.title);
  });
});

describe('loadStore', () => {
  const sample = path.join(process.cwd(), 'data');
  const inMemory = buildStore(loadDataFiles(sample));

  it('reshapes the same properties as a store from files in memory, and reads each record again from the file', () => {
    const store = loadStore(sample, null);
    // Without a build's summary, the catalogue's history is the data folder's log as of now.
    expect(store.history.properties.size).toBeGreaterThan(0);
    expect(store.properties).toEqual(buildStore(loadDataFiles(sample), store.history).properties);
    for (const [lang, list] of store.properties)
      for (const property of list) expect(store.record(lang, property.id)).toEqual(inMemory.record(lang, property.id));
    expect(store.record('nl', 999_999_999)).toBeUndefined();
  });

  it('says so when the file changed under it rather than give another record', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-store-'));
    try {
      fs.cpSync(sample, dir, { recursive: true });
      const store = loadStore(dir, null);
      const [first, second] = store.properties.get('nl')!;
      const file = path.join(dir, 'properties.json');
      // The same bytes shifted: every range now points elsewhere.
      fs.writeFileSync(file, `  ${fs.readFileSync(file, 'utf8')}`);
      expect(() => store.record('nl', second!.id)).toThrow(DataError);
      expect(() => store.record('nl', first!.id)).toThrow(/no longer hold property/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('listings held back for a missing mandatory mention (docs/decisions/0040)', () => {
  const sample = path.join(process.cwd(), 'data');
  const files = loadDataFiles(sample);
  const sold = new Set([...files['site.json'].marquee.sold, ...files['site.json'].marquee.rented]);
  // A Flemish sale (postal code 9000, Gent) on the market, with an EPC score: picked from the sample.
  const target = files['properties.json'].properties.find((r) => r.Zip === '9000' && r.Goal === 0 && !sold.has(r.Marquee) && typeof r.EnergyPerformance === 'number')!;
  const withoutScore = (policy: 'publish' | 'hold') => ({
    ...files,
    'site.json': { ...files['site.json'], legal: { incompleteListings: policy } },
    'properties.json': { properties: files['properties.json'].properties.map((r) => (r.ID === target.ID ? { ...r, EnergyPerformance: null } : r)) },
  });
  const ids = (store: ReturnType<typeof buildStore>) => new Set(store.properties.get('nl')!.map((p) => p.id));

  it("'hold' takes the listing out of the catalogue, its detail record and the counts; 'publish' keeps it", () => {
    const published = buildStore(withoutScore('publish'));
    const held = buildStore(withoutScore('hold'));
    expect(ids(published).has(target.ID)).toBe(true);
    for (const lang of ['nl', 'fr'] as const) {
      expect(held.properties.get(lang)!.some((p) => p.id === target.ID)).toBe(false);
      expect(held.propertyById.get(lang)!.get(target.ID)).toBeUndefined();
      expect(held.record(lang, target.ID)).toBeUndefined();
    }
    expect(ids(held).size).toBe(ids(published).size - 1);
    const typeCount = (store: ReturnType<typeof buildStore>) => store.types.get('nl')!.find((t) => t.webId === target.WebID)!.sale;
    expect(typeCount(held)).toBe(typeCount(published) - 1);
  });

  it("'hold' leaves a complete catalogue whole", () => {
    const whole = { ...files, 'site.json': { ...files['site.json'], legal: { incompleteListings: 'hold' as const } } };
    expect(ids(buildStore(whole))).toEqual(ids(buildStore(files)));
  });

  it('holds it back the same when the store is read from the files and from the build\'s snapshot', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-held-'));
    try {
      for (const file of fs.readdirSync(sample)) if (file.endsWith('.json')) fs.copyFileSync(path.join(sample, file), path.join(dir, file));
      const held = withoutScore('hold');
      fs.writeFileSync(path.join(dir, 'site.json'), JSON.stringify(held['site.json']));
      fs.writeFileSync(path.join(dir, 'properties.json'), JSON.stringify(held['properties.json'], null, 2));
      const fromFiles = loadStore(dir, null);
      expect(ids(fromFiles).has(target.ID)).toBe(false);
      expect(fromFiles.record('nl', target.ID)).toBeUndefined();

      const snapshots = path.join(dir, 'snapshot');
      expect(writeStoreSnapshot(dir, snapshots).written).toBe(true);
      const fromSnapshot = loadStore(dir, snapshots);
      expect(fromSnapshot.properties).toEqual(fromFiles.properties);
      expect(ids(fromSnapshot).has(target.ID)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
