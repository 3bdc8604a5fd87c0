/**
 * Similar properties and projects for the detail page: "same goal and type, near in price and place".
 *
 * Candidates share the goal and type id and are still on the market (not sold or rented, so a sold
 * property's page points to what can still be bought). They are ranked by a distance that weighs price
 * and place alike: the relative price gap (0.1 = 10 % dearer or cheaper) plus the distance in units of
 * 10 km (0.1 = 1 km). Without coordinates on either side, the same postal code counts as 0 km and another
 * as 25 km; without a price on either side, the price gap counts as 0.5.
 *
 * One linear pass per page view: at 100,000 properties that is a few milliseconds, cheaper than keeping
 * an index fresh (see `npm run bench`).
 */
import type { Property } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';
import type { Project } from '@/lib/catalogue/data/types';

type Point = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in km. */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

type Placed = { coordinates: Point | null; address: { zip: string } };

function placeGapKm(a: Placed, b: Placed): number {
  if (a.coordinates && b.coordinates) return distanceKm(a.coordinates, b.coordinates);
  return a.address.zip === b.address.zip ? 0 : 25;
}

function priceGap(a: number | null, b: number | null): number {
  if (a === null || b === null) return 0.5;
  return Math.abs(a - b) / Math.max(a, b);
}

/** How far `candidate` is from `property`; lower is more similar. */
export function similarity(property: Property, candidate: Property): number {
  return priceGap(property.price, candidate.price) + placeGapKm(property, candidate) / 10;
}

/** Up to `limit` properties like this one, most similar first; never the property itself. */
export function similarProperties(property: Property, all: readonly Property[], limit = 4): Property[] {
  const ranked: { candidate: Property; score: number }[] = [];
  for (const candidate of all) {
    if (candidate.id === property.id || candidate.goal !== property.goal || candidate.typeId !== property.typeId) continue;
    if (isOffMarket(candidate)) continue;
    ranked.push({ candidate, score: similarity(property, candidate) });
  }
  ranked.sort((a, b) => a.score - b.score || a.candidate.id - b.candidate.id);
  return ranked.slice(0, limit).map((r) => r.candidate);
}

/**
 * Up to `limit` new-build projects for this property: its own project first, then projects with an
 * available unit of the same goal and type, nearest first.
 */
export function similarProjects(
  property: Property,
  projects: readonly Project[],
  unitsOf: (projectId: number) => readonly Property[],
  limit = 3,
): Project[] {
  const ranked: { project: Project; score: number }[] = [];
  for (const project of projects) {
    const own = project.id === property.projectId;
    const fits = unitsOf(project.id).some((u) => u.goal === property.goal && u.typeId === property.typeId && !isOffMarket(u));
    if (!own && !fits) continue;
    ranked.push({ project, score: own ? -1 : placeGapKm(property, project) });
  }
  ranked.sort((a, b) => a.score - b.score || a.project.id - b.project.id);
  return ranked.slice(0, limit).map((r) => r.project);
}
