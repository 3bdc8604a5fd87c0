// The catalogue sync (lib/agency/crm/sync/run.ts) from a FAKE Whise (tests/crm/fake-whise.ts), a real
// HTTP server on loopback serving the sample catalogue as Whise's estates: a full sync into a copy of
// the sample data folder that passes the data check, then incremental syncs after a change, after an
// estate goes offline, and after one disappears from Whise altogether (only a full sync removes it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkDataDirectory } from '@/lib/catalogue/routing/check-data';
import {
  FAKE_CLIENT_ID,
  FAKE_OFFICE_ID,
  FAKE_WHISE_PASSWORD,
  FAKE_WHISE_USER,
  startFakeWhise,
  type FakeWhise,
} from '@/tests/crm/fake-whise';
import { syncCatalogue } from '../sync/run';
import { WhiseSession } from './auth';
import { whiseCatalogue } from './catalogue';

// A sync runs the whole data check on the sample catalogue: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const SAMPLE = path.resolve(__dirname, '../../../../data');
const folders: string[] = [];
let fake: FakeWhise;

function dataCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-whise-'));
  folders.push(dir);
  for (const name of fs.readdirSync(SAMPLE)) if (name.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, name), path.join(dir, name));
  fs.cpSync(path.join(SAMPLE, 'documents'), path.join(dir, 'documents'), { recursive: true });
  return dir;
}

const source = () =>
  whiseCatalogue(
    new WhiseSession({
      url: fake.url,
      user: FAKE_WHISE_USER,
      password: FAKE_WHISE_PASSWORD,
      clientId: FAKE_CLIENT_ID,
      officeId: FAKE_OFFICE_ID,
    }),
  );
const sync = (dir: string, full = false) => syncCatalogue({ dataDir: dir, source: source(), full });

function records(dir: string, file = 'properties.json', key = 'properties'): Record<string, unknown>[] {
  return (JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, Record<string, unknown>[]>)[key]!;
}

beforeAll(async () => {
  fake = await startFakeWhise();
});
afterAll(async () => {
  await fake.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a sync from Whise's catalogue", () => {
  let dir: string;

  it("a full sync replaces the catalogue with Whise's, with local photos, and passes the data check", async () => {
    dir = dataCopy();
    const run = await sync(dir);
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'full', changed: true });
    expect(checkDataDirectory(dir).ok).toBe(true);
    const all = records(dir);
    const ids = new Set(all.map((r) => r.ID));
    expect(ids).toEqual(new Set(fake.estateIds('property')));
    expect(all).toHaveLength(ids.size * 2); // nl and fr
    expect(new Set(records(dir, 'projects.json', 'projects').map((p) => p.ID))).toEqual(new Set(fake.estateIds('project')));
    const house = all.find((r) => r.ID === 4101 && r.language === 'fr')!;
    expect(house).toMatchObject({ City: 'Gand', Price: 410000, EPCLabelText: 'C', Heating: 'Gaz', Documents: [] });
    const pictures = house.Pictures as { ID: number; Url: string }[];
    expect(pictures.map((p) => p.ID)).toEqual([41011, 41012, 41013, 41014]);
    for (const picture of pictures) expect(fs.existsSync(path.join(dir, picture.Url))).toBe(true);
    expect(run.counts?.mediaDownloaded).toBeGreaterThan(0);
  });

  it('an incremental sync brings a changed price and detail, asking only what changed', async () => {
    fake.updateEstate(4101, { price: 398000 });
    fake.setDetail(4103, 2391, '20990101-0000000003-RES-1');
    const calls = fake.calls.length;
    const run = await sync(dir);
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'incremental', changed: true });
    expect(run.counts).toMatchObject({ changed: 1, new: 0, removed: 0 });
    const all = records(dir);
    expect(all.filter((r) => r.ID === 4101).map((r) => r.Price)).toEqual([398000, 398000]);
    expect(all.filter((r) => r.ID === 4103).map((r) => r.EPCCertificateCode)).toEqual([
      '20990101-0000000003-RES-1',
      '20990101-0000000003-RES-1',
    ]);
    const lists = fake.calls.slice(calls).filter((c) => c.endpoint === 'v1/estates/list');
    expect(lists.some((c) => (c.body.Filter as Record<string, unknown>).UpdateDateTimeRange)).toBe(true);
    expect(checkDataDirectory(dir).ok).toBe(true);
  });

  it('an estate taken offline is removed by the next incremental sync', async () => {
    const before = records(dir).length;
    fake.setOffline(4104);
    const run = await sync(dir);
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'incremental', changed: true });
    expect(run.counts).toMatchObject({ removed: 1 });
    const all = records(dir);
    expect(all.some((r) => r.ID === 4104)).toBe(false);
    expect(all).toHaveLength(before - 2);
    expect(checkDataDirectory(dir).ok).toBe(true);
  });

  it('an estate gone from Whise stays until a full sync, which removes what it did not see', async () => {
    fake.removeEstate(4106);
    const incremental = await sync(dir);
    expect(incremental).toMatchObject({ ok: true, changed: false });
    expect(records(dir).some((r) => r.ID === 4106)).toBe(true);
    const full = await sync(dir, true);
    expect(full.errors).toBeUndefined();
    expect(full).toMatchObject({ ok: true, mode: 'full', changed: true });
    expect(full.counts).toMatchObject({ removed: 1 });
    expect(records(dir).some((r) => r.ID === 4106)).toBe(false);
  });

  it('a field Whise sends that cannot be read is named with its record by the data check, and not published', async () => {
    fake.updateEstate(4107, { price: 'on request' }, 'fr');
    const run = await sync(dir);
    // Held back: its previous version stays published, the run names record, field and reason.
    expect(run.ok).toBe(true);
    expect(run.held).toEqual([expect.objectContaining({ kind: 'property', id: 4107, lang: 'fr', field: 'Price' })]);
    expect(
      records(dir)
        .filter((r) => r.ID === 4107)
        .map((r) => r.Price),
    ).toEqual([1480000, 1480000]);
    fake.updateEstate(4107, { price: 1480000 }, 'fr');
  });
});
