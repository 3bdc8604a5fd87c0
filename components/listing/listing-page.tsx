import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getProperties, getSite } from '@/lib/data';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Goal, Lang } from '@/lib/data';
import { alternatesFor, hrefForRoute } from '@/i18n/navigation';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { PropertyCard } from '@/components/property/property-card';
import { SearchForm } from '@/components/search/search-form';

export async function listingMetadata(lang: Lang, goal: Goal): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  return pageMetadata({
    lang,
    title: `${goal === 'sale' ? t('saleTitle') : t('rentTitle')} | ${getSite().name}`,
    description: goal === 'sale' ? t('saleDescription') : t('rentDescription'),
    alternates: alternatesFor({ kind: 'app', original: goal === 'sale' ? '/for-sale/' : '/for-rent/' }),
  });
}

/** For sale / for rent: every property of the goal, newest first. Filters, sort and paging come with the listings issue. */
export async function ListingPage({ lang, goal }: { lang: Lang; goal: Goal }) {
  const t = await getTranslations({ locale: lang, namespace: 'Listing' });
  const layout = await getTranslations({ locale: lang, namespace: 'Layout' });
  const original = goal === 'sale' ? '/for-sale/' : '/for-rent/';
  const route = { kind: 'app', original } as const;
  const properties = getProperties(lang)
    .filter((p) => p.goal === goal)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const title = goal === 'sale' ? t('forSale') : t('forRent');
  return (
    <SiteShell lang={lang} alternates={alternatesFor(route)} active={original}>
      <PageHead
        title={title}
        breadcrumbs={
          <Breadcrumbs
            lang={lang}
            crumbs={[
              { name: layout('home'), href: hrefForRoute(lang, { kind: 'home' }) },
              { name: title, href: hrefForRoute(lang, route) },
            ]}
          />
        }
      />
      <div className="container listing">
        <SearchForm lang={lang} id="listing-search" />
        <p className="listing__count" role="status">
          {t('count', { count: properties.length })}
        </p>
        {properties.length ? (
          <ul className="card-grid">
            {properties.map((property) => (
              <li key={property.id}>
                <PropertyCard lang={lang} property={property} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="listing__empty">{t('empty')}</p>
        )}
      </div>
    </SiteShell>
  );
}
