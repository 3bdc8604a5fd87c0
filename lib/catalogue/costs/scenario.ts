/**
 * What the visitor states about their purchase, and how it is read from the URL: the cost panel's form
 * works without JavaScript and submits GET parameters. A missing or empty parameter takes its default
 * quietly; a value that cannot be read takes its default too and is reported by field and code, so the
 * form shows a localized message (the texts live with the form, not here).
 */
import type { PurchaseCostsFile } from '@/lib/catalogue/data/file-schemas';

export interface Scenario {
  /** The property will be the buyer's only own home (the lower rates, abatement or credit). */
  onlyOwnHome: boolean;
  /** Buyers signing the deed (Luxembourg's credit is per buyer). */
  buyers: number;
  /** Own funds in euros; null: the default share of the price (data/purchase-costs.json loan.ownFundsPercent). */
  ownFunds: number | null;
  ratePercent: number;
  years: number;
}

/** Bounds of what the form accepts; the rules' own figures are data. */
export const LIMITS = { maxBuyers: 10, maxPrice: 1_000_000_000, maxRatePercent: 20, maxYears: 40 } as const;

/** The URL parameter of each field. */
export const SCENARIO_PARAMS = {
  onlyOwnHome: 'own-home',
  buyers: 'buyers',
  ownFunds: 'own-funds',
  ratePercent: 'rate',
  years: 'years',
} as const satisfies Record<keyof Scenario, string>;

export type ScenarioField = keyof Scenario;
/** invalid: not a value of the field's kind; out-of-range: a number outside LIMITS. */
export type ScenarioIssue = { field: ScenarioField; code: 'invalid' | 'out-of-range' };

export type SearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** The visitor's defaults: the loan's from the data, one buyer buying their only own home. */
export function defaultScenario(loan: PurchaseCostsFile['loan']): Scenario {
  return { onlyOwnHome: true, buyers: 1, ownFunds: null, ratePercent: loan.ratePercent, years: loan.years };
}

function param(params: SearchParams, name: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(name) ?? undefined) : params[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

const YES = new Set(['1', 'true', 'yes', 'on']);
const NO = new Set(['0', 'false', 'no', 'off']);
/** Longer input is junk, whatever it holds. */
const MAX_LENGTH = 20;

type Read<T> = { value: T } | { issue: ScenarioIssue['code'] };

function readFlag(text: string): Read<boolean> {
  const lower = text.toLowerCase();
  return YES.has(lower) ? { value: true } : NO.has(lower) ? { value: false } : { issue: 'invalid' };
}

function readInteger(text: string, min: number, max: number): Read<number> {
  if (!/^\d+$/.test(text)) return { issue: 'invalid' };
  const value = Number(text);
  return value >= min && value <= max ? { value } : { issue: 'out-of-range' };
}

/** Euros as people type them: "250000", "250 000", "250.000", "250'000" (no cents). */
function readEuros(text: string): Read<number> {
  const digits = text.replace(/[\s\u00a0\u202f'’]/g, '');
  if (!/^\d{1,3}(\.\d{3})+$|^\d+$/.test(digits)) return { issue: 'invalid' };
  return readInteger(digits.replaceAll('.', ''), 0, LIMITS.maxPrice);
}

/** A rate with a comma or a point, "3,35" or "3.35", with or without "%". */
function readRate(text: string): Read<number> {
  const number = text.replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(number)) return { issue: 'invalid' };
  const value = Number(number);
  return value <= LIMITS.maxRatePercent ? { value } : { issue: 'out-of-range' };
}

const READERS: { [K in ScenarioField]: (text: string) => Read<Scenario[K]> } = {
  onlyOwnHome: readFlag,
  buyers: (text) => readInteger(text, 1, LIMITS.maxBuyers),
  ownFunds: readEuros,
  ratePercent: readRate,
  years: (text) => readInteger(text, 1, LIMITS.maxYears),
};

/** The scenario in the URL, every unreadable field at its default and reported. */
export function parseScenario(params: SearchParams, loan: PurchaseCostsFile['loan']): { scenario: Scenario; issues: ScenarioIssue[] } {
  const scenario = defaultScenario(loan);
  const issues: ScenarioIssue[] = [];
  for (const field of Object.keys(READERS) as ScenarioField[]) {
    const text = param(params, SCENARIO_PARAMS[field]);
    if (text === undefined) continue;
    const read = text.length > MAX_LENGTH ? ({ issue: 'invalid' } as const) : READERS[field](text);
    if ('issue' in read) issues.push({ field, code: read.issue });
    else (scenario as Record<ScenarioField, Scenario[ScenarioField]>)[field] = read.value;
  }
  return { scenario, issues };
}
