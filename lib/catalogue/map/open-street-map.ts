/**
 * OpenStreetMap links: where a browser without JavaScript, which cannot draw our map, sees the place
 * instead (lib/catalogue/map/fallback.ts).
 */

/** Zoom of a street with its neighbours, as the marker of a detail page's map shows it. */
const STREET_ZOOM = 16;

/** Five decimals is about a metre, as on our map (lib/catalogue/map/build.ts). */
function round(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

/** OpenStreetMap at a point, with its marker. Only for a published address: the point is the door. */
export function openStreetMapUrl({ lat, lng }: { lat: number; lng: number }): string {
  const [y, x] = [round(lat), round(lng)];
  return `https://www.openstreetmap.org/?mlat=${y}&mlon=${x}#map=${STREET_ZOOM}/${y}/${x}`;
}

/** OpenStreetMap's search for a place ("9830 Sint-Martens-Latem, België"): a private address gives no more than its municipality. */
export function openStreetMapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
