import type { Metadata } from 'next';
import Image from 'next/image';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { detailAlternates, redirectToCanonical } from '@/i18n/detail-pages';
import { getProperty, getSite } from '@/lib/data';
import type { Lang, Property } from '@/lib/data';
import { placeName } from '@/lib/data/property';
import { hrefForProperty } from '@/i18n/navigation';
import { truncate } from '@/lib/format/text';
import { formatEuro } from '@/lib/format/price';
import { pageMetadata } from '@/lib/seo/metadata';
import { PropertyPage } from '@/components/property/property-page';

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
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const price = formatEuro(property.price) ?? t('priceOnRequest');
  // "Rijwoning in Gent, € 410.000. Lichtrijke rijwoning …": what a search result or a shared link needs first.
  const description = truncate(`${property.typeDescription}, ${placeName(property.address)}, ${price}. ${property.description}`, 160);
  return pageMetadata({
    lang,
    title: `${property.title} | ${getSite().name}`,
    description,
    alternates: propertyAlternates(property),
    image: property.pictures[0]?.url,
  });
}

/**
 * Property detail. Any URL that names the property but not by its canonical path is redirected there,
 * query kept: /property/{id}/ with 307 like every neutral route, an outdated slug with 308.
 */
export default async function PropertyDetailPage({ params, searchParams }: Props) {
  const { lang: raw, id, slug } = await params;
  const lang = raw as Lang;
  const property = findProperty(lang, id);
  const canonical = hrefForProperty(lang, property);
  await redirectToCanonical(lang, id, slug, canonical, searchParams);
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  const photo = property.pictures[0];
  return (
    <PropertyPage
      lang={lang}
      property={property}
      canonical={canonical}
      alternates={propertyAlternates(property)}
      slots={{
        gallery: photo ? (
          <Image src={photo.url} alt={property.title} width={photo.width} height={photo.height} sizes="(max-width: 1279px) 100vw, 800px" preload quality={75} className="property-detail__photo" />
        ) : (
          <p className="property-detail__no-photo">{t('noPhoto')}</p>
        ),
        videos: null,
        map: null,
      }}
    />
  );
}
