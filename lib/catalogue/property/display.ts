/**
 * How a property shows itself wherever it appears (card, detail page, map, mails): its price or what
 * stands in its place, whether it takes visits, its place name, street line and public coordinates.
 * Pure, over the catalogue's Property.
 */
import { COUNTRY_BELGIUM } from '@/lib/catalogue/data/file-schemas';
import type { Address, Property } from '@/lib/catalogue/data';

/** Whether a property has left the market (site config's sold and rented Marquee values). */
export function isOffMarket(property: Pick<Property, 'marquee'>): boolean {
  return property.marquee.state === 'sold' || property.marquee.state === 'rented';
}

/**
 * What stands where the price goes: the amount; "price on request" for a property on the market without
 * a published price; nothing of its own for a sold or rented one whose price is hidden (a field rule such
 * as "Marquee != 2"): its sold or rented ribbon and notice say what there is to say, and asking for the
 * price of a property that is gone makes no sense (issue 36).
 */
export function priceDisplay(property: Pick<Property, 'price' | 'marquee'>): 'amount' | 'on-request' | 'off-market' {
  if (property.price !== null) return 'amount';
  return isOffMarket(property) ? 'off-market' : 'on-request';
}

/** Whether the property takes visit requests now: on the market and its visits not full. */
export function takesVisitRequests(property: Pick<Property, 'marquee' | 'appointmentsFull'>): boolean {
  return !isOffMarket(property) && !property.appointmentsFull;
}

/** City, with the country in brackets unless Belgium (docs/product.md section 9). */
export function placeName(address: Pick<Address, 'city' | 'countryId' | 'countryName'>): string {
  return address.countryId === COUNTRY_BELGIUM ? address.city : `${address.city} (${address.countryName})`;
}

/**
 * "Street 12 bus 3": the street line of an address, or null without a street. `box` words the box number
 * per language ("bus 3" / "bte 3").
 */
export function streetLine(address: Pick<Address, 'street' | 'number' | 'box'>, box: (box: string) => string): string | null {
  if (!address.street.trim()) return null;
  return [address.street, address.number, address.box && box(address.box)].filter(Boolean).join(' ');
}

/**
 * Where the property may be shown on a map: its coordinates when the address is published, else rounded
 * to two decimals (about 1 km), so a marker or the structured data never gives away a private address.
 */
export function publicCoordinates(property: Pick<Property, 'coordinates' | 'publishAddress'>): { lat: number; lng: number } | null {
  const { coordinates } = property;
  if (!coordinates || property.publishAddress) return coordinates;
  return { lat: Math.round(coordinates.lat * 100) / 100, lng: Math.round(coordinates.lng * 100) / 100 };
}

/**
 * Longer type descriptions are sentences ("Halfopen woning met praktijkruimte, dubbele garage en …"), not
 * names; 24 capitals fit the narrowest card's one line (280 px).
 */
const TYPE_NAME_LIMIT = 24;

/**
 * The type a card names above its title: the record's description when it is a name ("Halfopen woning"),
 * else its main type ("Woning"); the whole description is on the detail page.
 */
export function cardTypeName(property: Pick<Property, 'typeDescription' | 'mainTypeName'>): string {
  const description = property.typeDescription.trim();
  return description && description.length <= TYPE_NAME_LIMIT ? description : property.mainTypeName;
}
