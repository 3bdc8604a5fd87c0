/**
 * Picks the version of a dated rule in force on a day (data/purchase-costs.json keeps every rule as a list
 * of versions, oldest first: docs/decisions/0039) and rounds amounts as a buyer reads them.
 */

/** The country whose rules (notary, VAT on new builds) apply to a region: Luxembourg's own, else Belgium's. */
export function countryOf(region: 'flanders' | 'brussels' | 'wallonia' | 'luxembourg'): 'belgium' | 'luxembourg' {
  return region === 'luxembourg' ? 'luxembourg' : 'belgium';
}

/** Text in the site's languages, as data/purchase-costs.json writes a source's name and note. */
export type RuleText = { nl: string; fr: string; en?: string; de?: string };

/** Where a rule comes from: the official text's name, a note, and where to read it, in the visitor's language. */
export interface RuleSource {
  name: RuleText;
  note?: RuleText;
  url: string;
}

/** What a panel shows beside an amount: since when its rule applies and where it comes from. */
export interface AppliedRule {
  validFrom: string;
  source: RuleSource;
}

/** A rule's text in the visitor's language; en and de fall back to nl where the file has none. */
export function ruleText(text: RuleText, lang: string): string {
  return (text as Partial<Record<string, string>>)[lang] ?? text.nl;
}

const isSource = (value: object): value is RuleSource => 'url' in value && 'name' in value && typeof value.name === 'object';

/**
 * A rule (or any part of the rules file) with every source's name and note cut down to one language:
 * what a client island receives. The text stays under both keys, so that reading it never fails.
 */
export function sourcesIn<T>(value: T, lang: string): T {
  if (Array.isArray(value)) return value.map((item) => sourcesIn(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isSource(value)) {
    const one = (text: RuleText): RuleText => ({ nl: ruleText(text, lang), fr: ruleText(text, lang) });
    return { name: one(value.name), ...(value.note ? { note: one(value.note) } : {}), url: value.url } as T;
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sourcesIn(item, lang)])) as T;
}

/** The last version whose validFrom is on or before `on` (both YYYY-MM-DD), or null before the first. */
export function ruleOn<T extends AppliedRule>(versions: readonly T[], on: string): T | null {
  let found: T | null = null;
  for (const version of versions) if (version.validFrom <= on) found = version;
  return found;
}

export function appliedRule({ validFrom, source }: AppliedRule): AppliedRule {
  return { validFrom, source: { name: source.name, ...(source.note ? { note: source.note } : {}), url: source.url } };
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
