import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntentLink } from '@/components/ui/intent-link';
import { getCities, getPropertyTypes, getSite, type Goal, type Lang } from '@/lib/catalogue/data';
import { getCityDirectory, getListingIndex } from '@/lib/catalogue/listing';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { alternatesFor, href as localHref, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { catalogueFacets, facetCounts, filterListing, matchListing } from '@/lib/catalogue/listing/filter';
import { citiesIn, zonesOf } from '@/lib/catalogue/listing/cities';
import { listingSearchParams, parseListingQuery, type ListingQuery } from '@/lib/catalogue/listing/query';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { PropertyCard } from '@/components/property/property-card';
import { MapEmbed } from '@/components/map/map-embed';
import { mapFallbackFor, mapMessage } from '@/lib/catalogue/map/server';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { Icon } from '@/components/ui/icon';
import { ListingFilters } from './listing-filters';
import { Pagination } from './pagination';
import { ViewToggle, viewHref } from './view-toggle';

export async function listingMetadata(lang: Lang, goal: Goal): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  return pageMetadata({
    lang,
    title: `${goal === 'sale' ? t('saleTitle') : t('rentTitle')} | ${getSite().name}`,
    description: goal === 'sale' ? t('saleDescription') : t('rentDescription'),
    alternates: alternatesFor(listingRoute(goal)),
  });
}

/**
 * The listing in each language with the same filters, page, sort and view (the language switcher):
 * city names become the other language's ("Gent" → "Gand"), the rest is language-neutral. The page's
 * own language keeps its bare address (the footer's forms come back to it).
 */
function listingAlternates(lang: Lang, route: ReturnType<typeof listingRoute>, query: ListingQuery): Record<Lang, string> {
  const directory = getCityDirectory();
  const bare = alternatesFor(route);
  return Object.fromEntries(
    Object.entries(bare).map(([other, href]) => {
      if (other === lang) return [other, href];
      const search = listingSearchParams(query, { cities: citiesIn(directory, other as Lang, query.cities) }).toString();
      return [other, search ? `${href}?${search}` : href];
    }),
  ) as Record<Lang, string>;
}

/**
 * The query a cached listing page was made for: the proxy put the normalized query string into the
 * internal path's last segment (`listingSegment`, lib/catalogue/routing/resolve.ts); without one it is the unfiltered listing.
 */
export function listingQueryOf(segment?: string): ListingQuery {
  return parseListingQuery(new URLSearchParams(segment ? Buffer.from(segment, 'base64url').toString('utf8') : ''));
}

/**
 * For sale / for rent, driven by the URL: filters, sort and page come from the query string, so a
 * listing can be shared, crawled and revisited with the back button. Each normalized query is one page,
 * rendered once and then served from the cache (docs/decisions/0022); the unfiltered one is prerendered.
 */
export async function ListingPage({ lang, goal, query }: { lang: Lang; goal: Goal; query: ListingQuery }) {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const mapTexts = await getTranslations({ locale: lang, namespace: 'Map' });
  const route = listingRoute(goal);
  const action = hrefForRoute(lang, route);
  const listings = getListingIndex(lang);
  const result = filterListing(listings, goal, query);
  const facets = facetCounts(listings, goal, query);
  const totals = catalogueFacets(listings, goal);
  const cities = getCities(lang);
  // The map view shows every result of the filter, not one page (capped in lib/catalogue/map/message.ts).
  // Without JavaScript the map view offers the same results as a list instead.
  const map =
    query.view === 'map' && result.total > 0
      ? {
          ...(await mapMessage(matchListing(listings, goal, query), lang)),
          fallback: await mapFallbackFor(lang, { list: viewHref(action, query, 'list') }),
        }
      : null;
  const title = goal === 'sale' ? t('forSale') : t('forRent');
  // The demand register prefills itself from these (components/forms/demand-register-form.tsx, demandFromListing): the
  // listing's filters, its goal, and as zones the postal codes of the catalogue's cities that its city,
  // province and region filters keep.
  const demandParams = listingSearchParams(query, { page: 1, sort: 'newest', view: 'list' });
  demandParams.set('goal', goal);
  for (const zone of zonesOf(getCityDirectory(), cities, query)) demandParams.append('zone', zone);
  const demandHref = `${localHref(lang, '/demand-register/')}?${demandParams}`;
  return (
    <SiteShell lang={lang} alternates={listingAlternates(lang, route, query)} active={route.original}>
      <PageHead title={title} compact breadcrumbs={<Breadcrumbs lang={lang} crumbs={[{ name: title, href: action }]} />} />
      <div className="container listing">
        <ListingFilters
          lang={lang}
          goal={goal}
          action={action}
          query={query}
          chosenCities={citiesIn(getCityDirectory(), lang, query.cities)}
          cities={cities}
          types={getPropertyTypes(lang)}
          facets={facets}
          totals={totals}
        />
        <div className="listing__results">
          <div className="listing__bar">
            <p className="listing__count" role="status">
              {t('count', { count: result.total })}
              {/* On phones the page number is left to screen readers: the paging below shows it, and the bar stays one line. */}
              {!map && result.pageCount > 1 && (
                <span className="listing__count-page">{` · ${t('pageOf', { page: result.page, pages: result.pageCount })}`}</span>
              )}
            </p>
            {result.total > 0 && (
              // On phones only the short label shows, so the bar stays two lines; the name is the full label either way.
              <IntentLink href={demandHref} className="listing__save" title={t('saveSearchHint')}>
                <Icon name="bell" size={18} />
                <span className="listing__save-full">{t('saveSearch')}</span>
                <span className="listing__save-short" aria-hidden="true">
                  {t('saveSearchShort')}
                </span>
              </IntentLink>
            )}
            <ViewToggle lang={lang} action={action} query={query} />
          </div>
          {map ? (
            <div className="listing__map">
              <MapEmbed message={map.message} title={mapTexts('listingFrameTitle')} fallback={map.fallback} />
              {map.total > map.message.properties.length && (
                <p className="listing__map-note">{mapTexts('capped', { shown: map.message.properties.length, total: map.total })}</p>
              )}
            </div>
          ) : result.items.length ? (
            <ul className="card-grid">
              {result.items.map((property, index) => (
                <li key={property.id}>
                  <PropertyCard lang={lang} property={property} headingLevel={2} first={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="listing__empty">
              <p>{t('empty')}</p>
              <p className="listing__empty-actions">
                <IntentLink href={action} className="button button--outline">
                  {t('widen')}
                </IntentLink>
                <IntentLink href={demandHref} className="button button--accent">
                  {t('registerSearch')}
                </IntentLink>
              </p>
            </div>
          )}
          {!map && <Pagination lang={lang} action={action} query={query} page={result.page} pageCount={result.pageCount} />}
        </div>
      </div>
    </SiteShell>
  );
}
