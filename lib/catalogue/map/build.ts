/**
 * Builds the map frame's message from the app's properties. Pure: texts and links come in as
 * arguments, so every rule is unit-tested; lib/catalogue/map/server.ts supplies them on the server.
 */
import type { Lang } from '@/lib/catalogue/data/types';
import type { Property } from '@/lib/catalogue/data';
import { priceDisplay, publicCoordinates } from '@/lib/catalogue/property/display';
import { formatEuro } from '@/lib/catalogue/format/price';
import { fillTemplate, truncate } from '@/lib/catalogue/format/text';
import { MAP_MAX_MARKERS, MAP_MESSAGE_TYPE, type MapInfo, type MapMessage, type MapProperty, type MapType } from './message';

/** Our own marker (public/map/marker.svg): Leaflet's default icon would look its images up by CSS and 404. */
export const DEFAULT_MARKER = '/map/marker.svg';
/** Titles longer than this are cut in popups; the detail page has the whole one. */
const TITLE_LIMIT = 80;

export interface PriceTexts {
  /** "Prijs op aanvraag" */
  onRequest: string;
  /** "vanaf {price}" (raw, with the placeholder) */
  startingFrom: string;
  /** "/ maand" */
  perMonth: string;
  /** "excl. btw", "incl. btw": a new build sold under VAT. */
  vatExcluded: string;
  vatIncluded: string;
}

export type MapProperties = Pick<
  Property,
  | 'id'
  | 'goal'
  | 'title'
  | 'typeDescription'
  | 'address'
  | 'price'
  | 'startingFrom'
  | 'vat'
  | 'marquee'
  | 'thumbnail'
  | 'coordinates'
  | 'publishAddress'
>;

export interface BuildOptions {
  info: MapInfo;
  priceTexts: PriceTexts;
  href: (property: MapProperties) => string;
  /** Marquee values left off the map (site config's sold and rented); [] keeps every property. */
  marqueeIgnore: number[];
  /** Marker icon path, or null for Leaflet's default marker. */
  customMarker?: string | null;
  mapType?: MapType;
  /** Most markers sent (default MAP_MAX_MARKERS); the first ones in the order given are kept. */
  limit?: number;
}

export interface BuiltMapMessage {
  message: MapMessage;
  /** Properties that could be drawn (with coordinates, not ignored) before the limit. */
  total: number;
}

/**
 * The price as the Price component shows it (docs/product.md, Rulings: Prices), as one line of text; a sold or rented
 * property whose price is hidden says its state instead of "price on request" (priceDisplay).
 */
export function priceText(property: Pick<Property, 'price' | 'startingFrom' | 'vat' | 'goal' | 'marquee'>, texts: PriceTexts): string {
  const display = priceDisplay(property);
  if (display === 'off-market' && property.marquee.name) return property.marquee.name;
  const amount = formatEuro(property.price);
  if (display !== 'amount' || !amount) return texts.onRequest;
  const text = property.startingFrom ? fillTemplate(texts.startingFrom, { price: amount }) : amount;
  const vat = property.vat === 'excluded' ? texts.vatExcluded : property.vat === 'included' ? texts.vatIncluded : null;
  return [text, property.goal === 'rent' ? texts.perMonth : null, vat].filter(Boolean).join(' ');
}

/** Five decimals is about a metre: enough for a marker, and shorter than what the CRM sends. */
function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

export function buildMapMessage(properties: readonly MapProperties[], lang: Lang, options: BuildOptions): BuiltMapMessage {
  const limit = options.limit ?? MAP_MAX_MARKERS;
  const ignore = new Set(options.marqueeIgnore);
  const out: MapProperty[] = [];
  let total = 0;
  for (const property of properties) {
    // A private address is shown about a kilometre off (publicCoordinates), never at the door.
    const at = publicCoordinates(property);
    if (!at || !Number.isFinite(at.lat) || !Number.isFinite(at.lng) || ignore.has(property.marquee.value)) continue;
    total++;
    if (out.length >= limit) continue;
    out.push({
      id: property.id,
      lat: round(at.lat),
      lng: round(at.lng),
      title: truncate(property.title || property.typeDescription, TITLE_LIMIT),
      price: priceText(property, options.priceTexts),
      href: options.href(property),
      thumb: property.thumbnail?.url.startsWith('/') ? property.thumbnail.url : null,
      marquee: property.marquee.value,
      marqueeName: property.marquee.value === 0 ? null : property.marquee.name,
    });
  }
  return {
    message: {
      type: MAP_MESSAGE_TYPE,
      lang,
      properties: out,
      info: options.info,
      mapType: options.mapType ?? 'roadmap',
      customMarker: options.customMarker === undefined ? DEFAULT_MARKER : options.customMarker,
      marqueeIgnore: [...ignore],
    },
    total,
  };
}
