import type { Metadata } from 'next';
import { IntentLink } from '@/components/ui/intent-link';
import { getTranslations } from 'next-intl/server';
import { getProperty, getSite } from '@/lib/catalogue/data';
import type { Property } from '@/lib/catalogue/data';
import { alternatesFor, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { parseIdsParam } from '@/lib/visitor/favourites/ids';
import { APP_PATHS, listingRoute } from '@/lib/catalogue/routing/app-routes';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { NOINDEX_APP_ROUTES } from '@/lib/catalogue/seo/sitemap';
import { SiteShell } from '@/components/layout/site-shell';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { PageHead } from '@/components/layout/page-head';
import { PropertyCard } from '@/components/property/property-card';
import { FavouritesSync } from '@/components/favourites/favourites-sync';
import { getLang } from '@/lib/catalogue/routing/lang';

const ROUTE = { kind: 'app', original: APP_PATHS.favourites } as const;
const LIST_ID = 'favourites-list';
const STATUS_ID = 'favourites-status';

interface Props {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Favourites' });
  // A personal list: not for search engines, whatever IDs the URL carries.
  return pageMetadata({
    lang,
    title: `${t('title')} | ${getSite().name}`,
    description: t('description'),
    alternates: alternatesFor(ROUTE),
    noIndex: NOINDEX_APP_ROUTES.has(ROUTE.original),
  });
}

/**
 * The visitor's favourites, rendered on the server from `?ids=4101,4102` (bounded, unknown IDs
 * skipped) with the same cards as the listings. The list itself lives in the browser;
 * FavouritesSync puts it in the URL, which also makes the page shareable.
 */
export default async function FavouritesPage({ params, searchParams }: Props) {
  const lang = await getLang(params);
  const t = await getTranslations({ locale: lang, namespace: 'Favourites' });
  const requested = parseIdsParam((await searchParams).ids);
  const properties = requested.map((id) => getProperty(lang, id)).filter((p): p is Property => !!p);
  const missing = requested.filter((id) => !properties.some((p) => p.id === id));
  const path = hrefForRoute(lang, ROUTE);
  return (
    <SiteShell lang={lang} alternates={alternatesFor(ROUTE)} active={ROUTE.original}>
      <PageHead title={t('title')} breadcrumbs={<Breadcrumbs lang={lang} crumbs={[{ name: t('title'), href: path }]} />} />
      <div className="container favourites">
        <p className="listing__count" role="status" id={STATUS_ID} tabIndex={-1}>
          {t('count', { count: properties.length })}
          {missing.length > 0 && ` · ${t('missing', { count: missing.length })}`}
        </p>
        {properties.length ? (
          <>
            <ul className="card-grid" id={LIST_ID}>
              {properties.map((property) => (
                <li key={property.id}>
                  <PropertyCard lang={lang} property={property} headingLevel={2} />
                </li>
              ))}
            </ul>
            <p className="favourites__share">{t('shareHint')}</p>
          </>
        ) : (
          <div className="listing__empty">
            <p className="favourites__empty">{t('empty')}</p>
            <p>{t('emptyHint')}</p>
            <p className="listing__empty-actions">
              <IntentLink href={hrefForRoute(lang, listingRoute('sale'))} className="button button--accent">
                {t('browseSale')}
              </IntentLink>
              <IntentLink href={hrefForRoute(lang, listingRoute('rent'))} className="button button--outline">
                {t('browseRent')}
              </IntentLink>
            </p>
          </div>
        )}
        <FavouritesSync path={path} requested={requested} missing={missing} listId={LIST_ID} statusId={STATUS_ID} />
      </div>
    </SiteShell>
  );
}
