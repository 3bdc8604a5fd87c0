/**
 * The property detail page, shared by its two routes: the page itself (page.tsx) and the same page with
 * one folded form open, for browsers without JavaScript (`?form=<id>`, [form]/page.tsx; lib/catalogue/property/folds.ts).
 * Both are generated on their first request and then served from the cache until the next deployment
 * (docs/decisions/0022).
 */

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { detailRoute } from '@/lib/catalogue/routing/detail-pages';
import { getProjectUnits, getProjects, getProperties, getProperty, getSite, getTeamMember } from '@/lib/catalogue/data';
import { getPropertyDetail } from '@/lib/catalogue/property/detail';
import { isOffMarket, placeName, priceDisplay, streetLine, takesVisitRequests } from '@/lib/catalogue/property/display';
import { hrefForProperty, hrefForRoute } from '@/lib/catalogue/routing/navigation';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { truncate } from '@/lib/catalogue/format/text';
import { energyLabelOf, needsRenovationNotice } from '@/lib/catalogue/property/energy';
import { regionOf } from '@/lib/catalogue/property/region';
import { similarProjects, similarProperties } from '@/lib/catalogue/property/similar';
import { mapFallbackFor, mapMessage } from '@/lib/catalogue/map/server';
import { pageMetadata } from '@/lib/catalogue/seo/metadata';
import { propertyJsonLd } from '@/lib/catalogue/seo/property-json-ld';
import { unfoldedPath, type FoldedPropertyForm } from '@/lib/catalogue/property/folds';
import { JsonLd } from '@/components/ui/json-ld';
import { Icon } from '@/components/ui/icon';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { ProjectCard } from '@/components/project/project-card';
import { MapEmbed } from '@/components/map/map-embed';
import { StreetViewLink } from '@/components/map/street-view-link';
import { AgentCard } from '@/components/property/agent-card';
import { ContactBar } from '@/components/property/contact-bar';
import { CostPanel } from '@/components/property/cost-panel';
import { Gallery } from '@/components/property/gallery';
import { Price, priceParts } from '@/components/property/price';
import { PropertyCard } from '@/components/property/property-card';
import { PropertyDescription } from '@/components/property/property-description';
import { PropertyDetails } from '@/components/property/property-details';
import { PropertyDocuments } from '@/components/property/property-documents';
import { PriceHistory } from '@/components/property/price-history';
import { freshnessTexts } from '@/components/property/freshness';
import { PropertyForms } from '@/components/property/property-form-sections';
import { VideoFacades } from '@/components/property/video-facades';
import { PageViewBeacon } from '@/components/property/page-view-beacon';

type Params = Promise<{ lang: string; id: string }>;

const route = detailRoute(getProperty, hrefForProperty);

/** The page's metadata; the page with a form open is not indexed, its canonical is the page itself. */
export async function propertyMetadata(params: Params, unfolded?: FoldedPropertyForm): Promise<Metadata> {
  const { lang, record: property, alternates } = await route.load(params);
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  // A sold or rented property whose price is hidden says its state, never "price on request".
  const parts = await priceParts(lang, property);
  const price = parts ? [parts.text, parts.unit].filter(Boolean).join(' ') : (property.marquee.name ?? t('priceOnRequest'));
  const detail = getPropertyDetail(property);
  // "Rijwoning in Gent, € 410.000. Lichtrijke rijwoning …": what a search result or a shared link needs first.
  const description = truncate(`${property.typeDescription}, ${placeName(property.address)}, ${price}. ${detail.description}`, 160);
  return pageMetadata({
    lang,
    title: `${property.title} | ${getSite().name}`,
    description,
    alternates,
    image: detail.pictures[0]?.url,
    noIndex: !!unfolded,
  });
}

/**
 * The property detail page: notice when sold or rented, photos, the summary (price, its dated badges,
 * address, key facts, favourite, contact person), description, videos, label groups with energy and
 * financial details, the price history, documents, location, similar properties and projects, and the listing's structured data. `unfolded`
 * is the folded form shown open (a form the property does not take leaves the page as it is).
 */
export async function PropertyDetailPage({ params, unfolded }: { params: Params; unfolded?: FoldedPropertyForm }) {
  const { lang, record: property, canonical, alternates } = await route.load(params);
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const listing = await getTranslations({ locale: lang, namespace: 'Listing' });
  const site = getSite();
  const detail = getPropertyDetail(property);

  const place = `${property.address.zip} ${placeName(property.address)}`;
  const street = property.publishAddress ? streetLine(property.address, (box) => t('box', { box })) : null;
  const agent = property.agentId ? getTeamMember(property.agentId) : undefined;
  const energy = energyLabelOf(property);
  const region = regionOf(property.address.countryId, property.address.zip);
  const offMarket = isOffMarket(property);
  const fresh = await freshnessTexts(lang, property);
  const similar = similarProperties(property, getProperties(lang));
  const projects = similarProjects(property, getProjects(lang), (id) => getProjectUnits(lang, id));
  // The property's own marker shows even when it is sold or rented (no marquee is ignored here).
  const { message: map } = await mapMessage([property], lang, { marqueeIgnore: [] });
  // Without JavaScript: the address and the place on OpenStreetMap, at the door only when published.
  const mapFallback = await mapFallbackFor(lang, {
    place: street ? `${street}, ${place}` : place,
    address: property.address,
    at: property.publishAddress ? property.coordinates : null,
  });
  const listingPage = listingRoute(property.goal);
  const jsonLd = propertyJsonLd(property, detail, {
    url: new URL(canonical, site.url).href,
    origin: site.url,
    agency: { name: site.name, url: new URL(hrefForRoute(lang, { kind: 'home' }), site.url).href },
    streetAddress: street,
  });

  const similarSection = similar.length > 0 && (
    <section className="property-similar" aria-labelledby="property-similar-title">
      <h2 id="property-similar-title">{t('similarTitle')}</h2>
      <div className="card-grid">
        {similar.map((p) => (
          <PropertyCard key={p.id} lang={lang} property={p} />
        ))}
      </div>
    </section>
  );

  return (
    <SiteShell lang={lang} alternates={alternates} active={listingPage.original}>
      <PageHead
        title={property.title}
        compact
        subtitle={`${property.typeDescription} · ${placeName(property.address)}`}
        breadcrumbs={
          <Breadcrumbs
            lang={lang}
            crumbs={[
              { name: property.goal === 'sale' ? listing('forSale') : listing('forRent'), href: hrefForRoute(lang, listingPage) },
              { name: property.title, href: canonical },
            ]}
          />
        }
      />
      <div className="container property-detail">
        <PageViewBeacon id={property.id} />
        <div className="property-detail__top">
          <div className="property-detail__media">
            <Gallery lang={lang} photos={detail.pictures} title={property.title} />
          </div>
          <aside className="property-detail__summary" aria-label={t('keyFacts')}>
            {/* Beside the price, the state it has: on the first screen of a phone and of a desktop. */}
            {offMarket && (
              <p className={`notice notice--${property.marquee.state} property-detail__notice`} role="status">
                {t(property.marquee.state === 'sold' ? 'soldNotice' : 'rentedNotice')}
              </p>
            )}
            {/* A sold or rented property whose price is hidden: its notice above says it all (priceDisplay). */}
            {priceDisplay(property) !== 'off-market' && (
              <p className="property-detail__price">
                <Price lang={lang} property={property} />
                {fresh.previousPrice && (
                  <del className="price__was">
                    <span className="visually-hidden">{`${fresh.previousPrice.label} `}</span>
                    {fresh.previousPrice.text}
                  </del>
                )}
              </p>
            )}
            {fresh.badges.length > 0 && (
              <p className="ribbons">
                {fresh.badges.map((badge) => (
                  <span key={badge.kind} className={`ribbon ribbon--${badge.kind}`}>
                    {badge.text}
                  </span>
                ))}
              </p>
            )}
            <p className="property-detail__address">
              <Icon name="pin" size={18} /> {street ? `${street}, ${place}` : place}
            </p>
            <ul className="property-detail__facts">
              {property.bedrooms ? (
                <li>
                  <Icon name="bed" size={18} /> {t('bedrooms', { count: property.bedrooms })}
                </li>
              ) : null}
              {property.livingSurface ? (
                <li>
                  <Icon name="area" size={18} /> {t('surface', { value: property.livingSurface })}
                </li>
              ) : null}
              {energy ? <li>{t('energyLabel', { label: energy.text })}</li> : null}
              <li className="property-detail__ref">{t('reference', { id: property.id })}</li>
            </ul>
            <FavouriteButton id={property.id} title={property.title} className="property-detail__favourite" />
            {agent && (
              <div className="property-detail__agent">
                <h2 className="property-detail__agent-title">{t('contactTitle')}</h2>
                <AgentCard lang={lang} member={agent} />
              </div>
            )}
          </aside>
        </div>
        {offMarket && similarSection}
        <div className="property-detail__body">
          <PropertyDescription lang={lang} text={detail.description} />
          <VideoFacades lang={lang} videos={detail.videos} poster={detail.pictures[0] ?? null} />
          <PropertyDetails
            lang={lang}
            groups={detail.groups}
            energy={energy}
            renovationNotice={needsRenovationNotice(property)}
            planningOffice={property.goal === 'sale' && region === 'brussels' ? placeName(property.address) : undefined}
            region={region}
          />
          <PriceHistory lang={lang} property={property} />
          {/* The default scenario only: the page never reads its query (its form submits to the cost page). */}
          <CostPanel lang={lang} property={property} />
          <PropertyForms lang={lang} property={property} page={canonical} unfolded={unfolded} />
          <PropertyDocuments
            lang={lang}
            documents={detail.documents}
            property={property}
            page={canonical}
            unfolded={unfolded === 'documents'}
          />
          {map.properties.length > 0 && (
            <section className="property-location" aria-labelledby="property-location-title">
              <h2 id="property-location-title">{t('locationTitle')}</h2>
              <MapEmbed message={map} title={t('mapTitle', { title: property.title })} className="property-map" fallback={mapFallback} />
              <StreetViewLink lang={lang} property={property} />
            </section>
          )}
        </div>
        {!offMarket && similarSection}
        {projects.length > 0 && (
          <section className="property-similar" aria-labelledby="property-projects-title">
            <h2 id="property-projects-title">{t('similarProjectsTitle')}</h2>
            <div className="card-grid">
              {projects.map((p) => (
                <ProjectCard key={p.id} lang={lang} project={p} />
              ))}
            </div>
          </section>
        )}
      </div>
      <ContactBar
        lang={lang}
        agent={agent}
        title={property.title}
        reference={property.id}
        form={
          takesVisitRequests(property)
            ? {
                target: 'contact-appointment-title',
                visit: true,
                href: `${unfoldedPath(canonical, 'contact-appointment')}#contact-appointment-title`,
              }
            : { target: 'contact-me', visit: false }
        }
        path={canonical}
      />
      <JsonLd data={jsonLd} />
    </SiteShell>
  );
}
