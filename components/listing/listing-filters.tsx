import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import type { City, Goal, Lang, PropertyType } from '@/lib/catalogue/data';
import { EPC_OPTIONS, FEATURE_PARAMS, FEATURES, LIMITS, SORTS, refinementCount, type ListingQuery } from '@/lib/catalogue/listing/query';
import { SearchCombobox } from '@/components/search/search-combobox';
import { ClientTexts } from '@/components/i18n/client-texts';
import { CheckboxList } from './checkbox-list';
import { SEARCH_TEXTS } from '@/components/search/search-texts';
import { FilterForm } from './filter-form';
import { fold, type ListingFacets } from '@/lib/catalogue/listing/filter';
import { energyLabelName } from '@/lib/catalogue/property/energy';
import { PROVINCE_REGION, PROVINCES, REGIONS } from '@/lib/catalogue/property/region';

interface Props {
  lang: Lang;
  goal: Goal;
  action: string;
  query: ListingQuery;
  /** The query's cities as this language names them (lib/catalogue/listing/cities.ts), to tick their boxes. */
  chosenCities: string[];
  cities: City[];
  types: PropertyType[];
  /** Listings per choice with the other filters kept (lib/catalogue/listing/filter.ts, facetCounts). */
  facets: ListingFacets;
  /** The same without any filter: which provinces and regions have listings of the goal at all. */
  totals: ListingFacets;
}

interface Option {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/** A collapsible list of checkboxes, open while any is checked, with the number checked as a badge. */
function CheckboxGroup({ legend, name, options }: { legend: string; name: string; options: Option[] }) {
  if (!options.length) return null;
  const checked = options.filter((o) => o.checked).length;
  return (
    <details className="filters__group" open={checked > 0}>
      <summary>
        {legend}
        {checked > 0 && <span className="filters__badge">{checked}</span>}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        <CheckboxList boxes={options.map((o) => [name, o.value, o.label, o.count, o.checked] as const)} />
      </fieldset>
    </details>
  );
}

/**
 * A price or area box: text with a numeric keyboard, not `type="number"`, whose steps refused amounts
 * such as 312500 in the browser's own language, and which reads "312.500" as 312.5 in some browsers.
 * Any amount is taken as people type it (lib/catalogue/listing/query.ts, parseAmount); FilterForm checks it.
 */
function AmountInput({ id, name, kind, value }: { id: string; name: string; kind: 'price' | 'area'; value: number | null }) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={20}
      data-amount={kind}
      defaultValue={value ?? ''}
    />
  );
}

/**
 * The listing filters: a GET form, so they work without JavaScript (a plain page load) and, with
 * JavaScript, FilterForm navigates without a full reload, to an address with only what is set.
 * Everything lives in the URL. Nothing prefetches its action on sight: that is the listing the visitor
 * is on, and the results of a filter are another page (decision 0023, amendment 5).
 *
 * Below the desktop sidebar width everything but the search box folds into a "more filters" panel
 * (closed, with the number of active filters as a badge), so a phone shows the first results and
 * not a screenful of form. On the desktop the CSS shows the panel's content and hides its toggle.
 */
export async function ListingFilters({ lang, goal, action, query, chosenCities, cities, types, facets, totals }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const chosenNames = new Set(chosenCities.map(fold));
  const isChosen = (c: City) => chosenNames.has(fold(c.name)) || query.cities.includes(c.zip);
  const count = (item: { sale: number; rent: number }) => (goal === 'sale' ? item.sale : item.rent);
  // Chosen cities first, so they show without scrolling the list.
  const chosen = (c: City) => (isChosen(c) ? 0 : 1);
  const refinements = refinementCount(query);
  const available = cities.filter((c) => count(c) > 0).sort((a, b) => chosen(a) - chosen(b) || a.name.localeCompare(b.name, lang));
  // Provinces by region (Flanders, Brussels, Wallonia, Luxembourg), then by name; only those with listings of the goal.
  const provinces = PROVINCES.filter((p) => (totals.province.get(p) ?? 0) > 0 || query.provinces.includes(p)).sort(
    (a, b) =>
      REGIONS.indexOf(PROVINCE_REGION[a]) - REGIONS.indexOf(PROVINCE_REGION[b]) ||
      t(`province_${a}`).localeCompare(t(`province_${b}`), lang),
  );
  const regions = REGIONS.filter((r) => (totals.region.get(r) ?? 0) > 0 || query.regions.includes(r));
  return (
    <FilterForm action={action} className="filters" label={t('filters')} invalid={{ price: t('invalidPrice'), area: t('invalidArea') }}>
      {/* Applying filters keeps the map view (lib/catalogue/listing/query.ts round trip). */}
      {query.view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className="filters__field filters__field--text">
        <label htmlFor="filter-q">{t('text')}</label>
        <ClientTexts lang={lang} keys={SEARCH_TEXTS}>
          <SearchCombobox
            lang={lang}
            goal={goal}
            inputId="filter-q"
            name="q"
            defaultValue={query.text}
            maxLength={LIMITS.text}
            placeholder
          />
        </ClientTexts>
      </div>
      <details className="filters__more">
        <summary className="filters__toggle">
          {/* Beside the search field on phones, where it says just "Filters" (listing.css). */}
          <span className="filters__toggle-short" aria-hidden="true">
            {t('filters')}
          </span>
          <span className="filters__toggle-text">{t('moreFilters')}</span>
          {refinements > 0 && (
            <span className="filters__badge">
              <span aria-hidden="true">{refinements}</span>
              <span className="visually-hidden">{t('activeFilters', { count: refinements })}</span>
            </span>
          )}
        </summary>
        <div className="filters__panel">
          <CheckboxGroup
            legend={t('cities')}
            name="city"
            options={available.map((city) => ({
              value: city.name,
              label: city.name,
              count: facets.city.get(fold(city.name)) ?? 0,
              checked: isChosen(city),
            }))}
          />
          <CheckboxGroup
            legend={t('regions')}
            name="region"
            options={regions.map((region) => ({
              value: region,
              label: t(`region_${region}`),
              count: facets.region.get(region) ?? 0,
              checked: query.regions.includes(region),
            }))}
          />
          <CheckboxGroup
            legend={t('provinces')}
            name="province"
            options={provinces.map((province) => ({
              value: province,
              label: t(`province_${province}`),
              count: facets.province.get(province) ?? 0,
              checked: query.provinces.includes(province),
            }))}
          />
          <CheckboxGroup
            legend={t('types')}
            name="type"
            options={types.map((type) => ({
              value: String(type.webId),
              label: type.name,
              count: facets.type.get(type.webId) ?? 0,
              checked: query.types.includes(type.webId),
            }))}
          />
          <div className="filters__row">
            <div className="filters__field">
              <label htmlFor="filter-price-min">{t('priceMin')}</label>
              <AmountInput id="filter-price-min" name="price_min" kind="price" value={query.priceMin} />
            </div>
            <div className="filters__field">
              <label htmlFor="filter-price-max">{t('priceMax')}</label>
              <AmountInput id="filter-price-max" name="price_max" kind="price" value={query.priceMax} />
            </div>
          </div>
          <div className="filters__row">
            <div className="filters__field">
              <label htmlFor="filter-living-min">{t('livingMin')}</label>
              <AmountInput id="filter-living-min" name="living_min" kind="area" value={query.livingMin} />
            </div>
            <div className="filters__field">
              <label htmlFor="filter-plot-min">{t('plotMin')}</label>
              <AmountInput id="filter-plot-min" name="plot_min" kind="area" value={query.plotMin} />
            </div>
          </div>
          <fieldset className="filters__features">
            <legend>{t('features')}</legend>
            <CheckboxList
              boxes={FEATURES.map(
                (feature) =>
                  [FEATURE_PARAMS[feature], '1', t(`feature_${feature}`), facets.feature[feature], query.features[feature]] as const,
              )}
            />
          </fieldset>
          <div className="filters__row filters__row--selects">
            <div className="filters__field">
              <label htmlFor="filter-epc">{t('epcMax')}</label>
              <select id="filter-epc" name="epc" defaultValue={query.epcMax ?? ''}>
                <option value="">{t('any')}</option>
                {EPC_OPTIONS.map((code) => (
                  <option key={code} value={code}>
                    {t('epcAtMost', { label: energyLabelName(code) })}
                  </option>
                ))}
              </select>
            </div>
            <div className="filters__field">
              <label htmlFor="filter-bedrooms">{t('bedroomsMin')}</label>
              <select id="filter-bedrooms" name="bedrooms" defaultValue={query.bedroomsMin ?? ''}>
                <option value="">{t('any')}</option>
                {[1, 2, 3, 4, 5].map((n) => (
                  <option key={n} value={n}>
                    {t('atLeast', { count: n })}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="filters__field">
            <label htmlFor="filter-sort">{t('sort')}</label>
            <select id="filter-sort" name="sort" defaultValue={query.sort}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`sort_${sort}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </details>
      <div className="filters__actions">
        <button type="submit" className="button button--accent">
          {t('apply')}
        </button>
        <IntentLink href={query.view === 'map' ? `${action}?view=map` : action} className="filters__reset">
          {t('reset')}
        </IntentLink>
      </div>
    </FilterForm>
  );
}
