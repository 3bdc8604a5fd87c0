import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles, type Property } from '@/lib/catalogue/data';
import { reshapePropertyDetail } from '@/lib/catalogue/property/detail';
import { jsonLdText, propertyJsonLd, type ListingContext } from './property-json-ld';

const store = buildStore(loadDataFiles());
const property = (lang: 'nl' | 'fr', id: number) => store.propertyById.get(lang)!.get(id)!;
const context: ListingContext = {
  url: 'https://www.example.be/nl/te-koop/gent/rijwoning/4101/',
  origin: 'https://www.example.be',
  agency: { name: 'Vitrine', url: 'https://www.example.be/' },
  streetAddress: 'Sint-Pietersnieuwstraat 175',
};
const detailOf = (p: Property) => reshapePropertyDetail(store.record(p.lang, p.id)!, p);
type Offer = {
  price?: number;
  availability: string;
  businessFunction: string;
  itemOffered: Record<string, unknown> & { address: Record<string, unknown> };
};

describe('propertyJsonLd', () => {
  it('describes a sale with its price, address, geo and absolute photos', () => {
    const p = property('nl', 4101);
    const data = propertyJsonLd(p, detailOf(p), context);
    const offer = data.offers as Offer;
    expect(data['@type']).toBe('RealEstateListing');
    expect(offer.price).toBe(p.price);
    expect(offer.availability).toBe('https://schema.org/InStock');
    expect(offer.businessFunction).toMatch(/#Sell$/);
    expect(offer.itemOffered['@type']).toBe('House');
    expect(offer.itemOffered.address).toMatchObject({
      streetAddress: 'Sint-Pietersnieuwstraat 175',
      postalCode: '9000',
      addressCountry: 'BE',
    });
    expect(offer.itemOffered.geo).toEqual({ '@type': 'GeoCoordinates', latitude: p.coordinates!.lat, longitude: p.coordinates!.lng });
    expect((data.image as string[])[0]).toBe('https://www.example.be/photos/properties/4101/1.jpg');
  });

  it('leaves out the street and rounds the coordinates of a private address', () => {
    const p = [...store.properties.get('fr')!].find((x) => !x.publishAddress && x.coordinates)!;
    const offer = propertyJsonLd(p, detailOf(p), { ...context, streetAddress: null }).offers as Offer;
    expect(offer.itemOffered.address.streetAddress).toBeUndefined();
    const geo = offer.itemOffered.geo as { latitude: number };
    expect(geo.latitude).toBe(Math.round(p.coordinates!.lat * 100) / 100);
  });

  it('marks sold properties and names no price when it is hidden', () => {
    const sold = property('nl', 4122);
    const offer = propertyJsonLd(sold, detailOf(sold), context).offers as Offer;
    expect(offer.availability).toBe('https://schema.org/SoldOut');
    expect(offer.price).toBeUndefined();
  });

  it('prices rentals per month', () => {
    const rent = [...store.properties.get('nl')!].find((x) => x.goal === 'rent' && x.price !== null)!;
    const offer = propertyJsonLd(rent, detailOf(rent), context).offers as Offer & { priceSpecification: { unitCode: string } };
    expect(offer.businessFunction).toMatch(/#LeaseOut$/);
    expect(offer.priceSpecification.unitCode).toBe('MON');
  });

  it("says whether a new build's price includes VAT", () => {
    type WithVat = Offer & { priceSpecification: { price: number; valueAddedTaxIncluded: boolean } };
    const before = property('nl', 4175);
    const after = property('nl', 4184);
    expect((propertyJsonLd(before, detailOf(before), context).offers as WithVat).priceSpecification).toMatchObject({
      price: 295_000,
      valueAddedTaxIncluded: false,
    });
    expect((propertyJsonLd(after, detailOf(after), context).offers as WithVat).priceSpecification).toMatchObject({
      price: 395_000,
      valueAddedTaxIncluded: true,
    });
    expect(
      (propertyJsonLd(property('nl', 4101), detailOf(property('nl', 4101)), context).offers as WithVat).priceSpecification,
    ).toBeUndefined();
  });
});

describe('jsonLdText', () => {
  it('cannot close its script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});
