/**
 * What a browser without JavaScript shows in place of the map frame, which it cannot draw: why, and
 * what serves instead. Plain data, so that MapEmbed renders it from its props and the page's flight
 * data carries a few strings rather than an element tree (lib/catalogue/map/server.ts supplies the texts).
 */
import type { Address } from '@/lib/catalogue/data/types';
import { openStreetMapSearchUrl, openStreetMapUrl } from './open-street-map';

export interface MapFallback {
  /** "The map only works with JavaScript …", in the page's language. */
  message: string;
  /** The address as the page shows it (a detail page). */
  place?: string;
  /** The list of the same results, or the place on OpenStreetMap; `newWindow` ("(opens in a new window)") when it opens one. */
  link: { href: string; label: string; newWindow?: string };
}

export interface FallbackTexts {
  noScript: string;
  listInstead: string;
  openStreetMap: string;
  newWindow: string;
}

/** A listing's map view: the list view with the same filters. Or a detail page's: its place. */
export type FallbackFor =
  | { list: string }
  | {
      /** The address as the page shows it. */
      place: string;
      address: Pick<Address, 'zip' | 'city' | 'countryName'>;
      /** The coordinates, only when the address is published. */
      at: { lat: number; lng: number } | null;
    };

/**
 * The fallback for `instead`. A place opens on OpenStreetMap at the door only when the address is
 * published; a private one becomes a search for its municipality, so the link gives away no more
 * than the page (our map shows it a kilometre off, lib/catalogue/data/property.ts publicCoordinates).
 */
export function mapFallback(texts: FallbackTexts, instead: FallbackFor): MapFallback {
  if ('list' in instead) return { message: texts.noScript, link: { href: instead.list, label: texts.listInstead } };
  const { zip, city, countryName } = instead.address;
  const search = [`${zip} ${city}`.trim(), countryName].filter(Boolean).join(', ');
  return {
    message: texts.noScript,
    place: instead.place,
    link: {
      href: instead.at ? openStreetMapUrl(instead.at) : openStreetMapSearchUrl(search),
      label: texts.openStreetMap,
      newWindow: texts.newWindow,
    },
  };
}
