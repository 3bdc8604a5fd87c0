// The data check's report of listings that lack a mandatory mention (docs/decisions/0040), on a copy of
// the sample with one Flemish sale's mentions taken away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../../lib/catalogue/data/file-schemas';
import { checkDataDirectory, claimReportLines, mentionReportLines } from '../../lib/catalogue/routing/check-data';
import { regionOf } from '../../lib/catalogue/property/region';
import { checkData } from './data-check';

const SAMPLE = path.join(process.cwd(), 'data');
const sampleRecords = (JSON.parse(fs.readFileSync(path.join(SAMPLE, 'properties.json'), 'utf8')) as { properties: PropertyRecord[] })
  .properties;
const { marquee } = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'site.json'), 'utf8')) as {
  marquee: { sold: number[]; rented: number[] };
};

/** A Flemish house or apartment for sale, on the market, with every mention: picked from the sample. */
const flemishSale = sampleRecords.find(
  (r) =>
    regionOf(r.CountryID, r.Zip) === 'flanders' &&
    r.Goal === 0 &&
    (r.WebID === 1 || r.WebID === 2) &&
    !marquee.sold.includes(r.Marquee) &&
    !marquee.rented.includes(r.Marquee) &&
    typeof r.EnergyPerformance === 'number' &&
    r.FloodScoreParcel &&
    r.FloodScoreBuilding,
)!;

/** A Walloon house or apartment for sale, on the market, with its four PEB mentions: picked from the sample. */
const walloonSale = sampleRecords.find(
  (r) =>
    regionOf(r.CountryID, r.Zip) === 'wallonia' &&
    r.Goal === 0 &&
    (r.WebID === 1 || r.WebID === 2) &&
    !marquee.sold.includes(r.Marquee) &&
    !marquee.rented.includes(r.Marquee) &&
    typeof r.EnergyTotal === 'number',
)!;

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-mentions-'));
  for (const file of fs.readdirSync(SAMPLE)) if (file.endsWith('.json')) fs.copyFileSync(path.join(SAMPLE, file), path.join(dir, file));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Clears `fields` (null: the CRM has no value) in both language records of property `id` in the copy. */
function remove(id: number, ...fields: (keyof PropertyRecord)[]) {
  const file = path.join(dir, 'properties.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: Record<string, unknown>[] };
  let records = 0;
  for (const record of data.properties)
    if (record.ID === id) {
      records++;
      for (const field of fields) record[field] = null;
    }
  expect(records).toBe(2);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

function verdict() {
  const result = checkDataDirectory(dir);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}
const report = () => verdict().mentions;

/** Sets `fields` in the `language` record of property `id` in the copy. */
function edit(id: number, language: string, fields: Partial<PropertyRecord>) {
  const file = path.join(dir, 'properties.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: PropertyRecord[] };
  const record = data.properties.find((r) => r.ID === id && r.language === language)!;
  Object.assign(record, fields);
  fs.writeFileSync(file, JSON.stringify(data, null, 2));
}

describe('the mandatory mentions report of the data check', () => {
  it('has nothing to say of the sample: every listing on the market carries its mentions', () => {
    expect(flemishSale).toBeDefined();
    expect(report()).toEqual({ listings: [], policy: 'publish' });
  });

  it("names a Flemish sale whose EPC score is removed: its id, 'flanders' and the mention", () => {
    remove(flemishSale.ID, 'EnergyPerformance');
    const mentions = report();
    expect(mentions.listings).toEqual([{ id: flemishSale.ID, region: 'flanders', missing: ['epc-score'] }]);
    expect(mentionReportLines(mentions)).toEqual([
      `property ${flemishSale.ID} (flanders): epc-score`,
      expect.stringMatching(/^Mandatory mentions: 1 listing lack 1 mention; published with this report/),
    ]);
  });

  it("names a Flemish sale whose flood scores are removed: its id, 'flanders' and both mentions", () => {
    remove(flemishSale.ID, 'FloodScoreParcel', 'FloodScoreBuilding');
    expect(mentionReportLines(report())).toEqual([
      `property ${flemishSale.ID} (flanders): flood-p-score`,
      `property ${flemishSale.ID} (flanders): flood-g-score`,
      expect.stringMatching(/^Mandatory mentions: 1 listing lack 2 mentions;/),
    ]);
  });

  it("names a Walloon sale without its total consumption (EnergyTotal, kWh/year): its id, 'wallonia' and the mention", () => {
    expect(walloonSale).toBeDefined();
    remove(walloonSale.ID, 'EnergyTotal');
    expect(mentionReportLines(report())).toEqual([
      `property ${walloonSale.ID} (wallonia): total-consumption`,
      expect.stringMatching(/^Mandatory mentions: 1 listing lack 1 mention;/),
    ]);
  });

  it('prints the report and still passes (npm run data:check), and says when site.json holds them back', () => {
    remove(flemishSale.ID, 'EnergyPerformance', 'EPCCertificateCode');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(checkData(dir)).toBe(true);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `property ${flemishSale.ID} (flanders): epc-score`,
      `property ${flemishSale.ID} (flanders): epc-code`,
      expect.stringMatching(/^Mandatory mentions: 1 listing lack 2 mentions; published/),
    ]);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Data OK/);

    const siteFile = path.join(dir, 'site.json');
    fs.writeFileSync(siteFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(siteFile, 'utf8')), legal: { incompleteListings: 'hold' } }));
    expect(mentionReportLines(report()).at(-1)).toMatch(/held back from the site/);
  });

  it('leaves a sold listing alone: it is no longer an offer', () => {
    const file = path.join(dir, 'properties.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { properties: PropertyRecord[] };
    for (const record of data.properties)
      if (record.ID === flemishSale.ID) Object.assign(record, { Marquee: marquee.sold[0], EnergyPerformance: null });
    fs.writeFileSync(file, JSON.stringify(data));
    expect(report().listings).toEqual([]);
  });
});

describe('the green-claims report of the data check (docs/decisions/0050)', () => {
  it('has nothing to say of the sample: its only claims ("energiezuinig" on an A label) are backed', () => {
    expect(verdict().claims).toEqual([]);
    // The sample does make them, on A-labelled listings.
    expect(sampleRecords.some((r) => /energiezuinig/i.test(r.Title) && /^A/.test(r.EPCLabelText ?? ''))).toBe(true);
  });

  it('names a listing whose description makes a claim its label does not back: the word, the field and the language record, then a count', () => {
    const { ID, EPCLabelText } = flemishSale;
    expect(EPCLabelText).not.toMatch(/^A/);
    edit(ID, 'nl', { Description: `${flemishSale.Description} Een duurzame, energiezuinige woning in het groen.` });
    edit(ID, 'fr', { Title: 'Maison écologique' });
    const lines = claimReportLines(verdict().claims);
    expect(lines).toEqual([
      `property ${ID} (flanders, EPC ${EPCLabelText}): "duurzaam" in Description (nl)`,
      `property ${ID} (flanders, EPC ${EPCLabelText}): "energiezuinig" in Description (nl)`,
      `property ${ID} (flanders, EPC ${EPCLabelText}): "écologique" in Title (fr)`,
      expect.stringMatching(
        /^Green claims: 1 listing makes 3 generic environmental claims the energy label does not back; .*2024\/825.*27 September 2026/,
      ),
    ]);
    // The mentions report is unmoved: a claim is no missing mention.
    expect(report().listings).toEqual([]);
  });

  it('has nothing to say of the same claim on a listing labelled A', () => {
    edit(flemishSale.ID, 'nl', { Description: 'Een energiezuinige woning.', EnergyPerformance: 80, EPCLabelText: 'A' });
    expect(verdict().claims).toEqual([]);
  });

  it("names a project's claim: a project has no label to back it", () => {
    const file = path.join(dir, 'projects.json');
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { projects: { ID: number; language: string; Name: string }[] };
    const project = data.projects.find((p) => p.language === 'fr')!;
    project.Name = 'Éco-quartier du Parc';
    fs.writeFileSync(file, JSON.stringify(data, null, 2));
    expect(claimReportLines(verdict().claims)).toEqual([
      `project ${project.ID} (a project, no EPC): "éco" in Name (fr)`,
      expect.stringMatching(/^Green claims: 1 listing makes 1 /),
    ]);
  });

  it('prints the report as warnings and still passes (npm run data:check)', () => {
    edit(flemishSale.ID, 'nl', { Title: 'Ecologische woning met tuin' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(checkData(dir)).toBe(true);
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      `property ${flemishSale.ID} (flanders, EPC ${flemishSale.EPCLabelText}): "ecologisch" in Title (nl)`,
      expect.stringMatching(/^Green claims: 1 listing makes 1 generic environmental claim the energy label does not back/),
    ]);
    expect(log.mock.calls[0]?.[0]).toMatch(/^Data OK/);
  });
});
