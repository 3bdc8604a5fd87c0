import { getTranslations } from 'next-intl/server';
import { getPurchaseCosts, type Property } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { formValues, rulesForRegion, showsCostPanel, type CostFormValues } from '@/lib/catalogue/costs/panel';
import { getListedCostFigures, getTaxation } from '@/lib/catalogue/property/detail';
import { regionOf } from '@/lib/catalogue/property/region';
import { brusselsToday } from '@/lib/visitor/schemas/calendar';
import { COSTS_SEGMENT } from '@/lib/catalogue/routing/app-paths';
import { IslandTexts } from '@/components/i18n/island-texts';
import { CostIsland } from './cost-island';

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
export async function CostPanel({
  lang,
  property,
  values = formValues({}),
  headingLevel = 2,
}: {
  lang: Lang;
  property: Property;
  values?: CostFormValues;
  headingLevel?: 1 | 2;
}) {
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
      {/* Its texts come with its code (the `costs` and `costsVat` island text sets). */}
      <IslandTexts lang={lang} set={taxation.kind === 'vat' ? 'costsVat' : 'costs'}>
        <CostIsland
          lang={lang}
          price={property.price!}
          region={region}
          listed={getListedCostFigures(property)}
          newBuild={taxation.kind === 'vat' ? taxation.terms : null}
          rules={rules}
          on={on}
          action={costPagePath(lang, property.id)}
          values={values}
        />
      </IslandTexts>
    </section>
  );
}
