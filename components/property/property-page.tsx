import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getProjectUnits, getProjects, getProperties, getSite, getTeamMember } from '@/lib/data';
import type { Lang, Property } from '@/lib/data';
import { placeName, streetLine } from '@/lib/data/property';
import { hrefForRoute } from '@/i18n/navigation';
import { detailGroups } from '@/lib/property/details';
import { energyLabelOf, needsRenovationNotice } from '@/lib/property/energy';
import { similarProjects, similarProperties } from '@/lib/property/similar';
import { propertyJsonLd } from '@/lib/seo/property-json-ld';
import { JsonLd } from '@/components/ui/json-ld';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { Breadcrumbs } from '@/components/layout/breadcrumbs';
import { FavouriteButton } from '@/components/favourites/favourite-button';
import { ProjectCard } from '@/components/project/project-card';
import { Icon } from '@/components/ui/icon';
import { MapEmbed } from '@/components/map/map-embed';
import { StreetViewLink } from '@/components/map/street-view-link';
import { mapMessage } from '@/lib/map/server';
import { AgentCard } from './agent-card';
import { Price } from './price';
import { PropertyCard } from './property-card';
import { PropertyDescription } from './property-description';
import { PropertyDetails } from './property-details';
import { PropertyDocuments } from './property-documents';

/** The client-heavy parts, which the page file picks (and their labels). */
export interface PropertyPageSlots {
  gallery: ReactNode;
  videos: ReactNode;
}

/**
 * The property detail page: notice when sold or rented, photos, the summary (price, address, key facts,
 * favourite, contact person), description, videos, label groups with energy and financial details,
 * documents, location, similar properties and projects, and the listing's structured data.
 */
export async function PropertyPage({
  lang,
  property,
  canonical,
  alternates,
  slots,
}: {
  lang: Lang;
  property: Property;
  canonical: string;
  alternates: Record<Lang, string>;
  slots: PropertyPageSlots;
}) {
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const layout = await getTranslations({ locale: lang, namespace: 'Layout' });
  const listing = await getTranslations({ locale: lang, namespace: 'Listing' });
  const favourites = await getTranslations({ locale: lang, namespace: 'Favourites' });
  const site = getSite();
  const { record } = property;

  const place = `${property.address.zip} ${placeName(property.address)}`;
  const street = property.publishAddress ? streetLine(property.address, (box) => t('box', { box })) : null;
  const agent = property.agentId ? getTeamMember(property.agentId) : undefined;
  const energy = energyLabelOf(property);
  const groups = detailGroups({ record, publishAddress: property.publishAddress, streetLine: street, price: property.price, goal: property.goal });
  const offMarket = property.marquee.state === 'sold' || property.marquee.state === 'rented';
  const similar = similarProperties(property, getProperties(lang));
  const projects = similarProjects(property, getProjects(lang), (id) => getProjectUnits(lang, id));
  // The property's own marker shows even when it is sold or rented (no marquee is ignored here).
  const { message: map } = await mapMessage([property], lang, { marqueeIgnore: [] });
  const listingRoute = { kind: 'app', original: property.goal === 'sale' ? '/for-sale/' : '/for-rent/' } as const;
  const jsonLd = propertyJsonLd(property, {
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
    <SiteShell lang={lang} alternates={alternates} active={listingRoute.original}>
      <PageHead
        title={property.title}
        subtitle={`${property.typeDescription} · ${placeName(property.address)}`}
        breadcrumbs={
          <Breadcrumbs
            lang={lang}
            crumbs={[
              { name: layout('home'), href: hrefForRoute(lang, { kind: 'home' }) },
              { name: property.goal === 'sale' ? listing('forSale') : listing('forRent'), href: hrefForRoute(lang, listingRoute) },
              { name: property.title, href: canonical },
            ]}
          />
        }
      />
      <div className="container property-detail">
        {offMarket && (
          <p className={`notice notice--${property.marquee.state} property-detail__notice`} role="status">
            {t(property.marquee.state === 'sold' ? 'soldNotice' : 'rentedNotice')}
          </p>
        )}
        <div className="property-detail__top">
          <div className="property-detail__media">{slots.gallery}</div>
          <aside className="property-detail__summary" aria-label={t('keyFacts')}>
            <p className="property-detail__price">
              <Price lang={lang} property={property} />
            </p>
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
            <FavouriteButton id={property.id} label={favourites('save', { title: property.title })} className="property-detail__favourite" />
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
          <PropertyDescription lang={lang} text={property.description} />
          {slots.videos}
          <PropertyDetails lang={lang} groups={groups} energy={energy} renovationNotice={needsRenovationNotice(property)} />
          <PropertyDocuments lang={lang} documents={record.Documents} propertyId={property.id} email={agent?.email ?? site.contact.email} />
          {map.properties.length > 0 && (
            <section className="property-location" aria-labelledby="property-location-title">
              <h2 id="property-location-title">{t('locationTitle')}</h2>
              <MapEmbed message={map} title={t('mapTitle', { title: property.title })} className="property-map" />
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
      <JsonLd data={jsonLd} />
    </SiteShell>
  );
}
