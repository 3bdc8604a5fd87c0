import Form from 'next/form';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { City, Goal, Lang, PropertyType } from '@/lib/data';
import { SORTS, type ListingQuery } from '@/lib/listing/query';
import { fold } from '@/lib/listing/filter';

interface Props {
  lang: Lang;
  goal: Goal;
  action: string;
  query: ListingQuery;
  cities: City[];
  types: PropertyType[];
}

/**
 * The listing filters: a GET form, so they work without JavaScript (a plain page load) and, with
 * JavaScript, next/form navigates without a full reload. Everything lives in the URL.
 */
export async function ListingFilters({ lang, goal, action, query, cities, types }: Props) {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const chosenCities = new Set(query.cities.map(fold));
  const count = (item: { sale: number; rent: number }) => (goal === 'sale' ? item.sale : item.rent);
  // Chosen cities first, so they show without scrolling the list.
  const chosen = (c: City) => (chosenCities.has(fold(c.name)) ? 0 : 1);
  const available = cities.filter((c) => count(c) > 0).sort((a, b) => chosen(a) - chosen(b) || a.name.localeCompare(b.name, lang));
  return (
    <Form action={action} className="filters" aria-label={t('filters')}>
      <div className="filters__field filters__field--text">
        <label htmlFor="filter-q">{t('text')}</label>
        <input id="filter-q" name="q" type="search" defaultValue={query.text} maxLength={100} autoComplete="off" />
      </div>
      <details className="filters__group" open={query.cities.length > 0}>
        <summary>
          {t('cities')}
          {query.cities.length > 0 && <span className="filters__badge">{query.cities.length}</span>}
        </summary>
        <fieldset>
          <legend className="visually-hidden">{t('cities')}</legend>
          <ul>
            {available.map((city) => (
              <li key={`${city.zip}-${city.name}`}>
                <label>
                  <input type="checkbox" name="city" value={city.name} defaultChecked={chosenCities.has(fold(city.name))} />
                  {city.name} <span className="filters__count">({count(city)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </details>
      <details className="filters__group" open={query.types.length > 0}>
        <summary>
          {t('types')}
          {query.types.length > 0 && <span className="filters__badge">{query.types.length}</span>}
        </summary>
        <fieldset>
          <legend className="visually-hidden">{t('types')}</legend>
          <ul>
            {types.map((type) => (
              <li key={type.webId}>
                <label>
                  <input type="checkbox" name="type" value={type.webId} defaultChecked={query.types.includes(type.webId)} />
                  {type.name} <span className="filters__count">({count(type)})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </details>
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
      <div className="filters__actions">
        <button type="submit" className="button button--accent">
          {t('apply')}
        </button>
        <Link href={action} className="filters__reset">
          {t('reset')}
        </Link>
      </div>
    </Form>
  );
}
