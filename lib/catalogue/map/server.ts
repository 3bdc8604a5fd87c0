import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/catalogue/data';
import type { Lang, Project } from '@/lib/catalogue/data/types';
import type { UnitSummary } from '@/lib/catalogue/property/project-units';
import { hrefForProperty } from '@/lib/catalogue/routing/navigation';
import { buildMapMessage, type BuildOptions, type BuiltMapMessage, type MapProperties } from './build';
import { mapFallback, type FallbackFor, type MapFallback } from './fallback';
import type { MapInfo } from './message';

export type MapMessageOptions = Partial<Pick<BuildOptions, 'marqueeIgnore' | 'customMarker' | 'mapType' | 'limit' | 'href'>> & {
  /** What a marker without a price says instead of "price on request" (a sold-out project). */
  noPrice?: string;
};

/**
 * A message as a template with its placeholders left in ("{count} panden op de kaart"), for the frame
 * to fill: formatting it with each placeholder as its own value gives the template back, whatever the
 * catalogue's compiled form (next.config.ts precompiles the messages).
 */
function template(format: (values: Record<string, string>) => string, ...placeholders: string[]): string {
  return format(Object.fromEntries(placeholders.map((name) => [name, `{${name}}`])));
}

/**
 * The localized texts the frame shows. The frame is not an island of the page but a document of its
 * own, fed by the postMessage of docs/product.md section 7 whose "message info" carries its texts, so they
 * travel in the message rather than through ClientTexts.
 */
export async function mapInfo(lang: Lang): Promise<MapInfo> {
  const t = await getTranslations({ locale: lang, namespace: 'Map' });
  return {
    title: t('frameTitle'),
    mapLabel: t('mapLabel'),
    viewProperty: t('viewProperty'),
    markersNone: t('markersNone'),
    markersOne: t('markersOne'),
    markersOther: template((values) => t('markersOther', values), 'count'),
    listLabel: t('listLabel'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    close: t('close'),
  };
}

/**
 * The message for the map frame (docs/product.md section 7) with the properties in the order given.
 * By default sold and rented properties (site config `marquee`) stay off the map; a detail page
 * passes `marqueeIgnore: []` so a sold property still shows where it is.
 */
export async function mapMessage(
  properties: readonly MapProperties[],
  lang: Lang,
  options: MapMessageOptions = {},
): Promise<BuiltMapMessage> {
  const site = getSite();
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  return buildMapMessage(properties, lang, {
    info: await mapInfo(lang),
    priceTexts: {
      onRequest: options.noPrice ?? t('priceOnRequest'),
      startingFrom: template((values) => t('startingFrom', values), 'price'),
      perMonth: t('perMonth'),
      vatExcluded: t('vatExcluded'),
      vatIncluded: t('vatIncluded'),
    },
    href: options.href ?? ((property) => hrefForProperty(lang, property)),
    marqueeIgnore: options.marqueeIgnore ?? [...site.marquee.sold, ...site.marquee.rented],
    customMarker: options.customMarker,
    mapType: options.mapType,
    limit: options.limit,
  });
}

/**
 * A project page's map: one marker where the project stands (a private address about a kilometre off,
 * as for properties), with its starting price or "sold out".
 */
export async function projectMapMessage(project: Project, summary: UnitSummary, lang: Lang, href: string): Promise<BuiltMapMessage> {
  const t = await getTranslations({ locale: lang, namespace: 'Project' });
  const marker: MapProperties = {
    id: project.id,
    goal: summary.cheapest?.goal ?? 'sale',
    title: project.name,
    typeDescription: project.name,
    address: project.address,
    price: summary.cheapest?.price ?? null,
    startingFrom: summary.cheapest?.startingFrom ?? false,
    vat: summary.cheapest?.vat ?? null,
    marquee: { value: 0, name: null, state: 'none' },
    thumbnail: project.pictures[0] ?? null,
    coordinates: project.coordinates,
    publishAddress: project.publicAddress,
  };
  return mapMessage([marker], lang, { href: () => href, noPrice: summary.available === 0 ? t('soldOut') : undefined });
}

/** What a browser without JavaScript shows instead of the map (lib/catalogue/map/fallback.ts), in the page's language. */
export async function mapFallbackFor(lang: Lang, instead: FallbackFor): Promise<MapFallback> {
  const t = await getTranslations({ locale: lang, namespace: 'Map' });
  return mapFallback(
    { noScript: t('noScript'), listInstead: t('listInstead'), openStreetMap: t('openStreetMap'), newWindow: t('newWindow') },
    instead,
  );
}
