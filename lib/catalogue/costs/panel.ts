/**
 * What the cost panel (components/property/cost-panel.tsx) needs besides the computation: which sales
 * show it, the rules in force for one region only (what the browser's island receives as props), and the
 * form's fields as the visitor typed them. Pure, usable in the browser.
 */
import type { PurchaseCostsFile } from '@/lib/catalogue/data/file-schemas';
import type { Region } from '@/lib/catalogue/property/region';
import type { Taxation } from './new-build';
import { countryOf, ruleOn, sourcesIn } from './rules';
import { SCENARIO_PARAMS, type SearchParams } from './scenario';

/**
 * A sale with a published price, on the market, in a region with rules, whose taxation is known: a
 * project unit shows it only when its record states its VAT terms (docs/decisions/0039, amendment 2).
 */
export function showsCostPanel(
  property: { goal: string; price: number | null; marquee: { state: string } },
  region: Region | null,
  taxation: Taxation,
): region is Region {
  return (
    property.goal === 'sale' &&
    property.price !== null &&
    property.price > 0 &&
    property.marquee.state !== 'sold' &&
    property.marquee.state !== 'rented' &&
    taxation.kind !== 'unstated' &&
    region !== null
  );
}

/**
 * The rules file cut down to the versions in force on `on` for `region` (and, for a new build, its
 * country's VAT): the other regions' lists are empty, and the sources and the disclaimer are in the page's
 * language only, so the island's props carry what it shows. Null
 * when no rule applies.
 */
export function rulesForRegion(
  rules: PurchaseCostsFile,
  region: Region,
  on: string,
  lang: keyof PurchaseCostsFile['disclaimer'],
  newBuild = false,
): PurchaseCostsFile | null {
  const duty = ruleOn(rules.registrationDuties[region], on);
  const country = countryOf(region);
  const notary = ruleOn(rules.notary[country], on);
  const mortgage = ruleOn(rules.mortgage[region], on);
  const vat = newBuild ? ruleOn(rules.newBuildVat[country], on) : null;
  if (!duty || !notary || !mortgage) return null;
  // The sources' names and notes in the page's language only.
  return {
    registrationDuties: { flanders: [], brussels: [], wallonia: [], luxembourg: [], [region]: [sourcesIn(duty, lang)] },
    notary: { belgium: [], luxembourg: [], [country]: [sourcesIn(notary, lang)] },
    mortgage: { flanders: [], brussels: [], wallonia: [], luxembourg: [], [region]: [sourcesIn(mortgage, lang)] },
    newBuildVat: { belgium: [], luxembourg: [], [country]: vat ? [sourcesIn(vat, lang)] : [] },
    loan: rules.loan,
    disclaimer: { [lang]: rules.disclaimer[lang] },
  };
}

/** The form's fields as text, keyed by URL parameter: what the visitor typed, to put back in the form. */
export type CostFormValues = Record<(typeof SCENARIO_PARAMS)[keyof typeof SCENARIO_PARAMS], string>;

export function formValues(params: SearchParams): CostFormValues {
  const read = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  return Object.fromEntries(Object.values(SCENARIO_PARAMS).map((name) => [name, read(name).slice(0, 40)])) as CostFormValues;
}
