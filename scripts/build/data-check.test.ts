// The data check's report of listings that lack a mandatory mention (docs/decisions/0040), on a copy of
// the sample with one Flemish sale's mentions taken away.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../../lib/data/file-schemas';
import { checkDataDirectory, mentionReportLines } from '../../lib/routing/check-data';
import { regionOf } from '../../lib/property/region';
import { checkData } from './data-check';

const SAMPLE = path.join(process.cwd(), 'data');
const sampleRecords = (JSON.parse(fs.readFileSync(path.join(SAMPLE, 'properties.json'), 'utf8')) as { properties: PropertyRecord[] }).properties;
const { marquee } = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'site.json'), 'utf8')) as { marquee: { sold: number[]; rented: number[] } };

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

function report() {
  const verdict = checkDataDirectory(dir);
  if (!verdict.ok) throw new Error(verdict.problems.join('\n'));
  return verdict.mentions;
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
    for (const record of data.properties) if (record.ID === flemishSale.ID) Object.assign(record, { Marquee: marquee.sold[0], EnergyPerformance: null });
    fs.writeFileSync(file, JSON.stringify(data));
    expect(report().listings).toEqual([]);
  });
});
