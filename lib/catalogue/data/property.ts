/** Reshapes a CRM property record into the app's Property (what listings, cards, maps and searches use). */
import { isFieldShown } from './field-rules';
import type { PropertyRecord } from './file-schemas';
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
  /**
   * A new build sold under VAT (docs/decisions/0039, amendment 2): whether its price is before VAT
   * (`excluded`, as developers usually quote it) or includes it; null for a price that bears no VAT.
   * Every place that shows the price says which (docs/product.md, Rulings: Prices).
   */
  vat: 'excluded' | 'included' | null;
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
  /** The listing filters' features (lib/catalogue/listing/filter.ts): the record's Garden flag or a garden surface. */
  garden: boolean;
  /** A terrace surface or orientation. */
  terrace: boolean;
  /** At least one garage or parking space. */
  parking: boolean;
  /** The counts, for search alerts' ranges (lib/visitor/subscriptions/alerts/match.ts). */
  garages: number | null;
  parkings: number | null;
  /** What the catalogue's history says of it (lib/catalogue/data/history.ts), set when the store is assembled. */
  fresh: Freshness;
}

/** The badges and the listing's "new this week" and "recently lowered", as of the catalogue's time. */
export interface Freshness {
  /** When it first appeared on the site, if within site.json's `freshness.newDays`: the "new" badge. */
  newSince: string | null;
  /** It first appeared on the site within the 7 days before the catalogue's time. */
  newThisWeek: boolean;
  /** Its price was lowered to the current one within `freshness.priceLoweredDays`: when, and from what. */
  priceDrop: { at: string; from: number } | null;
}

export const NOT_FRESH: Freshness = Object.freeze({ newSince: null, newThisWeek: false, priceDrop: null });

/** A document the agency sends on request: listed by name, never linked. */
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
  const price = publishedPrice(p);
  // The CRM's own "new" and "price lowered" marks give way to the site's, dated, from the history.
  const marquee = site.marquee.fromHistory.includes(p.Marquee) ? { value: p.Marquee, name: null, state: 'none' as const } : { value: p.Marquee, name: p.MarqueeName, state };
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
    vat: p.SaleUnderVat === 'building' || p.SaleUnderVat === 'land-and-building' ? (p.PriceIncludesVat === true ? 'included' : 'excluded') : null,
    marquee,
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
    fresh: NOT_FRESH,
  };
}

/** The price a record publishes, null for "price on request" (also what the catalogue's history records). */
export function publishedPrice(p: PropertyRecord): number | null {
  // A field rule that hides the price (or errors) makes it "price on request" everywhere, cards included.
  return p.PublishPrice && typeof p.Price === 'number' && Number.isFinite(p.Price) && p.Price > 0 && isFieldShown(p.FieldRules, p, 'Price') ? p.Price : null;
}

