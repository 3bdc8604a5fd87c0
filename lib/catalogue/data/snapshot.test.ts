import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/platform/log';
import { DataError } from './validate';
import { loadStore, writeStoreSnapshot, type Store } from './store';
import { dataHash, readStoreSnapshot, SNAPSHOT_VERSION, storeCode } from './snapshot';

const sample = path.join(process.cwd(), 'data');

/** Everything a store holds that the snapshot feeds, and each property's record read again by its range. */
function contents(store: Store) {
  return {
    properties: store.properties,
    types: store.types,
    cities: store.cities,
    units: store.unitsByProject,
    records: [...store.properties].flatMap(([lang, list]) => list.map((p) => store.record(lang, p.id))),
  };
}

describe('the store snapshot', () => {
  let work: string;
  let data: string;
  let snapshots: string;
  const file = () => path.join(snapshots, 'store.jsonl');
  const reason = () => {
    const found = readStoreSnapshot(snapshots, data);
    return found.snapshot ? 'used' : found.reason;
  };

  beforeEach(() => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-snapshot-'));
    data = path.join(work, 'data');
    snapshots = path.join(work, 'snapshots');
    fs.cpSync(sample, data, { recursive: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('gives the same store as reading the files in full, detail records included', () => {
    expect(reason()).toBe('missing');
    const visited: number[] = [];
    expect(writeStoreSnapshot(data, snapshots, (record) => visited.push(record.ID)).written).toBe(true);
    expect(visited).toHaveLength(190);
    expect(reason()).toBe('used');
    expect(contents(loadStore(data, snapshots))).toEqual(contents(loadStore(data, null)));
    expect(fs.readdirSync(snapshots)).toEqual(['store.jsonl']);
  });

  it('is not used once a data file changed, and the store shows the change', () => {
    writeStoreSnapshot(data, snapshots);
    const properties = path.join(data, 'properties.json');
    const text = fs.readFileSync(properties, 'utf8');
    const title = loadStore(data, snapshots).properties.get('nl')![0]!.title;
    // Same length, so every byte range still fits: only the content hash can tell.
    const changed = `${title.slice(0, -1)}${title.endsWith('X') ? 'Y' : 'X'}`;
    fs.writeFileSync(properties, text.replace(JSON.stringify(title), JSON.stringify(changed)));
    expect(reason()).toBe('the data files changed since it was written');
    const warn = vi.spyOn(logger('store'), 'warn');
    expect(loadStore(data, snapshots).properties.get('nl')![0]!.title).toBe(changed);
    expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('not used: the data files changed'));
    warn.mockRestore();

    // A file that is not properties.json counts too (site.json decides sold and rented labels).
    writeStoreSnapshot(data, snapshots);
    expect(reason()).toBe('used');
    fs.appendFileSync(path.join(data, 'site.json'), '\n');
    expect(reason()).toBe('the data files changed since it was written');
  });

  it('is not used when written by another version or other code', () => {
    writeStoreSnapshot(data, snapshots);
    const lines = fs.readFileSync(file(), 'utf8').split('\n');
    const trailer = JSON.parse(lines.at(-2)!) as { version: number };
    expect(trailer.version).toBe(SNAPSHOT_VERSION);
    lines[lines.length - 2] = JSON.stringify({ ...trailer, version: SNAPSHOT_VERSION + 1 });
    fs.writeFileSync(file(), lines.join('\n'));
    expect(reason()).toBe('it has another format version');

    writeStoreSnapshot(data, snapshots);
    expect(reason()).toBe('used');
    // A server gets the fingerprint of the code it was built from (next.config.ts inlines it).
    vi.stubEnv('VITRINE_STORE_CODE', 'another build');
    expect(reason()).toBe('it was written by other code');
    vi.stubEnv('VITRINE_STORE_CODE', storeCode());
    expect(reason()).toBe('used');
  });

  it('is not used when damaged or cut short', () => {
    writeStoreSnapshot(data, snapshots);
    const bytes = fs.readFileSync(file());
    const at = bytes.indexOf('"title":"') + 10;
    fs.writeFileSync(file(), Buffer.concat([bytes.subarray(0, at), Buffer.from(bytes[at] === 0x58 ? 'Y' : 'X'), bytes.subarray(at + 1)]));
    expect(reason()).toBe('its content is damaged');
    fs.writeFileSync(file(), bytes.subarray(0, bytes.length - 10));
    expect(reason()).toBe('it is incomplete');
    const lines = bytes.toString('utf8').split('\n');
    fs.writeFileSync(file(), [...lines.slice(0, 3), ...lines.slice(-2)].join('\n'));
    expect(reason()).not.toBe('used');
    fs.writeFileSync(file(), '');
    expect(reason()).toBe('it is incomplete');
  });

  it('is not written from data with a problem, and the previous one stays', () => {
    writeStoreSnapshot(data, snapshots);
    const before = fs.readFileSync(file());
    const properties = path.join(data, 'properties.json');
    fs.writeFileSync(properties, fs.readFileSync(properties, 'utf8').replace('"Price":', '"Price":"abc","Was":'));
    expect(() => writeStoreSnapshot(data, snapshots)).toThrow(DataError);
    expect(fs.readdirSync(snapshots)).toEqual(['store.jsonl']);
    expect(fs.readFileSync(file()).equals(before)).toBe(true);
    expect(reason()).toBe('the data files changed since it was written');
  });

  it('names the data by content, not by file dates', () => {
    const hash = dataHash(data);
    const later = new Date(Date.now() + 60_000);
    for (const name of fs.readdirSync(data)) fs.utimesSync(path.join(data, name), later, later);
    expect(dataHash(data)).toBe(hash);
    fs.renameSync(path.join(data, 'team.json'), path.join(data, 'team2.json'));
    expect(dataHash(data)).not.toBe(hash);
  });
});
