import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getSite } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import { hrefForProperty } from '@/i18n/navigation';
import { buildMapMessage, type BuildOptions, type BuiltMapMessage, type MapProperties } from './build';
import type { MapInfo } from './message';

export type MapMessageOptions = Partial<Pick<BuildOptions, 'marqueeIgnore' | 'customMarker' | 'mapType' | 'limit'>>;

/** The localized texts the frame shows; it has no message catalogue of its own. */
export async function mapInfo(lang: Lang): Promise<MapInfo> {
  const t = await getTranslations({ locale: lang, namespace: 'Map' });
  return {
    title: t('frameTitle'),
    mapLabel: t('mapLabel'),
    viewProperty: t('viewProperty'),
    markersNone: t('markersNone'),
    markersOne: t('markersOne'),
    markersOther: t.raw('markersOther') as string,
    listLabel: t('listLabel'),
    zoomIn: t('zoomIn'),
    zoomOut: t('zoomOut'),
    close: t('close'),
  };
}

/**
 * The message for the map frame (SPEC.md section 7) with the properties in the order given.
 * By default sold and rented properties (site config `marquee`) stay off the map; a detail page
 * passes `marqueeIgnore: []` so a sold property still shows where it is.
 */
export async function mapMessage(properties: readonly MapProperties[], lang: Lang, options: MapMessageOptions = {}): Promise<BuiltMapMessage> {
  const site = getSite();
  const t = await getTranslations({ locale: lang, namespace: 'Property' });
  return buildMapMessage(properties, lang, {
    info: await mapInfo(lang),
    priceTexts: { onRequest: t('priceOnRequest'), startingFrom: t.raw('startingFrom') as string, perMonth: t('perMonth') },
    href: (property) => hrefForProperty(lang, property),
    marqueeIgnore: options.marqueeIgnore ?? [...site.marquee.sold, ...site.marquee.rented],
    customMarker: options.customMarker,
    mapType: options.mapType,
    limit: options.limit,
  });
}
