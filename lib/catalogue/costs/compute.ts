/**
 * The total cost of buying a property: registration duties for its region, the notary's fee and costs,
 * the total to pay and the loan's monthly payment, from the rules in data/purchase-costs.json
 * (docs/decisions/0039). Pure: the caller passes the rules (lib/catalogue/data's getPurchaseCosts()), the day
 * whose rules apply, and the property's own notary figures when it has them. Visitor input never
 * throws: impossible values come back as error codes.
 */
import type {
  LocalizedText,
  MortgageRule,
  NotaryEstimateRule,
  PropertyRecord,
  PurchaseCostsFile,
  RegistrationDutyRule,
} from '@/lib/catalogue/data/file-schemas';
import { REGIONS, type Region } from '@/lib/catalogue/property/region';
import { monthlyPayment, type MonthlyRateConvention } from './annuity';
import { newBuildVat, type NewBuildTerms, type Vat } from './new-build';
import { appliedRule, countryOf, euros, ruleOn, share, type AppliedRule } from './rules';
import { LIMITS, type Scenario } from './scenario';

/** The notary and registration figures a property record may carry (docs/product.md section 3). */
export type ListedFigures = Partial<Pick<PropertyRecord, 'NotaryFeesWithVat' | 'NotaryFeesWithoutVat' | 'RegistrationRights'>>;

export interface CostsInput {
  price: number;
  region: Region;
  scenario: Scenario;
  /** The property's own figures; the notary's are used instead of the estimate when present. */
  listed?: ListedFigures;
  /** A new build sold under VAT (./new-build.ts); absent: registration duties on the whole price. */
  newBuild?: NewBuildTerms;
  /** The day whose rules apply (YYYY-MM-DD), normally today in Brussels. */
  on: string;
}

export type CostsError =
  | 'region-invalid'
  | 'price-invalid'
  | 'buyers-invalid'
  | 'own-funds-invalid'
  | 'rate-invalid'
  | 'years-invalid'
  | 'date-invalid'
  | 'no-rule'
  | 'vat-terms-invalid';

export interface Duties {
  amount: number;
  /**
   * What the duty is on: the price, a new build's land share (the construction bears VAT), or nothing
   * proportional: the fixed duty of a deed whose whole price bears VAT.
   */
  on: 'price' | 'land-share' | 'fixed';
  /** The amount the rate applies to (the price or the land share; 0 for a fixed duty). */
  base: number;
  /** 'own-home' when the only-own-home rule changed the amount (a lower rate, an abatement or a credit). */
  basis: 'standard' | 'own-home';
  percent: number;
  /** The part of the price free of duty (Brussels' abatement), else 0. */
  abatement: number;
  /** The share of the price the duty is on when the own-home rule reduced the base (Luxembourg, 2024-2025), else 100. */
  basePercent: number;
  /** What the credit took off the duty (Luxembourg's Bëllegen Akt), else 0. */
  credit: number;
  /** The property's own RegistrationRights figure, for reference: it was worked out for one buyer's case. */
  listed: number | null;
  rule: AppliedRule;
}

export interface Notary {
  /** The fee from the brackets; null when the figures are the property's own. */
  fee: number | null;
  fixedCosts: { key: string; amount: number }[];
  excludingVat: number;
  vat: number;
  total: number;
  /** true: worked out from the scale in data/purchase-costs.json; false: the property's own figures. */
  estimate: boolean;
  /** The scale used; null when the figures are the property's own. */
  rule: AppliedRule | null;
}

/**
 * The mortgage deed, when the buyer borrows: duties on the registered amount (the loan plus the bank's
 * accessories), the registry's fixed fees, and the notary's fee and costs for the credit deed (an estimate).
 */
export interface Mortgage {
  /** The loan plus `accessoryPercent` %: what the mortgage is registered for, and the duties' base. */
  registered: number;
  accessoryPercent: number;
  duties: { key: string; percent: number; amount: number }[];
  fees: { key: string; amount: number }[];
  notaryFee: number;
  notaryCosts: { key: string; amount: number }[];
  /** VAT on the notary's fee and on the costs that bear it. */
  vat: number;
  total: number;
  rule: AppliedRule;
  notaryRule: AppliedRule;
}

/** Brussels' additional abatement for a gain in energy class (art. 46ter): what it would save, never counted in the total. */
export interface EnergyAbatement {
  amountPerClass: number;
  minClasses: number;
  years: number;
  /** The duty saved per class gained, at the rate applied. */
  savingPerClass: number;
  rule: AppliedRule;
}

export interface Loan {
  ownFunds: number;
  amount: number;
  ratePercent: number;
  years: number;
  monthlyRate: MonthlyRateConvention;
  monthly: number;
}

export interface PurchaseCosts {
  /** The price as listed. */
  price: number;
  region: Region;
  /** A new build's VAT; null when the whole price bears registration duties. */
  vat: Vat | null;
  duties: Duties;
  notary: Notary;
  /** The mortgage deed's costs when the visitor borrows; null when the own funds cover everything. */
  mortgage: Mortgage | null;
  /** Where the own-home abatement applied in Brussels: the further abatement a gain in energy class would bring. */
  energyAbatement: EnergyAbatement | null;
  /** The price before VAT and the VAT (the price itself without VAT), duties, the notary's total and the mortgage deed's. */
  total: number;
  loan: Loan;
  disclaimer: LocalizedText;
}

export type CostsResult = { ok: true; costs: PurchaseCosts } | { ok: false; errors: CostsError[] };

const isMoney = (value: number) => Number.isFinite(value) && value >= 0;

function inputErrors({ price, region, scenario, on }: CostsInput): CostsError[] {
  const { buyers, ownFunds, ratePercent, years } = scenario;
  const errors: CostsError[] = [];
  // A property outside Belgium and Luxembourg has no region (lib/catalogue/property/region.ts): the caller shows no panel.
  if (!(REGIONS as readonly string[]).includes(region)) errors.push('region-invalid');
  if (!isMoney(price) || price === 0 || price > LIMITS.maxPrice) errors.push('price-invalid');
  if (!Number.isInteger(buyers) || buyers < 1 || buyers > LIMITS.maxBuyers) errors.push('buyers-invalid');
  if (ownFunds !== null && (!isMoney(ownFunds) || ownFunds > LIMITS.maxPrice)) errors.push('own-funds-invalid');
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > LIMITS.maxRatePercent) errors.push('rate-invalid');
  if (!Number.isInteger(years) || years < 1 || years > LIMITS.maxYears) errors.push('years-invalid');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(on)) errors.push('date-invalid');
  return errors;
}

export function registrationDuties(
  price: number,
  rule: RegistrationDutyRule,
  { onlyOwnHome, buyers }: Pick<Scenario, 'onlyOwnHome' | 'buyers'>,
  on: Duties['on'] = 'price',
): Omit<Duties, 'listed'> {
  const own = onlyOwnHome ? rule.ownHome : undefined;
  const percent = own?.percent ?? rule.percent;
  const abatement = own?.abatement && price <= own.abatement.maxPrice ? Math.min(price, own.abatement.amount) : 0;
  // Part of the price only, where the rule halves the base (Luxembourg, deeds of October 2024 to June 2025).
  const taxed = own?.basePercent !== undefined ? share(price - abatement, own.basePercent) : price - abatement;
  const gross = share(taxed, percent);
  const credit = own?.creditPerBuyer
    ? Math.min(buyers * own.creditPerBuyer.amount, Math.max(0, gross - own.creditPerBuyer.minimumDuty))
    : 0;
  const basis = percent !== rule.percent || abatement > 0 || taxed < price || credit > 0 ? 'own-home' : 'standard';
  // The panel cites the text of the case it shows: the own-home rule only when it changed the amount.
  const cited = basis === 'own-home' && own?.source ? { validFrom: rule.validFrom, source: own.source } : rule;
  return {
    amount: gross - credit,
    on,
    base: price,
    basis,
    percent,
    abatement,
    basePercent: own?.basePercent ?? 100,
    credit,
    rule: appliedRule(cited),
  };
}

type FeeScale = Pick<NotaryEstimateRule, 'baseFee' | 'brackets'>;

/** A fee from a scale: its starting amount plus each bracket's percentage of the part of `amount` inside it, to the euro. */
export function scaleFee(amount: number, { baseFee = 0, brackets }: FeeScale): number {
  let fee = baseFee;
  let from = 0;
  for (const { upTo, percent } of brackets) {
    const to = upTo ?? Infinity;
    if (amount > from) fee += ((Math.min(amount, to) - from) * percent) / 100;
    from = to;
  }
  return euros(fee);
}

type Cost = { key: string; amount: number; vat: boolean };
const sum = (costs: { amount: number }[]) => costs.reduce((total, cost) => total + cost.amount, 0);

/**
 * The notary's fee and typical costs from the scale: an estimate. The buyer's only own home takes the
 * lower scale where the rule has one (Belgium's Jbis), and the panel then cites that scale's text.
 */
export function notaryEstimate(price: number, rule: NotaryEstimateRule, onlyOwnHome = false): Notary {
  const own = onlyOwnHome ? rule.ownHome : undefined;
  const fee = scaleFee(price, own ?? rule);
  const fixedCosts = rule.fixedCosts.map(({ key, amount }) => ({ key, amount: euros(amount) }));
  const taxed = fee + sum(rule.fixedCosts.filter((cost) => cost.vat).map((cost) => ({ amount: euros(cost.amount) })));
  const excludingVat = fee + sum(fixedCosts);
  const vat = share(taxed, rule.vatPercent);
  const cited = own?.source ? { validFrom: rule.validFrom, source: own.source } : rule;
  return { fee, fixedCosts, excludingVat, vat, total: excludingVat + vat, estimate: true, rule: appliedRule(cited) };
}

/** The mortgage deed's costs for a loan of `loan` euros (above 0). */
export function mortgageCosts(loan: number, rule: MortgageRule, notaryRule: NotaryEstimateRule): Mortgage {
  const registered = loan + share(loan, rule.accessoryPercent);
  const duties = rule.duties.map(({ key, percent }) => ({ key, percent, amount: share(registered, percent) }));
  const fees: Cost[] = rule.fees.map(({ key, tiers, vat }) => ({
    key,
    vat,
    amount: euros(tiers.find((tier) => tier.upTo === null || registered <= tier.upTo)!.amount),
  }));
  const deed = notaryRule.creditDeed;
  const notaryFee = scaleFee(loan, deed);
  const notaryCosts: Cost[] = deed.fixedCosts.map(({ key, amount, vat }) => ({ key, amount: euros(amount), vat }));
  const vat = share(notaryFee + sum([...fees, ...notaryCosts].filter((cost) => cost.vat)), notaryRule.vatPercent);
  const strip = (costs: Cost[]) => costs.map(({ key, amount }) => ({ key, amount }));
  const total = sum(duties) + sum(fees) + notaryFee + sum(notaryCosts) + vat;
  const notaryCited = deed.source ? { validFrom: notaryRule.validFrom, source: deed.source } : notaryRule;
  return {
    registered,
    accessoryPercent: rule.accessoryPercent,
    duties,
    fees: strip(fees),
    notaryFee,
    notaryCosts: strip(notaryCosts),
    vat,
    total,
    rule: appliedRule(rule),
    notaryRule: appliedRule(notaryCited),
  };
}

/**
 * The loan and its deed: the loan pays for what the own funds do not cover, the deed's costs included, and
 * those costs grow with the loan. Both grow together to the amount where they agree (a few rounds: the
 * costs are a few percent of the loan, and every round only raises the loan).
 */
function borrow(
  before: number,
  ownFunds: number,
  rule: MortgageRule,
  notaryRule: NotaryEstimateRule,
): { amount: number; mortgage: Mortgage | null } {
  let amount = Math.max(0, before - ownFunds);
  if (amount === 0) return { amount, mortgage: null };
  let mortgage = mortgageCosts(amount, rule, notaryRule);
  for (let round = 0; round < 100; round++) {
    const next = before + mortgage.total - ownFunds;
    if (next === amount) break;
    amount = next;
    mortgage = mortgageCosts(amount, rule, notaryRule);
  }
  return { amount, mortgage };
}

/** Brussels' additional abatement where the own-home abatement applied: a line to read, never in the total. */
function energyAbatementOf(rule: RegistrationDutyRule, duties: Omit<Duties, 'listed'>): EnergyAbatement | null {
  const extra = rule.ownHome.energyAbatement;
  if (!extra || duties.abatement === 0) return null;
  const { amountPerClass, minClasses, years, source } = extra;
  return {
    amountPerClass,
    minClasses,
    years,
    savingPerClass: share(amountPerClass, duties.percent),
    rule: appliedRule({ validFrom: rule.validFrom, source }),
  };
}

/** The property's own notary figures; a missing half is derived with the scale's VAT rate. Null without any. */
export function listedNotary(listed: ListedFigures | undefined, vatPercent: number): Notary | null {
  const given = (value: number | null | undefined) => (typeof value === 'number' && value > 0 ? euros(value) : null);
  const withVat = given(listed?.NotaryFeesWithVat);
  const withoutVat = given(listed?.NotaryFeesWithoutVat);
  if (withVat === null && withoutVat === null) return null;
  const excludingVat = withoutVat ?? euros(withVat! / (1 + vatPercent / 100));
  const total = withVat ?? excludingVat + share(excludingVat, vatPercent);
  return { fee: null, fixedCosts: [], excludingVat, vat: total - excludingVat, total, estimate: false, rule: null };
}

/** Whether a new build's terms fit the price and the country's VAT rule. */
function termsFit({ regime, landShare }: NewBuildTerms, price: number, landWithBuilding: boolean): boolean {
  return regime === 'land-and-building' ? landWithBuilding : Number.isFinite(landShare) && landShare > 0 && landShare < price;
}

export function computePurchaseCosts(rules: PurchaseCostsFile, input: CostsInput): CostsResult {
  const errors = inputErrors(input);
  if (errors.length) return { ok: false, errors };
  const { price, region, scenario, listed, newBuild, on } = input;
  const dutyRule = ruleOn(rules.registrationDuties[region], on);
  const notaryRule = ruleOn(rules.notary[countryOf(region)], on);
  const mortgageRule = ruleOn(rules.mortgage[region], on);
  const vatRule = newBuild ? ruleOn(rules.newBuildVat[countryOf(region)], on) : null;
  if (!dutyRule || !notaryRule || !mortgageRule || (newBuild && !vatRule)) return { ok: false, errors: ['no-rule'] };
  if (newBuild && !termsFit(newBuild, price, vatRule!.landWithBuilding)) return { ok: false, errors: ['vat-terms-invalid'] };

  const vat = newBuild ? newBuildVat(price, newBuild, vatRule!, scenario.onlyOwnHome) : null;
  const listedDuty = typeof listed?.RegistrationRights === 'number' && !vat ? euros(listed.RegistrationRights) : null;
  const duties: Duties = !vat
    ? { ...registrationDuties(price, dutyRule, scenario), listed: listedDuty }
    : vat.regime === 'building'
      ? { ...registrationDuties(vat.landShare, dutyRule, scenario, 'land-share'), listed: null }
      : {
          amount: euros(vatRule!.fixedDuty),
          on: 'fixed',
          base: 0,
          basis: 'standard',
          percent: 0,
          abatement: 0,
          basePercent: 100,
          credit: 0,
          listed: null,
          rule: appliedRule(vatRule!),
        };
  // The notary's scale applies to the price before VAT.
  const priceBeforeVat = vat ? vat.priceBeforeVat : price;
  const notary = listedNotary(listed, notaryRule.vatPercent) ?? notaryEstimate(priceBeforeVat, notaryRule, scenario.onlyOwnHome);
  const beforeLoan = priceBeforeVat + (vat?.amount ?? 0) + duties.amount + notary.total;

  const ownFunds = scenario.ownFunds ?? share(price, rules.loan.ownFundsPercent);
  const { amount, mortgage } = borrow(beforeLoan, ownFunds, mortgageRule, notaryRule);
  const total = beforeLoan + (mortgage?.total ?? 0);
  const { ratePercent, years } = scenario;
  const monthly = euros(monthlyPayment(amount, ratePercent, years, rules.loan.monthlyRate));
  const loan: Loan = { ownFunds, amount, ratePercent, years, monthlyRate: rules.loan.monthlyRate, monthly };
  const energyAbatement = duties.on === 'fixed' ? null : energyAbatementOf(dutyRule, duties);

  return { ok: true, costs: { price, region, vat, duties, notary, mortgage, energyAbatement, total, loan, disclaimer: rules.disclaimer } };
}
