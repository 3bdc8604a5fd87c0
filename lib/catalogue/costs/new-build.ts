/**
 * A new build sold under VAT (docs/decisions/0039, amendment 2). Its buyer pays VAT instead of
 * registration duties on what bears VAT, and never both on the same part:
 *
 * - `land-and-building`: the whole price bears VAT (Belgium, since 2011, when one seller sells the
 *   land together with a building that is new or being built); the deed bears only a fixed duty;
 * - `building`: the land's share bears the region's registration duties (with the own-home rules,
 *   which the regions apply to a home bought off-plan) and only the construction bears VAT (an
 *   off-plan purchase whose land is sold apart; every Luxembourg sale of a home to be built).
 *
 * What a record states is read here; the amounts are worked out by `computePurchaseCosts`. Pure,
 * usable in the browser.
 */
import type { NewBuildVatRule, PropertyRecord } from '@/lib/catalogue/data/file-schemas';
import { appliedRule, euros, share, type AppliedRule } from './rules';

export interface NewBuildTerms {
  regime: 'building' | 'land-and-building';
  /** The land's share of the price, in euros (0 when the whole price bears VAT): it never bears VAT. */
  landShare: number;
  /** Whether the listed price already includes the VAT at the standard rate. */
  priceIncludesVat: boolean;
}

/**
 * How a property's price is taxed: registration duties on the whole price, the terms of a sale under
 * VAT, or unstated: a project unit whose record does not say, for which no figure can be honest.
 */
export type Taxation = { kind: 'duties' } | { kind: 'vat'; terms: NewBuildTerms } | { kind: 'unstated' };

export type TaxationFields = Partial<Pick<PropertyRecord, 'SaleUnderVat' | 'LandShare' | 'PriceIncludesVat'>>;

/**
 * What the record states. A unit of a project says it (SaleUnderVat), or is unstated; any other
 * property is taxed as it says, else by registration duties on its price (an existing home).
 * The data check refuses terms that do not add up (a building regime without its land share).
 */
export function taxationOf(fields: TaxationFields, projectUnit: boolean): Taxation {
  const regime = fields.SaleUnderVat ?? null;
  if (regime === null) return projectUnit ? { kind: 'unstated' } : { kind: 'duties' };
  if (regime === 'none') return { kind: 'duties' };
  return {
    kind: 'vat',
    terms: { regime, landShare: regime === 'building' ? (fields.LandShare ?? 0) : 0, priceIncludesVat: fields.PriceIncludesVat === true },
  };
}

export interface Vat {
  regime: NewBuildTerms['regime'];
  landShare: number;
  /** What bears VAT, before it: the construction, or land and building. */
  base: number;
  /** The rate applied, and the standard one (they differ for Luxembourg's own home). */
  percent: number;
  standardPercent: number;
  amount: number;
  /** What the own-home rate saved against the standard one, else 0. */
  advantage: number;
  /** The saving reached its cap: the own-home rate applied to part of the base only. */
  capped: boolean;
  /** The price before VAT: the land share and the base. */
  priceBeforeVat: number;
  includedInPrice: boolean;
  rule: AppliedRule;
}

/**
 * The VAT a buyer pays on `price` under `terms`. A price that includes VAT includes it at the standard
 * rate: the base is worked back from it, and the buyer's own-home rate (when lower) applies to that base.
 */
export function newBuildVat(price: number, terms: NewBuildTerms, rule: NewBuildVatRule, onlyOwnHome: boolean): Vat {
  const landShare = terms.regime === 'building' ? terms.landShare : 0;
  const taxed = price - landShare;
  const base = terms.priceIncludesVat ? euros(taxed / (1 + rule.percent / 100)) : taxed;
  const standard = terms.priceIncludesVat ? taxed - base : share(base, rule.percent);
  const own = onlyOwnHome ? rule.ownHome : undefined;
  const uncapped = own ? standard - share(base, own.percent) : 0;
  const advantage = own ? Math.min(uncapped, own.maxAdvantage) : 0;
  return {
    regime: terms.regime,
    landShare,
    base,
    percent: own && advantage > 0 ? own.percent : rule.percent,
    standardPercent: rule.percent,
    amount: standard - advantage,
    advantage,
    capped: own !== undefined && uncapped > own.maxAdvantage,
    priceBeforeVat: landShare + base,
    includedInPrice: terms.priceIncludesVat,
    rule: appliedRule(rule),
  };
}
