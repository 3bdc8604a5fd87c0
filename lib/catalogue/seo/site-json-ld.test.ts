import { describe, expect, it } from 'vitest';
import { getSite } from '@/lib/catalogue/data';
import { agencyJsonLd, breadcrumbJsonLd } from './site-json-ld';

describe('agencyJsonLd', () => {
  const site = getSite();
  it('describes the agency with its address in the visitor’s language, logo and social profiles', () => {
    const fr = agencyJsonLd(site, 'fr', `${site.url}/fr/`) as Record<string, unknown> & { address: Record<string, string> };
    expect(fr['@type']).toBe('RealEstateAgent');
    expect(fr.name).toBe(site.name);
    expect(fr.url).toBe(`${site.url}/fr/`);
    expect(fr.telephone).toBe('+3292345678');
    expect(fr.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((d) => `https://schema.org/${d}`),
        opens: '09:00',
        closes: '18:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['https://schema.org/Saturday'], opens: '10:00', closes: '13:00' },
    ]);
    expect(fr.address.addressLocality).toBe(site.contact.city.fr);
    expect(fr.address.postalCode).toBe(site.contact.zip);
    expect(fr.logo).toBe(`${site.url}${site.logo.url}`);
    expect(fr.sameAs).toEqual(['https://www.facebook.com/vitrinevastgoed']);
    expect((agencyJsonLd(site, 'nl', `${site.url}/nl/`) as { address: Record<string, string> }).address.addressLocality).toBe(
      site.contact.city.nl,
    );
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the items from 1 in order', () => {
    const data = breadcrumbJsonLd([
      { name: 'Home', url: 'https://example.be/nl/' },
      { name: 'Te koop', url: 'https://example.be/nl/te-koop/' },
    ]) as { itemListElement: { position: number; name: string; item: string }[] };
    expect(data.itemListElement.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, 'Home', 'https://example.be/nl/'],
      [2, 'Te koop', 'https://example.be/nl/te-koop/'],
    ]);
  });
});
