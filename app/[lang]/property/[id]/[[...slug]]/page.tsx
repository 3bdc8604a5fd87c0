import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { detailAlternates, redirectToCanonical } from '@/i18n/detail-pages';
import { getTranslations } from 'next-intl/server';
import { getProperty, getSite } from '@/lib/data';
import type { Lang, Property } from '@/lib/data';
import { hrefForProperty } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo/metadata';
import { SiteShell } from '@/components/layout/site-shell';
import { PageHead } from '@/components/layout/page-head';
import { Price } from '@/components/property/price';

type Props = PageProps<'/[lang]/property/[id]/[[...slug]]'>;

function findProperty(lang: Lang, id: string): Property {
  const property = /^\d{1,9}$/.test(id) ? getProperty(lang, Number(id)) : undefined;
  if (!property) notFound();
  return property;
}

function propertyAlternates(property: Property): Record<Lang, string> {
  return detailAlternates((lang) => getProperty(lang, property.id), hrefForProperty);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang: raw, id } = await params;
  const lang = raw as Lang;
  const property = findProperty(lang, id);
  return pageMetadata({
    lang,
    title: `${property.title} | ${getSite().name}`,
    description: property.description.slice(0, 160),
    alternates: propertyAlternates(property),
    image: property.pictures[0]?.url,
  });
}

/**
 * Property detail (a minimal version; the full page comes with the detail issue). Any URL that
 * names the property but not by its canonical path is redirected there, query kept: /property/{id}/
 * with 307 like every neutral route, an outdated slug with 308.
 */
export default async function PropertyPage({ params, searchParams }: Props) {
  const { lang: raw, id, slug } = await params;
  const lang = raw as Lang;
  const property = findProperty(lang, id);
  const canonical = hrefForProperty(lang, property);
  await redirectToCanonical(lang, id, slug, canonical, searchParams);
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const photo = property.pictures[0];
  return (
    <SiteShell lang={lang} alternates={propertyAlternates(property)} active={property.goal === 'sale' ? '/for-sale/' : '/for-rent/'}>
      <PageHead title={property.title} subtitle={`${property.typeDescription} · ${property.address.city}`} />
      <div className="container property-detail">
        {property.marquee.state === 'sold' && <p className="notice notice--sold">{t('soldNotice')}</p>}
        {property.marquee.state === 'rented' && <p className="notice notice--rented">{t('rentedNotice')}</p>}
        <p className="property-detail__price">
          <Price lang={lang} property={property} />
        </p>
        <p className="property-detail__ref">{t('reference', { id: property.id })}</p>
        {photo ? (
          <Image src={photo.url} alt={property.title} width={photo.width} height={photo.height} sizes="(max-width: 1279px) 100vw, 1200px" preload quality={75} className="property-detail__photo" />
        ) : (
          <p className="property-detail__no-photo">{t('noPhoto')}</p>
        )}
        <p className="property-detail__description">{property.description}</p>
      </div>
    </SiteShell>
  );
}
