import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { City, Goal, Lang, PropertyType } from '@/lib/data';
import { LIMITS, SORTS, refinementCount, type ListingQuery } from '@/lib/listing/query';
import { SearchCombobox } from '@/components/search/search-combobox';
import { ClientTexts } from '@/components/i18n/client-texts';
import { fold } from '@/lib/listing/filter';

interface Props {
  lang: Lang;
  goal: Goal;
  action: string;
  query: ListingQuery;
  cities: City[];
  types: PropertyType[];
}

interface Option {
  value: string;
  label: string;
  count: number;
  checked: boolean;
}

/** A collapsible list of checkboxes, open while any is checked, with the number checked as a badge. */
function CheckboxGroup({ legend, name, options }: { legend: string; name: string; options: Option[] }) {
  const checked = options.filter((o) => o.checked).length;
  return (
    <details className="filters__group" open={checked > 0}>
      <summary>
        {legend}
        {checked > 0 && <span className="filters__badge">{checked}</span>}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        <ul>
          {options.map((option) => (
            <li key={option.value}>
              <label>
                <input type="checkbox" name={name} value={option.value} defaultChecked={option.checked} />
                {option.label} <span className="filters__count">({option.count})</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * The listing filters: a GET form, so they work without JavaScript (a plain page load) and, with
 * JavaScript, next/form navigates without a full reload. Everything lives in the URL.
 *
 * Below the desktop sidebar width everything but the search box folds into a "more filters" panel
 * (closed, with the number of active filters as a badge), so a phone shows the first results and
 * not a screenful of form. On the desktop the CSS shows the panel's content and hides its toggle.
 */
export async function ListingFilters({ lang, goal, action, query, cities, types }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const chosenCities = new Set(query.cities.map(fold));
  const count = (item: { sale: number; rent: number }) => (goal === 'sale' ? item.sale : item.rent);
  // Chosen cities first, so they show without scrolling the list.
  const chosen = (c: City) => (chosenCities.has(fold(c.name)) ? 0 : 1);
  const refinements = refinementCount(query);
  const available = cities.filter((c) => count(c) > 0).sort((a, b) => chosen(a) - chosen(b) || a.name.localeCompare(b.name, lang));
  return (
    <Form action={action} className="filters" aria-label={t('filters')}>
      {/* Applying filters keeps the map view (lib/listing/query.ts round trip). */}
      {query.view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className="filters__field filters__field--text">
        <label htmlFor="filter-q">{t('text')}</label>
        <ClientTexts lang={lang} keys={['Search']}>
          <SearchCombobox lang={lang} goal={goal} inputId="filter-q" name="q" defaultValue={query.text} maxLength={LIMITS.text} placeholder />
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
            options={available.map((city) => ({ value: city.name, label: city.name, count: count(city), checked: chosenCities.has(fold(city.name)) }))}
          />
          <CheckboxGroup
            legend={t('types')}
            name="type"
            options={types.map((type) => ({ value: String(type.webId), label: type.name, count: count(type), checked: query.types.includes(type.webId) }))}
          />
          <div className="filters__row">
            <div className="filters__field">
              <label htmlFor="filter-price-min">{t('priceMin')}</label>
              <input id="filter-price-min" name="price_min" type="number" inputMode="numeric" min={0} step={goal === 'sale' ? 5000 : 50} defaultValue={query.priceMin ?? ''} />
            </div>
            <div className="filters__field">
              <label htmlFor="filter-price-max">{t('priceMax')}</label>
              <input id="filter-price-max" name="price_max" type="number" inputMode="numeric" min={0} step={goal === 'sale' ? 5000 : 50} defaultValue={query.priceMax ?? ''} />
            </div>
          </div>
          <div className="filters__row">
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
        </div>
      </details>
      <div className="filters__actions">
        <button type="submit" className="button button--accent">
          {t('apply')}
        </button>
        <Link href={query.view === 'map' ? `${action}?view=map` : action} className="filters__reset">
          {t('reset')}
        </Link>
      </div>
    </Form>
  );
}
