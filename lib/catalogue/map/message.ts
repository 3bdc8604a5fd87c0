/**
 * The message a page posts to our map frame (docs/product.md section 7: property list, message info, map type,
 * custom marker, marquee ignore list). Shared by the server, which builds it (lib/catalogue/map/build.ts), and the
 * frame, which validates whatever it receives with `parseMapMessage` before drawing anything: a message
 * is input from another window, never trusted.
 */
import { z } from 'zod';

// The constants live apart, so the embedding page's client code does not pull zod into its bundle.
export * from './protocol';
import { MAP_MESSAGE_TYPE } from './protocol';

// Zod compiles object parsers with `new Function` after probing whether eval is allowed. Our CSP forbids
// eval (docs/decisions/0010), and the probe alone is a reported violation and a console error in the map
// frame. In the browser, build the schemas below without it; it must run before they are created.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** Limits that keep a hostile or broken message from costing the frame much. */
const LIMITS = { properties: 10_000, text: 300, url: 1_000 } as const;

/** A path on our own site ("/nl/te-koop/…"): no scheme, no protocol-relative "//host", no backslash. */
const SitePath = z
  .string()
  .max(LIMITS.url)
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'expected a path on this site');

const Text = z.string().max(LIMITS.text);

export const MapPropertySchema = z
  .object({
    id: z.number().int().positive(),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    title: Text,
    /** Ready to show: "€ 250.000", "vanaf € 250.000 / maand" or "Prijs op aanvraag". */
    price: Text,
    href: SitePath,
    /** The photo's own path; the frame asks the image optimizer for a small variant. */
    thumb: SitePath.nullable(),
    /** CRM Marquee (0 none, 1-5 a ribbon) and its name, shown as the ribbon. */
    marquee: z.number().int().min(0).max(5),
    marqueeName: Text.nullable(),
  })
  .strict();

export const MapInfoSchema = z
  .object({
    /** Document title of the frame. */
    title: Text,
    /** Accessible name of the frame's main landmark (the map). */
    mapLabel: Text,
    /** Link text in a popup. */
    viewProperty: Text,
    /** Live status: no marker, one marker, "{count}" markers. */
    markersNone: Text,
    markersOne: Text,
    markersOther: Text,
    /** Heading of the list of properties that keyboard and screen-reader users get instead of markers. */
    listLabel: Text,
    zoomIn: Text,
    zoomOut: Text,
    /** Popup close button. */
    close: Text,
  })
  .strict();

export const MapMessageSchema = z
  .object({
    type: z.literal(MAP_MESSAGE_TYPE),
    /** Language of the texts, for the frame's <html lang>. */
    lang: z.string().regex(/^[a-z]{2}$/),
    properties: z.array(MapPropertySchema).max(LIMITS.properties),
    info: MapInfoSchema,
    /** One tile layer comes from site config; the field is kept for the message shape of the spec. */
    mapType: z.enum(['roadmap']),
    /** Marker icon on this site, or null for Leaflet's default marker. */
    customMarker: SitePath.nullable(),
    /** Marquee values whose properties stay off the map (sold, rented). */
    marqueeIgnore: z.array(z.number().int().min(0).max(5)).max(6),
  })
  .strict();

export type MapProperty = z.infer<typeof MapPropertySchema>;
export type MapInfo = z.infer<typeof MapInfoSchema>;
export type MapMessage = z.infer<typeof MapMessageSchema>;
export type MapType = MapMessage['mapType'];

/** The message when `data` is a valid one, else null. */
export function parseMapMessage(data: unknown): MapMessage | null {
  const result = MapMessageSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** The properties a frame draws: those whose marquee is not ignored, each id once. */
export function visibleProperties(message: Pick<MapMessage, 'properties' | 'marqueeIgnore'>): MapProperty[] {
  const seen = new Set<number>();
  return message.properties.filter((p) => {
    if (message.marqueeIgnore.includes(p.marquee) || seen.has(p.id)) return false;
    seen.add(p.id);
    return true;
  });
}

/** "Geen panden", "1 pand", "12 panden" from the texts the message carries. */
export function markersText(info: Pick<MapInfo, 'markersNone' | 'markersOne' | 'markersOther'>, count: number): string {
  if (count === 0) return info.markersNone;
  if (count === 1) return info.markersOne;
  return info.markersOther.replace(/\{count\}/g, String(count));
}

/** Whether a message event may be read: from our own origin, and (when given) from the expected window. */
export function isTrustedOrigin(eventOrigin: string, ownOrigin: string): boolean {
  // "null" is the origin of sandboxed and data: frames; it never equals a real origin, but say so.
  return eventOrigin !== 'null' && eventOrigin === ownOrigin;
}
