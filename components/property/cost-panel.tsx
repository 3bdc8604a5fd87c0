import { getTranslations } from 'next-intl/server';
import { getPurchaseCosts, type Property } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { formValues, rulesForRegion, showsCostPanel, type CostFormValues } from '@/lib/costs/panel';
import { getListedCostFigures, getTaxation } from '@/lib/property/detail';
import { regionOf } from '@/lib/property/region';
import { brusselsToday } from '@/lib/schemas/calendar';
import { COSTS_SEGMENT } from '@/lib/routing/app-paths';
import { ClientTexts, type ClientTextKey } from '@/components/i18n/client-texts';
import { CostIsland } from './cost-island';

/** The texts the island uses (the heading, intro and cost page's own stay on the server). */
const ISLAND_TEXTS = [
  'Costs.formTitle', 'Costs.ownHome', 'Costs.yes', 'Costs.no', 'Costs.ownHomeHint', 'Costs.buyers', 'Costs.buyersHint', 'Costs.ownFunds', 'Costs.ownFundsHint',
  'Costs.rate', 'Costs.rateHint', 'Costs.years', 'Costs.yearsHint', 'Costs.submit', 'Costs.figuresTitle', 'Costs.price', 'Costs.duties', 'Costs.dutiesStandard',
  'Costs.dutiesPercentOwnHome', 'Costs.dutiesAbatement', 'Costs.dutiesCredit', 'Costs.ruleOf', 'Costs.notary', 'Costs.notaryExcludingVat', 'Costs.notaryVat',
  'Costs.estimate', 'Costs.notaryListed', 'Costs.total', 'Costs.monthly', 'Costs.loanLine', 'Costs.perMonth', 'Costs.issues', 'Costs.issuesSummary', 'Costs.errors',
] as const satisfies readonly ClientTextKey[];

/** What a new build's figures add (docs/decisions/0039, amendment 2): sent only with a unit's panel. */
const VAT_TEXTS = [
  ...ISLAND_TEXTS, 'Costs.ownHomeHintVat', 'Costs.priceBeforeVat', 'Costs.listedPrice', 'Costs.vat', 'Costs.vatOnBuilding', 'Costs.vatOnAll', 'Costs.vatOwnHome',
  'Costs.vatCapped', 'Costs.dutiesLandShare', 'Costs.dutiesPercent', 'Costs.dutiesFixed',
] as const satisfies readonly ClientTextKey[];

/** The cost page the panel's form submits to without JavaScript (app/[lang]/(site)/costs/[id]/). */
export function costPagePath(lang: Lang, id: number): string {
  return `/${lang}/${COSTS_SEGMENT[lang]}/${id}/`;
}

/** Whether a property shows the cost panel: a sale on the market with a published price, in a region with rules. */
export function hasCostPanel(property: Property): boolean {
  return showsCostPanel(property, regionOf(property.address.countryId, property.address.zip), getTaxation(property));
}

/**
 * The total cost of a sale (issue 41, docs/decisions/0039): registration duties for its region (and a new
 * build's VAT, amendment 2), the notary, the total and a monthly payment, under today's rules in Brussels. On the detail page it shows
 * the default scenario (the page is cached per deployment: it never reads the query); the cost page
 * passes what the visitor submitted. Nothing for a property that does not show the panel.
 */
export async function CostPanel({ lang, property, values = formValues({}), headingLevel = 2 }: { lang: Lang; property: Property; values?: CostFormValues; headingLevel?: 1 | 2 }) {
  const region = regionOf(property.address.countryId, property.address.zip);
  const taxation = getTaxation(property);
  if (!showsCostPanel(property, region, taxation)) return null;
  const on = brusselsToday();
  const rules = rulesForRegion(getPurchaseCosts(), region, on, lang, taxation.kind === 'vat');
  if (!rules) return null;
  const t = await getTranslations({ locale: lang, namespace: 'Costs' });
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="cost-panel" id="costs" aria-labelledby="cost-panel-title">
      <Heading id="cost-panel-title" className="cost-panel__title">
        {t('title')}
      </Heading>
      <p className="cost-panel__intro">{t(taxation.kind === 'vat' ? 'introVat' : 'intro', { region: t(`region.${region}`) })}</p>
      <ClientTexts lang={lang} keys={taxation.kind === 'vat' ? VAT_TEXTS : ISLAND_TEXTS}>
        <CostIsland lang={lang} price={property.price!} region={region} listed={getListedCostFigures(property)} newBuild={taxation.kind === 'vat' ? taxation.terms : null} rules={rules} on={on} action={costPagePath(lang, property.id)} values={values} />
      </ClientTexts>
    </section>
  );
}
