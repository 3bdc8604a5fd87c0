import { describe, expect, it } from 'vitest';
import type { Region } from '@/lib/catalogue/property/region';
import { computePurchaseCosts, mortgageCosts, type CostsInput, type PurchaseCosts } from './compute';
import { RULES_2025, source } from './test-rules';
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

  it('cites the own-home rule only when it changed the amount, the general rate otherwise', () => {
    expect(duties('flanders', 400_000).rule.source).toEqual(source('flanders-own-home'));
    expect(duties('flanders', 400_000, NOT_OWN_HOME).rule.source).toEqual(source('flanders'));
    expect(duties('brussels', 600_000).rule.source).toEqual(source('brussels-abatement'));
    // An own home above the abatement's ceiling pays the general rate, and the panel says so.
    expect(duties('brussels', 600_001).rule.source).toEqual(source('brussels'));
    // A rule without a text of its own for the own home cites its one source in both cases.
    expect(duties('wallonia', 300_000).rule.source).toEqual(duties('wallonia', 300_000, NOT_OWN_HOME).rule.source);
  });

  it('names the rule it applied, and the version in force on the day', () => {
    expect(duties('wallonia', 300_000).rule).toEqual({ validFrom: '2025-01-01', source: source('wallonia') });
    const before = costs('wallonia', 300_000, OWN_HOME, { on: '2024-12-31' }).duties;
    expect(before).toMatchObject({ amount: 37_500, basis: 'standard', rule: { validFrom: '2024-01-01' } });
  });

  it("keeps the property's own RegistrationRights beside the computed duty, for reference only", () => {
    const result = costs('flanders', 410_000, NOT_OWN_HOME, { listed: { RegistrationRights: 8_200 } });
    expect(result.duties).toMatchObject({ amount: 49_200, listed: 8_200 });
  });
});

describe('the notary', () => {
  it('estimates from the scale when the property has no figures: brackets, fixed costs and 21 % VAT', () => {
    expect(costs('flanders', 400_000, NOT_OWN_HOME).notary).toEqual({
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
      rule: { validFrom: '2023-01-01', source: source('notary-belgium') },
    });
  });

  it('takes the lower scale for the only own home where there is one, and cites it', () => {
    // 200 + 0.5 % of 250,000 + 0.2 % of 150,000 = 1,750; VAT on 1,750 + 1,100 = 598.50, half up 599.
    expect(costs('flanders', 400_000).notary).toMatchObject({
      fee: 1_750,
      excludingVat: 3_200,
      vat: 599,
      total: 3_799,
      rule: { source: source('notary-belgium-own-home') },
    });
    // Luxembourg's rule has no such scale.
    expect(costs('luxembourg', 700_000).notary.fee).toBe(costs('luxembourg', 700_000, NOT_OWN_HOME).notary.fee);
  });

  it("estimates Luxembourg's at 1 % and 17 % VAT", () => {
    expect(costs('luxembourg', 700_000).notary).toMatchObject({
      fee: 7_000,
      excludingVat: 7_000,
      vat: 1_190,
      total: 8_190,
      estimate: true,
    });
  });

  it("takes the property's own figures when it has them: not an estimate", () => {
    const both = costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithoutVat: 4_635, NotaryFeesWithVat: 5_608 } }).notary;
    expect(both).toEqual({ fee: null, fixedCosts: [], excludingVat: 4_635, vat: 973, total: 5_608, estimate: false, rule: null });
    expect(costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithoutVat: 4_635 } }).notary).toMatchObject({
      vat: 973,
      total: 5_608,
      estimate: false,
    });
    expect(costs('flanders', 410_000, OWN_HOME, { listed: { NotaryFeesWithVat: 5_608 } }).notary).toMatchObject({
      excludingVat: 4_635,
      vat: 973,
      estimate: false,
    });
  });

  it("falls back to the estimate when the property's figures are empty", () => {
    expect(costs('flanders', 400_000, NOT_OWN_HOME, { listed: { NotaryFeesWithVat: null, NotaryFeesWithoutVat: 0 } }).notary).toMatchObject(
      { total: 4_748, estimate: true },
    );
  });
});

describe('the mortgage deed', () => {
  const BELGIUM = RULES_2025.mortgage.flanders[0]!;
  const NOTARY = RULES_2025.notary.belgium[0]!;

  it("duties on the loan plus 10 %, the registry fee, and the notary's fee and costs for the credit deed with VAT", () => {
    expect(mortgageCosts(200_000, BELGIUM, NOTARY)).toEqual({
      registered: 220_000,
      accessoryPercent: 10,
      duties: [
        { key: 'registration', percent: 1, amount: 2_200 },
        { key: 'inscription', percent: 0.3, amount: 660 },
      ],
      fees: [{ key: 'registry-fee', amount: 270 }],
      // 300 + 0.2 % of 200,000
      notaryFee: 700,
      notaryCosts: [
        { key: 'administrative-costs', amount: 550 },
        { key: 'writing-duty', amount: 100 },
      ],
      // 21 % of 700 + 550 + 100 = 283.50, half up
      vat: 284,
      total: 4_764,
      rule: { validFrom: '2024-01-01', source: source('mortgage-belgium') },
      notaryRule: { validFrom: '2023-01-01', source: source('notary-belgium-credit') },
    });
  });

  it('the registry fee takes its higher amount one euro of registered amount above EUR 300,000', () => {
    // 272,727 + 10 % = 299,999.70, to the euro 300,000: the lower fee; one euro more registers 300,001.
    expect(mortgageCosts(272_727, BELGIUM, NOTARY)).toMatchObject({ registered: 300_000, fees: [{ key: 'registry-fee', amount: 270 }] });
    expect(mortgageCosts(272_728, BELGIUM, NOTARY)).toMatchObject({ registered: 300_001, fees: [{ key: 'registry-fee', amount: 1_160 }] });
  });
});

describe('the total and the loan', () => {
  it('adds price, duties, the notary and the mortgage deed; the loan pays for what the own funds leave, the deed included', () => {
    const result = costs('flanders', 400_000);
    const beforeLoan = 400_000 + result.duties.amount + result.notary.total;
    expect(result.loan).toMatchObject({ ownFunds: 80_000, ratePercent: 3.5, years: 25, monthlyRate: 'equivalent' });
    expect(result.mortgage!.total).toBeGreaterThan(4_000);
    expect(result.total).toBe(beforeLoan + result.mortgage!.total);
    expect(result.loan.amount).toBe(result.total - 80_000);
    // The deed is worked out on the loan it finances: the same loan gives the same deed.
    expect(mortgageCosts(result.loan.amount, RULES_2025.mortgage.flanders[0]!, RULES_2025.notary.belgium[0]!)).toEqual(result.mortgage);
  });

  it('pays EUR 200,000 at 3 % over 20 years with EUR 1,109 a month at the nominal rate, EUR 1,105 at the equivalent rate', () => {
    const deed = mortgageCosts(200_000, RULES_2025.mortgage.flanders[0]!, RULES_2025.notary.belgium[0]!).total;
    // 411,799 before the loan (8,000 duties, 3,799 notary) and the deed for 200,000: what is left is borrowed.
    const scenario = { ...OWN_HOME, ownFunds: 211_799 + deed, ratePercent: 3, years: 20 };
    expect(costs('flanders', 400_000, scenario).loan).toMatchObject({ amount: 200_000, monthly: 1_105 });
    const nominal = computePurchaseCosts(
      { ...RULES_2025, loan: { ...RULES_2025.loan, monthlyRate: 'nominal' } },
      { price: 400_000, region: 'flanders', scenario, on: '2025-06-01' },
    );
    expect(nominal.ok && nominal.costs.loan.monthly).toBe(1_109);
  });

  it('repays in equal parts at a rate of 0, and asks nothing, nor a deed, when own funds cover the total', () => {
    const deed = mortgageCosts(240_000, RULES_2025.mortgage.flanders[0]!, RULES_2025.notary.belgium[0]!).total;
    expect(costs('flanders', 400_000, { ...OWN_HOME, ownFunds: 171_799 + deed, ratePercent: 0, years: 20 }).loan).toMatchObject({
      amount: 240_000,
      monthly: 1_000,
    });
    const cash = costs('flanders', 400_000, { ...OWN_HOME, ownFunds: 500_000 });
    expect(cash.loan).toMatchObject({ amount: 0, monthly: 0 });
    expect(cash.mortgage).toBeNull();
    expect(cash.total).toBe(411_799);
  });
});

describe('impossible input', () => {
  const errorsOf = (input: Partial<CostsInput>, scenario: Partial<Scenario> = {}) => {
    const result = computePurchaseCosts(RULES_2025, {
      price: 400_000,
      region: 'flanders',
      on: '2025-06-01',
      ...input,
      scenario: { ...OWN_HOME, ...scenario },
    });
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

describe('a new build under VAT (docs/decisions/0039, amendment 2)', () => {
  const ALL_VAT = { regime: 'land-and-building', landShare: 0, priceIncludesVat: false } as const;
  const building = (landShare: number, priceIncludesVat = false) => ({ regime: 'building', landShare, priceIncludesVat }) as const;
  const unit = (region: Region, price: number, newBuild: CostsInput['newBuild'], scenario: Scenario = OWN_HOME) =>
    costs(region, price, scenario, { newBuild });

  it('Belgium, land and building sold together: 21 % VAT on the whole price and only the fixed duty of EUR 50', () => {
    const result = unit('flanders', 300_000, ALL_VAT);
    expect(result.vat).toMatchObject({
      base: 300_000,
      percent: 21,
      amount: 63_000,
      priceBeforeVat: 300_000,
      includedInPrice: false,
      advantage: 0,
    });
    expect(result.duties).toMatchObject({ on: 'fixed', amount: 50, base: 0, listed: null, rule: { validFrom: '2011-01-01' } });
    // The notary's scale applies to the price before VAT, as for an existing home at that price.
    expect(result.notary).toEqual(costs('flanders', 300_000).notary);
    expect(result.total).toBe(300_000 + 63_000 + 50 + result.notary.total + result.mortgage!.total);
  });

  it('a price that includes VAT comes to the same total as the same home priced before VAT', () => {
    const included = unit('flanders', 363_000, { ...ALL_VAT, priceIncludesVat: true });
    expect(included.vat).toMatchObject({ base: 300_000, amount: 63_000, priceBeforeVat: 300_000, includedInPrice: true });
    // The default own funds are a share of the price as listed: with the same own funds, the same total.
    expect(included.loan.ownFunds).toBe(72_600);
    expect(included.total).toBe(costs('flanders', 300_000, { ...OWN_HOME, ownFunds: 72_600 }, { newBuild: ALL_VAT }).total);
  });

  it("whether it is the only own home changes only the notary's scale when the whole price bears VAT in Belgium", () => {
    const own = unit('wallonia', 300_000, ALL_VAT);
    const other = unit('wallonia', 300_000, ALL_VAT, NOT_OWN_HOME);
    expect(other.vat).toEqual(own.vat);
    expect(other.duties).toEqual(own.duties);
    expect(other.notary.fee).toBeGreaterThan(own.notary.fee!);
  });

  it("off-plan with the land apart: the region's duties on the land share, with its own-home rule, and VAT on the construction", () => {
    const flanders = unit('flanders', 400_000, building(100_000));
    expect(flanders.vat).toMatchObject({ base: 300_000, amount: 63_000, landShare: 100_000, priceBeforeVat: 400_000 });
    expect(flanders.duties).toMatchObject({ on: 'land-share', base: 100_000, amount: 2_000, percent: 2, basis: 'own-home' });
    expect(unit('flanders', 400_000, building(100_000), NOT_OWN_HOME).duties).toMatchObject({
      amount: 12_000,
      percent: 12,
      basis: 'standard',
    });
    expect(unit('wallonia', 265_000, building(53_000)).duties).toMatchObject({ amount: 1_590, percent: 3 });
    expect(flanders.total).toBe(400_000 + 63_000 + 2_000 + flanders.notary.total + flanders.mortgage!.total);
  });

  it('Brussels: the abatement applies to the land share of a home bought off-plan, judged on the land share', () => {
    expect(unit('brussels', 320_000, building(80_000)).duties).toMatchObject({
      on: 'land-share',
      amount: 0,
      abatement: 80_000,
      basis: 'own-home',
    });
    expect(unit('brussels', 320_000, building(80_000), NOT_OWN_HOME).duties).toMatchObject({ amount: 10_000, abatement: 0 });
    expect(unit('brussels', 1_500_000, building(600_000)).duties).toMatchObject({ amount: 50_000, abatement: 200_000 });
    expect(unit('brussels', 1_500_000, building(600_001)).duties).toMatchObject({ amount: 75_000, abatement: 0 });
  });

  it('Luxembourg: 3 % VAT on the construction of an own home instead of 17 %, saving at most EUR 50,000', () => {
    const small = unit('luxembourg', 365_000, building(110_000));
    expect(small.vat).toMatchObject({ base: 255_000, percent: 3, standardPercent: 17, amount: 7_650, advantage: 35_700, capped: false });
    const large = unit('luxembourg', 1_190_000, building(357_000));
    expect(large.vat).toMatchObject({ base: 833_000, percent: 3, amount: 91_610, advantage: 50_000, capped: true });
    expect(unit('luxembourg', 1_190_000, building(357_000), NOT_OWN_HOME).vat).toMatchObject({
      percent: 17,
      amount: 141_610,
      advantage: 0,
      capped: false,
    });
  });

  it('Luxembourg: the cap starts one euro of saving above EUR 50,000', () => {
    // 14 % of 357,142 rounds to exactly 50,000 of saving: not capped; 357,150 would save 50,001.
    expect(unit('luxembourg', 457_142, building(100_000)).vat).toMatchObject({
      base: 357_142,
      advantage: 50_000,
      capped: false,
      amount: 10_714,
    });
    expect(unit('luxembourg', 457_150, building(100_000)).vat).toMatchObject({
      base: 357_150,
      advantage: 50_000,
      capped: true,
      amount: 10_716,
    });
  });

  it('Luxembourg: duties on the land share, less the Bëllegen Akt credit per buyer', () => {
    expect(unit('luxembourg', 1_000_000, building(600_000)).duties).toMatchObject({
      on: 'land-share',
      base: 600_000,
      amount: 12_000,
      credit: 30_000,
    });
    expect(unit('luxembourg', 1_000_000, building(600_000), { ...OWN_HOME, buyers: 2 }).duties).toMatchObject({
      amount: 100,
      credit: 41_900,
    });
    expect(unit('luxembourg', 1_000_000, building(600_000), NOT_OWN_HOME).duties).toMatchObject({ amount: 42_000, credit: 0 });
  });

  it('refuses terms that do not add up: land under VAT in Luxembourg, a land share missing or not below the price', () => {
    const errorsOf = (region: Region, newBuild: CostsInput['newBuild']) => {
      const result = computePurchaseCosts(RULES_2025, { price: 400_000, region, scenario: OWN_HOME, newBuild, on: '2025-06-01' });
      return result.ok ? [] : result.errors;
    };
    expect(errorsOf('luxembourg', ALL_VAT)).toEqual(['vat-terms-invalid']);
    expect(errorsOf('flanders', building(0))).toEqual(['vat-terms-invalid']);
    expect(errorsOf('flanders', building(400_000))).toEqual(['vat-terms-invalid']);
    expect(errorsOf('flanders', building(Number.NaN))).toEqual(['vat-terms-invalid']);
    expect(errorsOf('luxembourg', building(100_000))).toEqual([]);
  });

  it('reports a day before any VAT rule', () => {
    const result = computePurchaseCosts(RULES_2025, {
      price: 400_000,
      region: 'luxembourg',
      scenario: OWN_HOME,
      newBuild: building(100_000),
      on: '2023-06-01',
    });
    expect(result.ok ? [] : result.errors).toEqual(['no-rule']);
  });
});
