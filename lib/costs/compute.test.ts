import { describe, expect, it } from 'vitest';
import type { Region } from '@/lib/property/region';
import { computePurchaseCosts, type CostsInput, type PurchaseCosts } from './compute';
import { RULES_2025 } from './test-rules';
import type { Scenario } from './scenario';

const OWN_HOME: Scenario = { onlyOwnHome: true, buyers: 1, ownFunds: null, ratePercent: 3.5, years: 25 };
const NOT_OWN_HOME: Scenario = { ...OWN_HOME, onlyOwnHome: false };

function costs(region: Region, price: number, scenario: Scenario = OWN_HOME, extra: Partial<CostsInput> = {}): PurchaseCosts {
  const result = computePurchaseCosts(RULES_2025, { price, region, scenario, on: '2025-06-01', ...extra });
  if (!result.ok) throw new Error(`unexpected errors ${result.errors.join(', ')}`);
  return result.costs;
}
const duties = (region: Region, price: number, scenario: Scenario = OWN_HOME) => costs(region, price, scenario).duties;

describe('registration duties', () => {
  it('Flanders: 2 % for the only own home, 12 % otherwise', () => {
    expect(duties('flanders', 400_000)).toMatchObject({ amount: 8_000, percent: 2, basis: 'own-home' });
    expect(duties('flanders', 400_000, NOT_OWN_HOME)).toMatchObject({ amount: 48_000, percent: 12, basis: 'standard' });
  });

  it('Wallonia: 3 % for the only own home, 12.5 % otherwise', () => {
    expect(duties('wallonia', 300_000)).toMatchObject({ amount: 9_000, percent: 3, basis: 'own-home' });
    expect(duties('wallonia', 300_000, NOT_OWN_HOME)).toMatchObject({ amount: 37_500, percent: 12.5, basis: 'standard' });
  });

  it('Brussels: EUR 200,000 free of duty for an own home up to EUR 600,000, not one euro above', () => {
    expect(duties('brussels', 600_000)).toMatchObject({ amount: 50_000, abatement: 200_000, percent: 12.5, basis: 'own-home' });
    expect(duties('brussels', 600_001)).toMatchObject({ amount: 75_000, abatement: 0, basis: 'standard' });
  });

  it('Brussels: no abatement when it is not the only own home, and no duty below the abatement', () => {
    expect(duties('brussels', 600_000, NOT_OWN_HOME)).toMatchObject({ amount: 75_000, abatement: 0, basis: 'standard' });
    expect(duties('brussels', 350_000, NOT_OWN_HOME).amount).toBe(43_750);
    expect(duties('brussels', 350_000).amount).toBe(18_750);
    expect(duties('brussels', 150_000)).toMatchObject({ amount: 0, abatement: 150_000 });
  });

  it('Luxembourg: 7 %, less EUR 30,000 per buyer for an own home', () => {
    expect(duties('luxembourg', 700_000, NOT_OWN_HOME)).toMatchObject({ amount: 49_000, credit: 0, percent: 7, basis: 'standard' });
    expect(duties('luxembourg', 700_000)).toMatchObject({ amount: 19_000, credit: 30_000, basis: 'own-home' });
    expect(duties('luxembourg', 1_000_000, { ...OWN_HOME, buyers: 2 })).toMatchObject({ amount: 10_000, credit: 60_000 });
  });

  it('Luxembourg: the credit never exceeds the duty, and EUR 100 is collected in any case', () => {
    expect(duties('luxembourg', 700_000, { ...OWN_HOME, buyers: 2 })).toMatchObject({ amount: 100, credit: 48_900 });
    expect(duties('luxembourg', 1_000, { ...OWN_HOME, buyers: 2 })).toMatchObject({ amount: 70, credit: 0 });
  });

  it('rounds to the euro, half up', () => {
    expect(duties('flanders', 1_234_525).amount).toBe(24_691);
    expect(duties('flanders', 1_234_524).amount).toBe(24_690);
  });

  it('names the rule it applied, and the version in force on the day', () => {
    expect(duties('wallonia', 300_000).rule).toEqual({ validFrom: '2025-01-01', source: { name: 'wallonia', url: 'https://example.org/wallonia' } });
    const before = costs('wallonia', 300_000, OWN_HOME, { on: '2024-12-31' }).duties;
    expect(before).toMatchObject({ amount: 37_500, basis: 'standard', rule: { validFrom: '2024-01-01' } });
  });

  it('keeps the property\'s own RegistrationRights beside the computed duty, for reference only', () => {
    const result = costs('flanders', 410_000, NOT_OWN_HOME, { listed: { RegistrationRights: 8_200 } });
    expect(result.duties).toMatchObject({ amount: 49_200, listed: 8_200 });
  });
});

describe('the notary', () => {
  it('estimates from the scale when the property has no figures: brackets, fixed costs and 21 % VAT', () => {
    expect(costs('flanders', 400_000).notary).toEqual({
      fee: 2_535,
      fixedCosts: [
        { key: 'administrative-costs', amount: 1_100 },
        { key: 'disbursements', amount: 250 },
        { key: 'writing-duty', amount: 100 },
      ],
      excludingVat: 3_985,
      vat: 763,
      total: 4_748,
      estimate: true,
      rule: { validFrom: '2023-01-01', source: { name: 'notary-belgium', url: 'https://example.org/notary-belgium' } },
    });
  });

  it('estimates Luxembourg\'s at 1 % and 17 % VAT', () => {
    expect(costs('luxembourg', 700_000).notary).toMatchObject({ fee: 7_000, excludingVat: 7_000, vat: 1_190, total: 8_190, estimate: true });
  });

  it('takes the property\'s own figures when it has them: not an estimate', () => {
    const both = costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithoutVat: 4_635, NotaryFeesWithVat: 5_608 } }).notary;
    expect(both).toEqual({ fee: null, fixedCosts: [], excludingVat: 4_635, vat: 973, total: 5_608, estimate: false, rule: null });
    expect(costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithoutVat: 4_635 } }).notary).toMatchObject({ vat: 973, total: 5_608, estimate: false });
    expect(costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithVat: 5_608 } }).notary).toMatchObject({ excludingVat: 4_635, vat: 973, estimate: false });
  });

  it('falls back to the estimate when the property\'s figures are empty', () => {
    expect(costs('flanders', 400_000, OWN_HOME, { listed: { NotaryFeesWithVat: null, NotaryFeesWithoutVat: 0 } }).notary).toMatchObject({ total: 4_748, estimate: true });
  });
});

describe('the total and the loan', () => {
  it('adds price, duties and the notary; the default own funds are 20 % of the price', () => {
    const result = costs('flanders', 400_000);
    expect(result.total).toBe(412_748);
    expect(result.loan).toMatchObject({ ownFunds: 80_000, amount: 332_748, ratePercent: 3.5, years: 25, monthlyRate: 'equivalent', monthly: 1_656 });
  });

  it('pays EUR 200,000 at 3 % over 20 years with EUR 1,109 a month at the nominal rate, EUR 1,105 at the equivalent rate', () => {
    const scenario = { ...OWN_HOME, ownFunds: 212_748, ratePercent: 3, years: 20 };
    expect(costs('flanders', 400_000, scenario).loan).toMatchObject({ amount: 200_000, monthly: 1_105 });
    const nominal = computePurchaseCosts({ ...RULES_2025, loan: { ...RULES_2025.loan, monthlyRate: 'nominal' } }, { price: 400_000, region: 'flanders', scenario, on: '2025-06-01' });
    expect(nominal.ok && nominal.costs.loan.monthly).toBe(1_109);
  });

  it('repays in equal parts at a rate of 0, and asks nothing when own funds cover the total', () => {
    expect(costs('flanders', 400_000, { ...OWN_HOME, ownFunds: 172_748, ratePercent: 0, years: 20 }).loan).toMatchObject({ amount: 240_000, monthly: 1_000 });
    expect(costs('flanders', 400_000, { ...OWN_HOME, ownFunds: 500_000 }).loan).toMatchObject({ amount: 0, monthly: 0 });
  });
});

describe('impossible input', () => {
  const errorsOf = (input: Partial<CostsInput>, scenario: Partial<Scenario> = {}) => {
    const result = computePurchaseCosts(RULES_2025, { price: 400_000, region: 'flanders', on: '2025-06-01', ...input, scenario: { ...OWN_HOME, ...scenario } });
    return result.ok ? [] : result.errors;
  };

  it('comes back as error codes, never a throw', () => {
    expect(errorsOf({ price: -1 })).toEqual(['price-invalid']);
    expect(errorsOf({ price: 0 })).toEqual(['price-invalid']);
    expect(errorsOf({ price: Number.NaN })).toEqual(['price-invalid']);
    expect(errorsOf({}, { buyers: 0 })).toEqual(['buyers-invalid']);
    expect(errorsOf({}, { buyers: 1.5 })).toEqual(['buyers-invalid']);
    expect(errorsOf({}, { ownFunds: -5 })).toEqual(['own-funds-invalid']);
    expect(errorsOf({}, { ratePercent: -0.1 })).toEqual(['rate-invalid']);
    expect(errorsOf({}, { years: 0 })).toEqual(['years-invalid']);
    expect(errorsOf({ on: 'today' })).toEqual(['date-invalid']);
    expect(errorsOf({ price: -1 }, { buyers: 0, years: 41 })).toEqual(['price-invalid', 'buyers-invalid', 'years-invalid']);
  });

  it('reports a property without a region', () => {
    expect(errorsOf({ region: null as unknown as Region })).toEqual(['region-invalid']);
  });

  it('reports a day before any rule', () => {
    expect(errorsOf({ on: '2020-01-01' })).toEqual(['no-rule']);
  });
});
