// The catalogue sync against a FAKE CRM: tests/crm/fake-omnicasa.ts is a real HTTP server on loopback
// that speaks Omnicasa's website API (paging, ChangeSince, deleted ids, picture lists, errors), serving
// the sample catalogue. Each test syncs into its own copy of the sample data folder and looks at the
// files as the site would read them.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkDataDirectory } from '@/lib/catalogue/routing/check-data';
import { currentRelease } from '@/lib/catalogue/live/releases';
import { FAKE_PASSWORD, FAKE_USER, fakeAgencyMapping, startFakeOmnicasa, type FakeOmnicasa } from '@/tests/crm/fake-omnicasa';
import { omnicasaCatalogue } from '../omnicasa/catalogue';
import type { OmnicasaConnection } from '../omnicasa/wire';
import { CHANGE_MARGIN_MS, syncCatalogue } from './run';
import { describeRun, readState } from './state';

// A sync runs the whole data check on the sample catalogue: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const SAMPLE = path.resolve(__dirname, '../../../../data');
const folders: string[] = [];
let fake: FakeOmnicasa;

function dataCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-crm-'));
  folders.push(dir);
  for (const name of fs.readdirSync(SAMPLE)) if (name.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, name), path.join(dir, name));
  fs.cpSync(path.join(SAMPLE, 'documents'), path.join(dir, 'documents'), { recursive: true });
  // The agency's names for what no public source names on Omnicasa's wire (lib/agency/crm/mapping-file.ts).
  fs.writeFileSync(path.join(dir, 'crm-mapping.json'), JSON.stringify(fakeAgencyMapping()));
  return dir;
}

function connection(extra: Partial<OmnicasaConnection> = {}): OmnicasaConnection {
  return { url: fake.url, user: FAKE_USER, password: FAKE_PASSWORD, ...extra };
}

function records(dir: string): Record<string, unknown>[] {
  return (JSON.parse(fs.readFileSync(path.join(dir, 'properties.json'), 'utf8')) as { properties: Record<string, unknown>[] }).properties;
}

function catalogueHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of ['properties.json', 'projects.json', 'types.json', 'cities.json']) hash.update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex');
}

const sync = (dir: string, options: { full?: boolean; connection?: Partial<OmnicasaConnection> } = {}) =>
  syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection(options.connection)), full: options.full });

beforeAll(async () => {
  fake = await startFakeOmnicasa({ extra: true, pageCap: 50 });
});
afterAll(async () => {
  await fake.close();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  fake.setMode('up');
  fake.setModeEndpoints(null);
  fake.setDelay(0);
});

describe('a full sync', () => {
  it("replaces the catalogue with the CRM's, with local photos and documents, and passes the data check", async () => {
    const dir = dataCopy();
    const calls = fake.calls.length;
    const run = await sync(dir);
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'full', changed: true });
    // What `npm run crm -- status` prints of it.
    expect(describeRun(readState(dir).lastRun!)).toMatch(
      new RegExp(
        `^ok: full sync at \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} \\(times in Europe/Brussels\\), [\\d.]+ s: ${fake.propertyIds().length} properties \\(${fake.propertyIds().length * 2} records\\)`,
      ),
    );
    const all = records(dir);
    const ids = new Set(all.map((r) => r.ID));
    expect(ids.size).toBe(fake.propertyIds().length);
    expect(ids.has(990001)).toBe(true); // only the CRM has it
    expect(all).toHaveLength(ids.size * 2); // nl and fr
    expect(checkDataDirectory(dir).ok).toBe(true);

    // Paged with Limit1/Limit2, 50 rows a page, in both languages, labels and descriptions alike (a project's
    // first unit is asked for on its own, for the project's address).
    const pages = fake.calls.slice(calls).filter((c) => c.endpoint === 'GetPropertyList' && !('ProjectID' in c.params));
    expect(pages.every((c) => c.params.DescriptionLanguageId === c.params.LanguageId)).toBe(true);
    // Pictures come on the items: no picture list is asked for.
    expect(fake.calls.slice(calls).filter((c) => c.endpoint === 'GetPropertyPictureList')).toEqual([]);
    expect(pages.map((c) => [c.params.LanguageId, c.params.Limit1, c.params.Limit2])).toEqual([
      [1, 1, 50],
      [1, 51, 100],
      [2, 1, 50],
      [2, 51, 100],
    ]);
    expect(pages.every((c) => !('ChangeSince' in c.params))).toBe(true);

    // Photos: local files named after the CRM's picture, with their real size; the list's order and names kept.
    const house = all.find((r) => r.ID === 4101 && r.language === 'fr')!;
    const pictures = house.Pictures as { ID: number; Url: string; Width: number; Height: number; Name: string }[];
    expect(pictures.map((p) => p.ID)).toEqual([41011, 41012, 41013, 41014]);
    expect(pictures[0]!.Name).toBe('Façade avant');
    for (const picture of pictures) {
      expect(picture.Url).toMatch(/^\/photos\/properties\/4101\/\d+-[0-9a-f]{10}\.jpg$/);
      expect(fs.existsSync(path.join(dir, picture.Url))).toBe(true);
      expect(picture.Width).toBeGreaterThan(0);
    }
    expect(house.SmallPicture).toBe(pictures[0]!.Url);
    const documents = house.Documents as { Url: string }[];
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) expect(fs.readFileSync(path.join(dir, document.Url)).subarray(0, 5).toString()).toBe('%PDF-');
    // The sample's own documents, which the CRM's catalogue does not name, are gone.
    expect(fs.existsSync(path.join(dir, 'documents/4101/epc.pdf'))).toBe(false);

    // Types and cities recomputed from the catalogue: each property counted once per type and place.
    const types = JSON.parse(fs.readFileSync(path.join(dir, 'types.json'), 'utf8')) as {
      types: { language: string; Sale: number; Rent: number }[];
    };
    const nlTypes = types.types.filter((t) => t.language === 'nl');
    expect(nlTypes.reduce((n, t) => n + t.Sale + t.Rent, 0)).toBeGreaterThanOrEqual(ids.size);
    const cities = JSON.parse(fs.readFileSync(path.join(dir, 'cities.json'), 'utf8')) as {
      cities: { language: string; PropertyCount: number }[];
    };
    expect(cities.cities.filter((c) => c.language === 'nl').reduce((n, c) => n + c.PropertyCount, 0)).toBe(ids.size);

    // A second run with nothing changed downloads nothing and changes nothing.
    const again = await sync(dir);
    expect(again).toMatchObject({ ok: true, mode: 'incremental', changed: false });
    expect(again.counts?.mediaDownloaded).toBe(0);
  });
});

describe('an incremental sync', () => {
  it("prints the data check's report of a listing without a mandatory mention, with where its field comes from, keeps it as a warning and still publishes it", async () => {
    const dir = dataCopy();
    const original = fake.record(4101, 'nl')!.FloodScoreParcel;
    expect(original).toMatch(/^[A-D]$/); // 4101 is a Flemish sale on the market
    fake.updateProperty(4101, { FloodScoreParcel: null });
    const line =
      'property 4101 (flanders): flood-p-score: FloodScoreParcel: read from "Agency_FloodScoreParcel" (crm-mapping.json), empty for this listing: enter it in the CRM';
    try {
      const lines: string[] = [];
      const run = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection()), log: (l) => lines.push(l) });
      expect(run).toMatchObject({ ok: true, changed: true });
      expect(lines).toContain(`crm sync: ${line}`);
      expect(lines.some((l) => /^crm sync: Mandatory mentions: 1 listing lack 1 mention; published/.test(l))).toBe(true);
      expect(run.warnings).toContain(line);
      expect(
        records(dir)
          .filter((r) => r.ID === 4101)
          .map((r) => r.FloodScoreParcel),
      ).toEqual([null, null]);
    } finally {
      fake.updateProperty(4101, { FloodScoreParcel: original });
    }
  });

  it("says which missing mentions come from a field nobody named on the CRM's wire, and that the mapping file would fill them", async () => {
    const dir = dataCopy();
    const mapping = fakeAgencyMapping();
    delete mapping.fields.FloodScoreParcel;
    fs.writeFileSync(path.join(dir, 'crm-mapping.json'), JSON.stringify(mapping));
    const run = await sync(dir);
    expect(run.ok).toBe(true);
    expect(run.warnings).toContain(
      'property 4101 (flanders): flood-p-score: FloodScoreParcel: no Omnicasa field is known; naming it in crm-mapping.json would fill it',
    );
    expect(
      run.warnings!.some((w) => /^Of these (\d+) missing mentions, \1 come from fields the sync does not read from Omnicasa/.test(w)),
    ).toBe(true);
  });

  it('a mapping file that does not pass stops the run before any call to the CRM, naming the line to fix', async () => {
    const dir = dataCopy();
    fs.writeFileSync(
      path.join(dir, 'crm-mapping.json'),
      JSON.stringify({ crm: 'omnicasa', fields: { FloodScoreParcel: { from: 'X', as: 'letters' } } }),
    );
    const calls = fake.calls.length;
    const run = await sync(dir);
    expect(run.ok).toBe(false);
    expect(run.errors!.join('\n')).toMatch(/^crm-mapping\.json: fields\.FloodScoreParcel\.as: /);
    expect(fake.calls.length).toBe(calls);
    fs.writeFileSync(path.join(dir, 'crm-mapping.json'), JSON.stringify({ crm: 'whise', fields: {} }));
    expect((await sync(dir)).errors!.join('\n')).toMatch(/the file is for whise, the site is connected to omnicasa/);
  });

  it("prints the data check's report of a generic environmental claim the label does not back, keeps it as a warning and still publishes", async () => {
    const dir = dataCopy();
    const original = fake.record(4101, 'nl')!.Title;
    expect(fake.record(4101, 'nl')!.EPCLabelText).not.toMatch(/^A/); // 4101 is labelled C
    fake.updateProperty(4101, { Title: 'Duurzame rijwoning met tuin' }, 'nl');
    try {
      const lines: string[] = [];
      const run = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection()), log: (line) => lines.push(line) });
      expect(run).toMatchObject({ ok: true, changed: true });
      const line = 'property 4101 (flanders, EPC C): "duurzaam" in Title (nl)';
      expect(lines).toContain(`crm sync: ${line}`);
      expect(lines.some((l) => /^crm sync: Green claims: 1 listing makes 1 generic environmental claim/.test(l))).toBe(true);
      expect(run.warnings).toContain(line);
      expect(records(dir).find((r) => r.ID === 4101 && r.language === 'nl')!.Title).toBe('Duurzame rijwoning met tuin');
    } finally {
      fake.updateProperty(4101, { Title: original }, 'nl');
    }
  });

  it('brings a price change, a new property, a deletion and a renamed city, and records what changed', async () => {
    const dir = dataCopy();
    expect((await sync(dir)).ok).toBe(true);
    const before = records(dir);
    const gent = before.filter((r) => r.City === 'Gent' && r.language === 'nl').map((r) => r.ID as number);
    const renamed = before.find((r) => r.City !== 'Gent' && r.language === 'nl' && before.filter((o) => o.City === r.City).length === 2)!;
    const deletedId = gent[1]!;
    const deletedPhoto = (before.find((r) => r.ID === deletedId)!.Pictures as { Url: string }[])[0]!.Url;

    fake.updateProperty(4101, { Price: 398000 });
    fake.putProperty(
      (['nl', 'fr'] as const).map((language) => ({ ...fake.record(4101, language)!, ID: 990002, Title: `${language} new`, language })),
    );
    fake.deleteProperty(deletedId);
    fake.updateProperty(renamed.ID as number, { City: 'Nieuwe Naam' }, 'nl');

    const calls = fake.calls.length;
    const run = await sync(dir);
    expect(run.errors).toBeUndefined();
    expect(run).toMatchObject({ ok: true, mode: 'incremental', changed: true });
    expect(run.counts).toMatchObject({ new: 1, changed: 1, removed: 1 });

    // Only what changed was asked for: ChangeSince is the last success less the margin, as "Y-m-d H:i:s".
    const asked = fake.calls.slice(calls).filter((c) => c.endpoint === 'GetPropertyList' && !('ProjectID' in c.params));
    const since = new Date(new Date(readState(dir).lastRun!.startedAt).getTime() - 1);
    expect(asked[0]!.params.ChangeSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(Date.parse(`${String(asked[0]!.params.ChangeSince).replace(' ', 'T')}Z`)).toBeLessThan(
      since.getTime() - CHANGE_MARGIN_MS + 60_000,
    );
    expect(asked.length).toBe(2); // one short page per language

    const after = records(dir);
    expect(after.filter((r) => r.ID === 4101).map((r) => r.Price)).toEqual([398000, 398000]);
    expect(after.filter((r) => r.ID === 990002)).toHaveLength(2);
    expect(after.some((r) => r.ID === deletedId)).toBe(false);
    expect(fs.existsSync(path.join(dir, deletedPhoto))).toBe(false);
    expect(after.length).toBe(before.length); // one in, one out
    expect(checkDataDirectory(dir).ok).toBe(true);

    const cities = (JSON.parse(fs.readFileSync(path.join(dir, 'cities.json'), 'utf8')) as { cities: { Name: string; language: string }[] })
      .cities;
    expect(cities.some((c) => c.Name === 'Nieuwe Naam' && c.language === 'nl')).toBe(true);
  });
});

describe("Omnicasa's statuses", () => {
  it('a listing withdrawn in the CRM (cancelled, inactive) is removed at the next run, and comes back when active again; sold is published as sold', async () => {
    const dir = dataCopy();
    expect((await sync(dir)).ok).toBe(true);
    const id = fake
      .propertyIds()
      .find((i) => i !== 4101 && i !== 4103 && records(dir).filter((r) => r.ID === i && r.Marquee === 0).length === 2)!;
    fake.setStatus(id, 3);
    try {
      const withdrawn = await sync(dir);
      expect(withdrawn).toMatchObject({ ok: true, changed: true });
      expect(withdrawn.counts!.removed).toBe(1);
      expect(records(dir).some((r) => r.ID === id)).toBe(false);
      // Sold in the CRM (status 2): site.json's first "sold" marquee.
      fake.setStatus(id, 2);
      const sold = await sync(dir);
      expect(sold.ok).toBe(true);
      expect(
        records(dir)
          .filter((r) => r.ID === id)
          .map((r) => r.Marquee),
      ).toEqual([2, 2]);
    } finally {
      fake.setStatus(id, null);
    }
  });
});

describe('one bad record does not freeze the catalogue', () => {
  let dir: string;
  beforeAll(async () => {
    dir = dataCopy();
    expect((await sync(dir)).ok).toBe(true);
  });

  const published = (id: number) => records(dir).filter((r) => r.ID === id);

  it('a field of the wrong type: that record is held back with its last good version published, the rest is published, and the run names record, field and reason', async () => {
    const before = published(4101);
    const [price4101, price4103] = [fake.record(4101, 'nl')!.Price, fake.record(4103, 'nl')!.Price];
    const lines: string[] = [];
    fake.updateProperty(4101, { Price: 'op aanvraag' }, 'fr');
    fake.updateProperty(4103, { Price: 123_456 });
    try {
      const run = await syncCatalogue({ dataDir: dir, source: omnicasaCatalogue(connection()), log: (line) => lines.push(line) });
      expect(run).toMatchObject({ ok: true, changed: true, mode: 'incremental' });
      expect(run.held).toEqual([
        { kind: 'property', id: 4101, lang: 'fr', field: 'Price', reason: 'expected a number, got "op aanvraag"', since: run.startedAt },
      ]);
      expect(run.counts!.held).toBe(1);
      expect(lines).toContain(
        'crm sync: held back: property 4101 (fr): Price: expected a number, got "op aanvraag" (its last good version stays published; new records stay out)',
      );
      expect(describeRun(readState(dir).lastRun!)).toMatch(/, 1 held back; media/);
      // Both languages of 4101 stay as they were; 4103's change is out.
      expect(published(4101)).toEqual(before);
      expect(published(4103).map((r) => r.Price)).toEqual([123_456, 123_456]);
      expect(checkDataDirectory(dir).ok).toBe(true);

      // Still wrong at the next run: still held, since the first time.
      const again = await sync(dir);
      expect(again.held![0]!.since).toBe(run.startedAt);
    } finally {
      fake.updateProperty(4101, { Price: 350_000 });
    }
    // Fixed in the CRM: published at the next run, and nothing is held any more.
    const fixed = await sync(dir);
    expect(fixed.ok).toBe(true);
    expect(fixed.held).toBeUndefined();
    expect(published(4101).map((r) => r.Price)).toEqual([350_000, 350_000]);
    fake.updateProperty(4101, { Price: price4101 });
    fake.updateProperty(4103, { Price: price4103 });
  });

  it('a new property that fails stays out, and one without a record in every language too; a full sync keeps the held one as it was', async () => {
    // A listing no other test here changes, published in both languages.
    const id = fake.propertyIds().find((i) => i !== 4101 && i !== 4103 && published(i).length === 2)!;
    const base = fake.record(id, 'nl')!;
    const fr = fake.record(id, 'fr')!;
    fake.putProperty([
      { ...base, ID: 990101, Bedrooms: 'drie' },
      { ...fr, ID: 990101, Bedrooms: 'trois' },
    ]);
    fake.putProperty([{ ...base, ID: 990102 }]);
    fake.updateProperty(id, { WebID: 987_654 });
    const before = published(id);
    try {
      const run = await sync(dir, { full: true });
      expect(run.ok).toBe(true);
      expect(run.held!.map((h) => `${h.id} ${h.lang} ${h.field}: ${h.reason}`).sort()).toEqual([
        `${id} fr WebID: no property type with WebID 987654`,
        `${id} nl WebID: no property type with WebID 987654`,
        '990101 fr Bedrooms: expected a number, got "trois"',
        '990101 nl Bedrooms: expected a number, got "drie"',
        '990102 fr language: no record in fr',
      ]);
      expect(published(990101)).toEqual([]);
      expect(published(990102)).toEqual([]);
      expect(published(id)).toEqual(before);
      expect(checkDataDirectory(dir).ok).toBe(true);
    } finally {
      fake.deleteProperty(990101);
      fake.deleteProperty(990102);
      fake.updateProperty(id, { WebID: base.WebID });
    }
  });

  it('many records failing at once is a changed wire, not bad records: nothing is published', async () => {
    const hash = catalogueHash(dir);
    const prices = fake.propertyIds().flatMap((id) =>
      ['nl', 'fr'].flatMap((lang) => {
        const record = fake.record(id, lang);
        return record ? [{ id, lang, price: record.Price }] : [];
      }),
    );
    for (const { id, lang, price } of prices) fake.updateProperty(id, { Price: `${String(price)} EUR` }, lang);
    try {
      const run = await sync(dir);
      expect(run.ok).toBe(false);
      expect(run.errors!.join('\n')).toMatch(
        /^\d+ of the \d+ properties read fail the data check: the CRM's answers may have changed shape/,
      );
      expect(catalogueHash(dir)).toBe(hash);
    } finally {
      for (const { id, lang, price } of prices) fake.updateProperty(id, { Price: price }, lang);
    }
  });
});

describe('a sync that cannot finish leaves the published catalogue as it was', () => {
  let dir: string;
  let published: string;
  beforeAll(async () => {
    dir = dataCopy();
    expect((await sync(dir)).ok).toBe(true);
    published = catalogueHash(dir);
  });

  it.each([
    ['down (connections closed)', 'down', /cannot reach the CRM/],
    ['behind a proxy answering 503', 'unavailable', /HTTP 503/],
    ['refusing (Success: false)', 'refuse', /under maintenance/],
    ['answering garbage', 'garbage', /not JSON/],
  ] as const)('the CRM %s halfway through: the run fails with the reason', async (_label, mode, reason) => {
    // The property list answers; the deleted ids, asked for afterwards, fail.
    fake.updateProperty(4103, { Price: 1 });
    fake.setModeEndpoints(['GetDeletedPropertyIDs']);
    fake.setMode(mode);
    const run = await sync(dir);
    expect(run.ok).toBe(false);
    expect(run.errors!.join('\n')).toMatch(reason);
    expect(catalogueHash(dir)).toBe(published);
  });

  it('a CRM too slow: each call times out, and the run fails', async () => {
    fake.setDelay(400);
    const run = await sync(dir, { connection: { timeoutMs: 150 } });
    expect(run.ok).toBe(false);
    expect(run.errors!.join('\n')).toMatch(/no answer within 0.15 s/);
    expect(catalogueHash(dir)).toBe(published);
  });

  it('an answer bigger than accepted is refused before it is read', async () => {
    fake.setMode('huge');
    const run = await sync(dir, { connection: { maxBytes: 1 << 20 } });
    expect(run.ok).toBe(false);
    expect(run.errors!.join('\n')).toMatch(/more than the 1048576 accepted/);
    expect(catalogueHash(dir)).toBe(published);
  });

  it('never writes the credentials into an error or the state', async () => {
    fake.setMode('refuse');
    await sync(dir);
    const state = fs.readFileSync(path.join(dir, '.crm/state.json'), 'utf8');
    expect(state).not.toContain(FAKE_PASSWORD);
    expect(state).not.toContain(encodeURIComponent(FAKE_PASSWORD));
    fake.setMode('up');
    const wrong = await sync(dir, { connection: { password: 'wrong-secret-123' } });
    expect(wrong.errors!.join('\n')).toMatch(/Invalid customer/);
    expect(JSON.stringify(wrong)).not.toContain('wrong-secret-123');
  });

  it('one sync per data folder at a time', async () => {
    const [a, b] = await Promise.all([sync(dir), sync(dir)]);
    expect([a.ok, b.ok].filter(Boolean).length).toBeLessThanOrEqual(1);
    expect([a, b].some((r) => r.errors?.some((e) => e.includes('another sync is running')))).toBe(true);
  });
});

describe('npm run crm', () => {
  const stateDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-crm-state-'));
    folders.push(dir);
    return dir;
  };
  const crm = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        'npx',
        ['tsx', '--conditions=react-server', 'scripts/commands/crm.ts', ...args],
        // A state folder of its own: the command tells the agency through its database (./report.ts).
        { cwd: process.cwd(), env: { ...process.env, VITRINE_STATE_DIR: stateDir(), ...env }, encoding: 'utf8' },
        (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });

  it("check reads the data folder's mapping file without calling the CRM: what it maps, or the line to fix and exit 1", async () => {
    const dir = dataCopy();
    const calls = fake.calls.length;
    const ok = await crm(['check'], { VITRINE_DATA_DIR: dir });
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^crm-mapping\.json: ok \(omnicasa\); \d+ fields mapped\n/);
    expect(ok.stdout).toContain('  FloodScoreParcel <- "Agency_FloodScoreParcel"');
    fs.writeFileSync(path.join(dir, 'crm-mapping.json'), '{"crm":"omnicasa","fields":{"Nope":{"from":"x"}}}');
    const bad = await crm(['check'], { VITRINE_DATA_DIR: dir });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/crm-mapping\.json: fields: Unrecognized key: "Nope"/);
    expect(fake.calls.length).toBe(calls);
  });

  it('sync exits 1 with the reason when the CRM answers garbage, leaves the catalogue, and status says so; no credential is printed', async () => {
    const dir = dataCopy();
    const before = catalogueHash(dir);
    fake.setMode('garbage');
    const env = { VITRINE_DATA_DIR: dir, CRM_URL: fake.url, CRM_USER: FAKE_USER, CRM_PASSWORD: FAKE_PASSWORD };
    const sync = await crm(['sync'], env);
    expect(sync.code).toBe(1);
    expect(sync.stdout).toMatch(/^crm: FAILED: full sync at .*\n  Get\w+: the answer is not JSON/);
    expect(catalogueHash(dir)).toBe(before);
    const status = await crm(['status'], env);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(/last run: FAILED: full sync/);
    for (const output of [sync.stdout, sync.stderr, status.stdout]) expect(output).not.toContain(FAKE_PASSWORD);
  }, 60_000);

  it('says what is missing without a CRM, and how it is called', async () => {
    const missing = await crm(['sync'], { CRM_URL: '', CRM_USER: '', CRM_PASSWORD: '' });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/CRM_URL, CRM_USER and CRM_PASSWORD must be set/);
    const wrong = await crm(['sync', '--fast'], {});
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/unknown option --fast\nusage: npm run crm -- sync \[--full\] \[--publish\] \| status/);
  }, 60_000);
});

describe('catalogue releases (docs/decisions/0057)', () => {
  it("publishes a release when the catalogue changed or the agency's files differ from the current one's, never for nothing", async () => {
    const dir = dataCopy();
    // Without the agency's mapping the mentions it maps are missing: a report line per listing and mention.
    fs.rmSync(path.join(dir, 'crm-mapping.json'));
    const lines: string[] = [];
    const release = (full = false) =>
      syncCatalogue({
        dataDir: dir,
        source: omnicasaCatalogue(connection()),
        full,
        release: true,
        // As the timer syncs: the report's totals in the log, its lines per listing in the run's record.
        listingLines: false,
        log: (line) => lines.push(line),
      });
    const first = await release(true);
    expect(first.release).toMatch(/^[0-9a-f]{20}$/);
    const perListing = (first.warnings ?? []).filter((line) => /^(property|project) \d+ /.test(line));
    expect(perListing.length).toBeGreaterThan(0);
    expect(lines.filter((line) => /^crm sync: (property|project) \d+ /.test(line))).toEqual([]);
    const counted = lines
      .map((line) => /^crm sync: (\d+) report lines per listing, in the run's record: npm run crm -- status --all$/.exec(line))
      .find(Boolean);
    expect(Number(counted?.[1])).toBeGreaterThanOrEqual(perListing.length);
    expect(currentRelease(dir)?.hash).toBe(first.release);
    // Nothing changed in the CRM nor in the data folder: no release.
    const quiet = await release();
    expect(quiet).toMatchObject({ ok: true, changed: false });
    expect(quiet.release).toBeUndefined();
    // A deployment brought the agency's files of its image (VITRINE_DATA_SEED): the next run publishes them.
    const team = path.join(dir, 'team.json');
    fs.writeFileSync(team, `${fs.readFileSync(team, 'utf8')}\n`);
    const seeded = await release();
    expect(seeded).toMatchObject({ ok: true, changed: false });
    expect(seeded.release).toMatch(/^[0-9a-f]{20}$/);
    expect(seeded.release).not.toBe(first.release);
    expect(fs.readFileSync(path.join(currentRelease(dir)!.dir, 'team.json'), 'utf8')).toBe(fs.readFileSync(team, 'utf8'));
    expect((await release()).release).toBeUndefined();
  });
});
