import type { Metadata } from 'next';
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
import { Gallery, galleryLabels } from '@/components/property/gallery';
import { VideoFacades, videoLabels } from '@/components/property/video-facades';

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
  return (
    <PropertyPage
      lang={lang}
      property={property}
      canonical={canonical}
      alternates={propertyAlternates(property)}
      slots={{
        gallery: <Gallery photos={property.pictures} title={property.title} labels={await galleryLabels(lang)} />,
        videos: <VideoFacades videos={property.record.Videos} poster={property.pictures[0] ?? null} labels={await videoLabels(lang)} />,
      }}
    />
  );
}
