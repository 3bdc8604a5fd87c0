import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles, type Property } from '@/lib/catalogue/data';
import { routeTableOf } from '@/lib/catalogue/routing/site-routes';
import { propertyHref } from '@/lib/catalogue/routing/urls';
import nl from '@/messages/nl.json';
import fr from '@/messages/fr.json';
import { buildMapMessage, DEFAULT_MARKER, priceText, type BuildOptions } from './build';
import {
  isTrustedOrigin,
  MAP_MAX_MARKERS,
  MAP_MESSAGE_TYPE,
  markersText,
  parseMapMessage,
  visibleProperties,
  type MapInfo,
  type MapMessage,
} from './message';
import { streetViewUrl } from './street-view';

const store = buildStore(loadDataFiles());
const properties = store.properties.get('nl')!;
const sold = [...store.site.marquee.sold, ...store.site.marquee.rented];

function info(messages: typeof nl): MapInfo {
  const m = messages.Map;
  return {
    title: m.frameTitle,
    mapLabel: m.mapLabel,
    viewProperty: m.viewProperty,
    markersNone: m.markersNone,
    markersOne: m.markersOne,
    markersOther: m.markersOther,
    listLabel: m.listLabel,
    zoomIn: m.zoomIn,
    zoomOut: m.zoomOut,
    close: m.close,
  };
}

const options = (lang: 'nl' | 'fr' = 'nl', extra: Partial<BuildOptions> = {}): BuildOptions => {
  const messages = lang === 'nl' ? nl : fr;
  return {
    info: info(messages),
    priceTexts: {
      onRequest: messages.Property.priceOnRequest,
      startingFrom: messages.Property.startingFrom,
      perMonth: messages.Property.perMonth,
      vatExcluded: messages.Property.vatExcluded,
      vatIncluded: messages.Property.vatIncluded,
    },
    href: (p) => propertyHref(routeTableOf(store), lang, p),
    marqueeIgnore: sold,
    ...extra,
  };
};

const build = (list: readonly Property[], extra: Partial<BuildOptions> = {}, lang: 'nl' | 'fr' = 'nl') =>
  buildMapMessage(list, lang, options(lang, extra));

function withChanges(base: Property, changes: Partial<Property>): Property {
  return { ...base, ...changes };
}

describe('buildMapMessage', () => {
  it('sends the spec shape: properties, info, map type, custom marker, marquee ignore list', () => {
    const { message, total } = build(properties);
    expect(Object.keys(message).sort()).toEqual(['customMarker', 'info', 'lang', 'mapType', 'marqueeIgnore', 'properties', 'type']);
    expect(message).toMatchObject({
      type: MAP_MESSAGE_TYPE,
      lang: 'nl',
      mapType: 'roadmap',
      customMarker: DEFAULT_MARKER,
      marqueeIgnore: sold,
    });
    expect(message.info.viewProperty).toBe('Bekijk dit pand');
    // Whatever the server builds, the frame accepts.
    expect(parseMapMessage(structuredClone(message))).toEqual(message);
    expect(total).toBe(message.properties.length);
  });

  it('links each property to its localized detail page and formats its price', () => {
    const sale = properties.find((p) => p.goal === 'sale' && p.price !== null && !p.startingFrom && p.marquee.value === 0)!;
    const [entry] = build([sale]).message.properties;
    expect(entry).toMatchObject({ id: sale.id, href: propertyHref(routeTableOf(store), 'nl', sale), marquee: 0, marqueeName: null });
    expect(entry!.href).toMatch(new RegExp(`^/nl/te-koop/.+/${sale.id}/$`));
    expect(entry!.price).toBe(`€\u00a0${sale.price!.toLocaleString('nl-BE')}`);
    expect(entry!.thumb).toBe(sale.thumbnail?.url ?? null);
    const frSale = store.propertyById.get('fr')!.get(sale.id)!;
    expect(build([frSale], {}, 'fr').message.properties[0]!.href).toMatch(new RegExp(`^/fr/a-vendre/.+/${sale.id}/$`));
  });

  it('follows the Price rules: "vanaf", per month, and price on request in the visitor\'s language', () => {
    const base = properties[0]!;
    const texts = options().priceTexts;
    const marquee = { value: 0, name: null, state: 'none' } as const;
    const vat = null;
    expect(priceText({ price: 250000, startingFrom: false, vat, goal: 'sale', marquee }, texts)).toBe('€\u00a0250.000');
    expect(priceText({ price: 250000, startingFrom: true, vat, goal: 'sale', marquee }, texts)).toBe('vanaf €\u00a0250.000');
    expect(priceText({ price: 950, startingFrom: false, vat, goal: 'rent', marquee }, texts)).toBe('€\u00a0950 / maand');
    expect(priceText({ price: null, startingFrom: false, vat, goal: 'sale', marquee }, texts)).toBe('Prijs op aanvraag');
    // A new build sold under VAT says whether its price is before VAT or includes it.
    expect(priceText({ price: 295000, startingFrom: true, vat: 'excluded', goal: 'sale', marquee }, texts)).toBe(
      'vanaf €\u00a0295.000 excl. btw',
    );
    expect(priceText({ price: 365000, startingFrom: false, vat: 'included', goal: 'sale', marquee }, texts)).toBe(
      '€\u00a0365.000 incl. btw',
    );
    expect(
      build([withChanges(base, { price: null, marquee: { value: 0, name: null, state: 'none' } })], {}, 'fr').message.properties[0]!.price,
    ).toBe(fr.Property.priceOnRequest);
    expect(priceText({ price: Number.NaN, startingFrom: false, vat, goal: 'sale', marquee }, texts)).not.toMatch(/NaN/);
  });

  it('skips properties without coordinates and those whose marquee is ignored', () => {
    const base = withChanges(properties[0]!, { marquee: { value: 0, name: null, state: 'none' } });
    const list = [
      withChanges(base, { id: 1, coordinates: null }),
      withChanges(base, { id: 2 }),
      withChanges(base, { id: 3, marquee: { value: sold[0]!, name: 'Verkocht', state: 'sold' } }),
      withChanges(base, { id: 4, marquee: { value: 1, name: 'Nieuw', state: 'other' } }),
    ];
    const { message, total } = build(list);
    expect(message.properties.map((p) => p.id)).toEqual([2, 4]);
    expect(message.properties[1]).toMatchObject({ marquee: 1, marqueeName: 'Nieuw' });
    expect(total).toBe(2);
    // A detail page keeps its own sold property on the map.
    expect(build(list, { marqueeIgnore: [] }).message.properties.map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it('never gives away a private address: unpublished ones are rounded to about a kilometre', () => {
    const base = withChanges(properties[0]!, {
      coordinates: { lat: 51.0582021, lng: 3.7176399 },
      marquee: { value: 0, name: null, state: 'none' },
    });
    expect(build([withChanges(base, { publishAddress: true })]).message.properties[0]).toMatchObject({ lat: 51.0582, lng: 3.71764 });
    expect(build([withChanges(base, { publishAddress: false })]).message.properties[0]).toMatchObject({ lat: 51.06, lng: 3.72 });
  });

  it('caps the markers, keeps the first ones in the listing order and reports the total', () => {
    const base = withChanges(properties[0]!, { marquee: { value: 0, name: null, state: 'none' } });
    const many = Array.from({ length: MAP_MAX_MARKERS + 25 }, (_, i) => withChanges(base, { id: i + 1 }));
    const { message, total } = build(many);
    expect(message.properties).toHaveLength(MAP_MAX_MARKERS);
    expect(message.properties[0]!.id).toBe(1);
    expect(total).toBe(MAP_MAX_MARKERS + 25);
    expect(build(many, { limit: 3 }).message.properties.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it("uses Leaflet's default marker when asked, and cuts long titles", () => {
    const base = withChanges(properties[0]!, { title: 'x'.repeat(500), marquee: { value: 0, name: null, state: 'none' } });
    const { message } = build([base], { customMarker: null });
    expect(message.customMarker).toBeNull();
    expect(Array.from(message.properties[0]!.title).length).toBeLessThanOrEqual(81);
    expect(parseMapMessage(message)).not.toBeNull();
  });

  it('stays compact: well under a kilobyte per marker', () => {
    const { message } = build(properties, { marqueeIgnore: [] });
    const bytes = new TextEncoder().encode(JSON.stringify(message.properties)).length;
    expect(bytes / message.properties.length).toBeLessThan(400);
  });
});

describe('parseMapMessage (what the frame accepts)', () => {
  const valid = (): MapMessage => structuredClone(build(properties.slice(0, 5)).message);

  it('accepts a message the server built', () => {
    expect(parseMapMessage(valid())).not.toBeNull();
  });

  it.each([
    ['another type', (m: MapMessage) => ({ ...m, type: 'something-else' })],
    ['a script link', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, href: 'javascript:alert(1)' }] })],
    ['a link to another site', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, href: 'https://evil.example/' }] })],
    ['a protocol-relative link', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, href: '//evil.example/' }] })],
    ['a backslash trick', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, href: '/\\evil.example/' }] })],
    ['a marker from another site', (m: MapMessage) => ({ ...m, customMarker: 'https://evil.example/pin.svg' })],
    ['an impossible latitude', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, lat: 91 }] })],
    ['a string coordinate', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, lng: '3.7' }] })],
    ['an unknown map type', (m: MapMessage) => ({ ...m, mapType: 'satellite' })],
    ['an extra field', (m: MapMessage) => ({ ...m, html: '<img onerror=alert(1)>' })],
    ['missing texts', (m: MapMessage) => ({ ...m, info: {} })],
    ['a huge title', (m: MapMessage) => ({ ...m, properties: [{ ...m.properties[0]!, title: 'x'.repeat(10_000) }] })],
  ])('rejects %s', (_name, spoil) => {
    expect(parseMapMessage(spoil(valid()))).toBeNull();
  });

  it.each([[null], [undefined], ['a string'], [42], [[]], [{}]])('rejects %j', (data) => {
    expect(parseMapMessage(data)).toBeNull();
  });
});

describe('frame helpers', () => {
  it('drops ignored marquees and repeated ids', () => {
    const m = build(properties.slice(0, 3), { marqueeIgnore: [] }).message;
    const [a, b] = m.properties;
    const list = [a!, { ...b!, marquee: 2 }, { ...a! }];
    expect(visibleProperties({ properties: list, marqueeIgnore: [2] }).map((p) => p.id)).toEqual([a!.id]);
  });

  it('words the marker count', () => {
    const texts = info(nl);
    expect([0, 1, 12].map((n) => markersText(texts, n))).toEqual([
      'Geen panden op de kaart',
      '1 pand op de kaart',
      '12 panden op de kaart',
    ]);
  });

  it('trusts only our own origin', () => {
    expect(isTrustedOrigin('https://vitrine.example', 'https://vitrine.example')).toBe(true);
    expect(isTrustedOrigin('https://evil.example', 'https://vitrine.example')).toBe(false);
    expect(isTrustedOrigin('null', 'null')).toBe(false);
    expect(isTrustedOrigin('http://vitrine.example', 'https://vitrine.example')).toBe(false);
  });

  it('opens street view at the coordinates', () => {
    expect(streetViewUrl({ lat: 51.0582, lng: 3.71764 })).toBe(
      'https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=51.0582,3.71764',
    );
  });
});
