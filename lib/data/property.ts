/** Reshapes a CRM property record into the app's Property, and its detail-page parts into PropertyDetail. */
import { detailGroups, type DetailGroup } from '@/lib/property/details';
import { isFieldShown } from '@/lib/property/field-rules';
import { parseVideoLink, type VideoLink } from '@/lib/property/video';
import { COUNTRY_BELGIUM, type PropertyRecord } from './file-schemas';
import type { Address, Lang, Picture, SiteConfig } from './types';

export type Goal = 'sale' | 'rent';
export type MarqueeState = 'none' | 'sold' | 'rented' | 'other';

export interface Property {
  id: number;
  lang: Lang;
  typeId: number;
  goal: Goal;
  title: string;
  typeDescription: string;
  mainTypeName: string;
  /** null when the price is missing, invalid or not published: shown as "price on request". */
  price: number | null;
  startingFrom: boolean;
  marquee: { value: number; name: string | null; state: MarqueeState };
  address: Address;
  publishAddress: boolean;
  energy: { value: number | null; label: string | null };
  /** The card's photo. All photos and the description are the detail page's (PropertyDetail), read on demand. */
  thumbnail: Picture | null;
  coordinates: { lat: number; lng: number } | null;
  agentId: string | null;
  /** The property takes no visit requests now (the record says so, or site config for all). */
  appointmentsFull: boolean;
  projectId: number | null;
  createdAt: string;
  bedrooms: number | null;
  livingSurface: number | null;
  /** Plot area (GroundSurface), m². */
  groundSurface: number | null;
  /** The listing filters' features (lib/listing/filter.ts): the record's Garden flag or a garden surface. */
  garden: boolean;
  /** A terrace surface or orientation. */
  terrace: boolean;
  /** At least one garage or parking space. */
  parking: boolean;
  /** The counts, for search alerts' ranges (lib/subscriptions/alerts/match.ts). */
  garages: number | null;
  parkings: number | null;
}

/** A document the agency sends on request: listed by name, never linked. */
export interface PropertyDocument {
  id: number;
  name: string;
}

/** A video or 3D tour whose link parsed (lib/property/video.ts); `name` is the CRM's, when it has one. */
export interface PropertyVideo {
  link: VideoLink;
  name: string | null;
}

/** What only the detail page shows, reshaped on demand (one property at a time). */
export interface PropertyDetail {
  description: string;
  /** Every photo, in CRM order (the card has its thumbnail on Property). */
  pictures: Picture[];
  /** The label groups, with the field rules applied. */
  groups: DetailGroup[];
  documents: PropertyDocument[];
  videos: PropertyVideo[];
}

export const PRICE_UNIT_STARTING_FROM = 7;

type AddressFields = Pick<PropertyRecord, 'Street' | 'HouseNumber' | 'BoxNr' | 'Zip' | 'City' | 'CountryID' | 'CountryName'>;
type CoordinateFields = Pick<PropertyRecord, 'Latitude' | 'Longitude'>;

/** Shared by properties and projects, which carry the same CRM address and picture fields. */
export function reshapeAddress(p: AddressFields): Address {
  return {
    street: p.Street,
    number: p.HouseNumber,
    box: p.BoxNr,
    zip: p.Zip,
    city: p.City,
    countryId: p.CountryID,
    countryName: p.CountryName,
  };
}

export function reshapePicture(pic: { Url: string; Width: number; Height: number; Name: string }): Picture {
  return { url: pic.Url, width: pic.Width, height: pic.Height, name: pic.Name };
}

export function reshapeCoordinates(p: CoordinateFields): { lat: number; lng: number } | null {
  return p.Latitude !== null && p.Longitude !== null ? { lat: p.Latitude, lng: p.Longitude } : null;
}

export function reshapeProperty(p: PropertyRecord, site: Pick<SiteConfig, 'marquee' | 'appointmentsFull'>): Property {
  const picture = reshapePicture;
  const state: MarqueeState =
    p.Marquee === 0
      ? 'none'
      : site.marquee.sold.includes(p.Marquee)
        ? 'sold'
        : site.marquee.rented.includes(p.Marquee)
          ? 'rented'
          : 'other';
  // A field rule that hides the price (or errors) makes it "price on request" everywhere, cards included.
  const price =
    p.PublishPrice && typeof p.Price === 'number' && Number.isFinite(p.Price) && p.Price > 0 && isFieldShown(p.FieldRules, p, 'Price')
      ? p.Price
      : null;
  return {
    id: p.ID,
    lang: p.language,
    typeId: p.WebID,
    goal: p.Goal === 0 ? 'sale' : 'rent',
    title: p.Title,
    typeDescription: p.TypeDescription,
    mainTypeName: p.MainTypeName,
    price,
    startingFrom: p.PriceUnit === PRICE_UNIT_STARTING_FROM,
    marquee: { value: p.Marquee, name: p.MarqueeName, state },
    address: reshapeAddress(p),
    publishAddress: p.PublishAddress,
    energy: { value: p.EnergyPerformance, label: p.EPCLabelText },
    thumbnail: p.SmallPictureItem ? picture(p.SmallPictureItem) : p.Pictures[0] ? picture(p.Pictures[0]) : null,
    coordinates: reshapeCoordinates(p),
    agentId: p.AgentID,
    appointmentsFull: p.AppointmentsFull === true || site.appointmentsFull === true,
    projectId: p.ProjectID,
    createdAt: p.CreateDate,
    bedrooms: p.Bedrooms ?? null,
    livingSurface: p.LivingSurface ?? null,
    groundSurface: p.GroundSurface ?? null,
    garden: p.Garden === true || (p.GardenSurface ?? 0) > 0,
    terrace: (p.TerraceSurface ?? 0) > 0 || !!p.TerraceOrientation?.trim(),
    parking: (p.Garages ?? 0) > 0 || (p.Parkings ?? 0) > 0,
    garages: p.Garages ?? null,
    parkings: p.Parkings ?? null,
  };
}

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

export function reshapePropertyDetail(record: PropertyRecord, property: Pick<Property, 'price' | 'goal' | 'publishAddress' | 'address'>): PropertyDetail {
  return {
    description: record.Description,
    pictures: record.Pictures.map(reshapePicture),
    groups: detailGroups({ record, publishAddress: property.publishAddress, address: property.address, price: property.price, goal: property.goal }),
    // Only names and ids: the files themselves go out by e-mail (SPEC.md section 4, document request).
    documents: record.Documents.map((doc) => ({ id: doc.ID, name: doc.Name })),
    videos: record.Videos.flatMap((video) => {
      const link = parseVideoLink(video.Url);
      return link ? [{ link, name: video.Name?.trim() || null }] : [];
    }),
  };
}

/** City, with the country in brackets unless Belgium (SPEC.md section 9). */
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
