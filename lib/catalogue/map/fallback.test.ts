import { describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import { mapFallback } from './fallback';
import { openStreetMapSearchUrl, openStreetMapUrl } from './open-street-map';

const texts = nl.Map;
const address = { zip: '9830', city: 'Sint-Martens-Latem', countryName: 'België' };

describe('mapFallback', () => {
  it('offers a listing the list view it is given', () => {
    expect(mapFallback(texts, { list: '/nl/te-koop/?bedrooms=2' })).toEqual({
      message: texts.noScript,
      link: { href: '/nl/te-koop/?bedrooms=2', label: texts.listInstead },
    });
  });

  it('opens a published address on OpenStreetMap at its coordinates, in a new window', () => {
    expect(mapFallback(texts, { place: 'Golflaan 180, 9830 Sint-Martens-Latem', address, at: { lat: 51.01397, lng: 3.643428 } })).toEqual({
      message: texts.noScript,
      place: 'Golflaan 180, 9830 Sint-Martens-Latem',
      link: {
        href: 'https://www.openstreetmap.org/?mlat=51.01397&mlon=3.64343#map=16/51.01397/3.64343',
        label: texts.openStreetMap,
        newWindow: texts.newWindow,
      },
    });
  });

  it('gives a private address no coordinates: a search for its municipality', () => {
    const { link } = mapFallback(texts, { place: '9830 Sint-Martens-Latem', address, at: null });
    expect(link.href).toBe('https://www.openstreetmap.org/search?query=9830%20Sint-Martens-Latem%2C%20Belgi%C3%AB');
  });
});

describe('OpenStreetMap links', () => {
  it('open with a marker at the coordinates (to five decimals), or search for a place', () => {
    expect(openStreetMapUrl({ lat: 51.058202, lng: 3.717640001 })).toBe(
      'https://www.openstreetmap.org/?mlat=51.0582&mlon=3.71764#map=16/51.0582/3.71764',
    );
    expect(openStreetMapSearchUrl('4000 Liège, Belgique')).toBe(
      'https://www.openstreetmap.org/search?query=4000%20Li%C3%A8ge%2C%20Belgique',
    );
  });
});
