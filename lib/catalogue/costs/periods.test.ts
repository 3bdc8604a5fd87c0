/**
 * The agency's own rules file, data/purchase-costs.json, at each date a rule changes: the day before and
 * the day itself (docs/decisions/0049). Unlike the other tests here, these read the file itself: they
 * check that its periods say what the decision records, and must be updated with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PurchaseCostsFileSchema } from '@/lib/catalogue/data/file-schemas';
import type { Region } from '@/lib/catalogue/property/region';
import { computePurchaseCosts, type PurchaseCosts } from './compute';
import { ruleText } from './rules';
import type { Scenario } from './scenario';

const rules = PurchaseCostsFileSchema.parse(JSON.parse(fs.readFileSync(path.join(process.cwd(), 'data', 'purchase-costs.json'), 'utf8')));
const OWN_HOME: Scenario = { onlyOwnHome: true, buyers: 1, ownFunds: null, ratePercent: 3.5, years: 25 };
const CASH: Scenario = { ...OWN_HOME, ownFunds: 10_000_000 };

function on(day: string, region: Region, price: number, scenario: Scenario = OWN_HOME): PurchaseCosts {
  const result = computePurchaseCosts(rules, { price, region, scenario, on: day });
  if (!result.ok) throw new Error(`${day}: ${result.errors.join(', ')}`);
  return result.costs;
}

describe("Luxembourg's Bëllegen Akt, by the date of the deed", () => {
  // 7 % of 1,000,000 is 70,000: the credit is whole until the duty runs out.
  it('EUR 30,000 per buyer from 7 March 2023 (law of 16 May 2023); no rule in the file before', () => {
    expect(computePurchaseCosts(rules, { price: 1_000_000, region: 'luxembourg', scenario: OWN_HOME, on: '2023-03-06' })).toEqual({
      ok: false,
      errors: ['no-rule'],
    });
    expect(on('2023-03-07', 'luxembourg', 1_000_000).duties).toMatchObject({ amount: 40_000, credit: 30_000, basePercent: 100 });
  });

  it('EUR 40,000 from 1 January 2024 (law of 22 May 2024)', () => {
    expect(on('2023-12-31', 'luxembourg', 1_000_000).duties.credit).toBe(30_000);
    expect(on('2024-01-01', 'luxembourg', 1_000_000).duties).toMatchObject({ amount: 30_000, credit: 40_000, basePercent: 100 });
  });

  it('half the price bears the duty for deeds from 1 October 2024 to 30 June 2025, the credit on top', () => {
    expect(on('2024-09-30', 'luxembourg', 1_000_000).duties.amount).toBe(30_000);
    // 7 % of 500,000 is 35,000, less 40,000: the EUR 100 that is always collected.
    expect(on('2024-10-01', 'luxembourg', 1_000_000).duties).toMatchObject({ amount: 100, credit: 34_900, basePercent: 50 });
    expect(on('2025-06-30', 'luxembourg', 2_000_000).duties).toMatchObject({ amount: 30_000, credit: 40_000, basePercent: 50 });
  });

  it('EUR 40,000 for good, on the whole price, from 1 July 2025', () => {
    expect(on('2025-07-01', 'luxembourg', 2_000_000).duties).toMatchObject({ amount: 100_000, credit: 40_000, basePercent: 100 });
    expect(on('2026-12-02', 'luxembourg', 1_000_000).duties).toMatchObject({ amount: 30_000, credit: 40_000 });
  });

  it('nothing changes for a buyer who will not live there', () => {
    for (const day of ['2023-03-07', '2024-10-01', '2025-07-01'])
      expect(on(day, 'luxembourg', 1_000_000, { ...OWN_HOME, onlyOwnHome: false }).duties).toMatchObject({
        amount: 70_000,
        credit: 0,
        basePercent: 100,
      });
  });
});

describe('the notary and the mortgage registry, by date', () => {
  it("Luxembourg's VAT on the notary: 16 % in 2023, 17 % from 1 January 2024", () => {
    expect(on('2023-12-31', 'luxembourg', 500_000).notary).toMatchObject({ excludingVat: 5_000, vat: 800 });
    expect(on('2024-01-01', 'luxembourg', 500_000).notary).toMatchObject({ excludingVat: 5_000, vat: 850 });
  });

  it("Belgium's registry fee on the sale deed, EUR 240 then EUR 285 from 1 January 2024", () => {
    const fee = (day: string) => on(day, 'brussels', 300_000, CASH).notary.fixedCosts.find((cost) => cost.key === 'registry-fee')!.amount;
    expect([fee('2023-12-31'), fee('2024-01-01')]).toEqual([240, 285]);
  });

  it("Belgium's registry fee on the mortgage: EUR 230 or 985 before 2024, EUR 270 or 1,160 from 1 January 2024", () => {
    const fee = (day: string, ownFunds: number) => on(day, 'brussels', 500_000, { ...OWN_HOME, ownFunds }).mortgage!.fees[0]!.amount;
    // A loan of about 150,000 registers under 300,000; about 400,000 registers above.
    expect([fee('2023-12-31', 400_000), fee('2024-01-01', 400_000)]).toEqual([230, 270]);
    expect([fee('2023-12-31', 100_000), fee('2024-01-01', 100_000)]).toEqual([985, 1_160]);
  });

  it("the notary's 2023 scales: J, and Jbis for the only own home, as the notaries' calculator gives them", () => {
    // The calculator's fees before VAT (docs/decisions/0049): J 1,907.88 / 2,538.24 / 2,878.24; Jbis 1,686.56 / 2,261.74 / 2,771.74.
    const fee = (price: number, scenario: Scenario) =>
      on('2026-12-02', 'flanders', price, { ...scenario, ownFunds: 10_000_000 }).notary.fee;
    expect([150_000, 280_000, 450_000].map((price) => fee(price, { ...OWN_HOME, onlyOwnHome: false }))).toEqual([1_908, 2_538, 2_878]);
    expect([150_000, 280_000, 450_000].map((price) => fee(price, OWN_HOME))).toEqual([1_687, 2_262, 2_772]);
  });
});

describe('Flanders: the same rates in 2026, under stricter conditions the panel cites', () => {
  it('cites the 2026 conditions from 1 January 2026', () => {
    const note = (day: string) => ruleText(on(day, 'flanders', 300_000).duties.rule.source.note!, 'nl');
    expect(on('2025-12-31', 'flanders', 300_000).duties.amount).toBe(on('2026-01-01', 'flanders', 300_000).duties.amount);
    expect(note('2025-12-31')).not.toContain('2026');
    expect(note('2026-01-01')).toContain('1 januari 2026');
  });
});

describe("Brussels' additional abatement for a gain in energy class", () => {
  it('shows EUR 25,000 per class (EUR 3,125 of duty) where the own-home abatement applied, never in the total', () => {
    const own = on('2026-12-02', 'brussels', 500_000);
    expect(own.energyAbatement).toMatchObject({ amountPerClass: 25_000, minClasses: 2, years: 5, savingPerClass: 3_125 });
    expect(own.duties.amount).toBe(37_500);
    expect(on('2026-12-02', 'brussels', 600_001).energyAbatement).toBeNull();
    expect(on('2026-12-02', 'brussels', 500_000, { ...OWN_HOME, onlyOwnHome: false }).energyAbatement).toBeNull();
    expect(on('2026-12-02', 'flanders', 500_000).energyAbatement).toBeNull();
  });
});

describe("the sources, in the visitor's language", () => {
  it('every source has its name in nl and fr, neither in the other language', () => {
    const sources: { name: Record<string, string> }[] = [];
    JSON.stringify(rules, (key, value) => (key === 'source' ? (sources.push(value), value) : value));
    expect(sources.length).toBeGreaterThan(20);
    for (const { name } of sources) expect(name.nl).not.toBe(name.fr);
  });
});
