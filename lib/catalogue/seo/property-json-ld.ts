/**
 * schema.org structured data of a property detail page: a RealEstateListing whose offer names the price
 * (per month for rentals), the seller, and the place offered with its address and coordinates.
 * A private address (PublishAddress false) gives no street and only rounded coordinates.
 */
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '@/lib/catalogue/data/file-schemas';
import type { Property } from '@/lib/catalogue/data';
import type { PropertyDetail } from '@/lib/catalogue/property/detail';
import { isOffMarket, publicCoordinates } from '@/lib/catalogue/property/display';
import { APARTMENT_TYPE_ID, HOUSE_TYPE_ID } from '@/lib/catalogue/property/energy';

const LANGUAGE_TAG = { nl: 'nl-BE', fr: 'fr-BE', en: 'en', de: 'de' } as const;

export interface ListingContext {
  /** Absolute URL of the page. */
  url: string;
  /** Origin for the photo URLs, e.g. "https://www.example.be". */
  origin: string;
  agency: { name: string; url: string };
  /** The street line, only when it may be shown. */
  streetAddress: string | null;
}

function countryCode(address: Property['address']): string {
  if (address.countryId === COUNTRY_BELGIUM) return 'BE';
  if (address.countryId === COUNTRY_LUXEMBOURG) return 'LU';
  return address.countryName;
}

function placeType(typeId: number): string {
  if (typeId === HOUSE_TYPE_ID) return 'House';
  if (typeId === APARTMENT_TYPE_ID) return 'Apartment';
  return 'Place';
}

export function propertyJsonLd(
  property: Property,
  detail: Pick<PropertyDetail, 'description' | 'pictures'>,
  context: ListingContext,
): Record<string, unknown> {
  const coordinates = publicCoordinates(property);
  const type = placeType(property.typeId);
  const offMarket = isOffMarket(property);
  const price =
    property.price === null
      ? {}
      : property.goal === 'rent'
        ? {
            price: property.price,
            priceCurrency: 'EUR',
            priceSpecification: { '@type': 'UnitPriceSpecification', price: property.price, priceCurrency: 'EUR', unitCode: 'MON' },
          }
        : property.vat
          ? {
              price: property.price,
              priceCurrency: 'EUR',
              priceSpecification: {
                '@type': 'PriceSpecification',
                price: property.price,
                priceCurrency: 'EUR',
                valueAddedTaxIncluded: property.vat === 'included',
              },
            }
          : { price: property.price, priceCurrency: 'EUR' };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    url: context.url,
    name: property.title,
    description: detail.description,
    inLanguage: LANGUAGE_TAG[property.lang],
    datePosted: property.createdAt,
    image: detail.pictures.slice(0, 10).map((p) => new URL(p.url, context.origin).href),
    offers: {
      '@type': 'Offer',
      ...price,
      availability: offMarket ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      businessFunction: `http://purl.org/goodrelations/v1#${property.goal === 'rent' ? 'LeaseOut' : 'Sell'}`,
      seller: { '@type': 'RealEstateAgent', name: context.agency.name, url: context.agency.url },
      itemOffered: {
        '@type': type,
        name: property.typeDescription,
        address: {
          '@type': 'PostalAddress',
          ...(context.streetAddress ? { streetAddress: context.streetAddress } : {}),
          postalCode: property.address.zip,
          addressLocality: property.address.city,
          addressCountry: countryCode(property.address),
        },
        ...(coordinates ? { geo: { '@type': 'GeoCoordinates', latitude: coordinates.lat, longitude: coordinates.lng } } : {}),
        ...(property.bedrooms !== null && type !== 'Place' ? { numberOfBedrooms: property.bedrooms } : {}),
        ...(property.livingSurface !== null
          ? { floorSize: { '@type': 'QuantitativeValue', value: property.livingSurface, unitCode: 'MTK' } }
          : {}),
      },
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped, so no text in the data can close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
