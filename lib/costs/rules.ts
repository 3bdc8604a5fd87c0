/**
 * Picks the version of a dated rule in force on a day (data/purchase-costs.json keeps every rule as a list
 * of versions, oldest first: docs/decisions/0039) and rounds amounts as a buyer reads them.
 */

/** The country whose rules (notary, VAT on new builds) apply to a region: Luxembourg's own, else Belgium's. */
export function countryOf(region: 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'): 'belgium' | 'luxembourg' {
  return region === 'luxembourg' ? 'luxembourg' : 'belgium';
}

/** What a panel shows beside an amount: since when its rule applies and where it comes from. */
export interface AppliedRule {
  validFrom: string;
  source: { name: string; url: string };
}

/** The last version whose validFrom is on or before `on` (both YYYY-MM-DD), or null before the first. */
export function ruleOn<T extends AppliedRule>(versions: readonly T[], on: string): T | null {
  let found: T | null = null;
  for (const version of versions) if (version.validFrom <= on) found = version;
  return found;
}

export function appliedRule({ validFrom, source }: AppliedRule): AppliedRule {
  return { validFrom, source: { name: source.name, url: source.url } };
}

/**
 * To the euro, half up, after rounding to the cent so that binary fractions do not decide (12.5 % of
 * 600,001 is 75,000.125 and stays 75,000; 2 % of 1,234,525 is 24,690.50 and becomes 24,691).
 */
export function euros(amount: number): number {
  return Math.round(Math.round(amount * 100) / 100);
}

/** `percent` % of `amount`, to the euro. */
export function share(amount: number, percent: number): number {
  return euros((amount * percent) / 100);
}
