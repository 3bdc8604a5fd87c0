/**
 * Whether a property answers a search of the demand register: the register's criteria read as the
 * listings read their filters (lib/catalogue/listing/filter.ts): the goal, one of the types, one of the zones
 * (postal codes), a price within the range (a price on request never is, once a bound is set), at
 * least the bedrooms, garages and parking places within their ranges (missing counts as none).
 * Sold and rented properties are never announced. Pure, so every rule is unit-tested.
 */
import type { Property } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';

/** What the matcher reads of a property: the app's Property and two counts only the record has. */
export interface AlertProperty {
  property: Pick<Property, 'goal' | 'typeId' | 'address' | 'price' | 'bedrooms' | 'marquee'>;
  garages: number | null;
  parkings: number | null;
}

const GOALS: Record<string, Property['goal']> = { buy: 'sale', rent: 'rent' };

const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);
const bound = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

function within(value: number, min: unknown, max: unknown): boolean {
  const low = bound(min);
  const high = bound(max);
  return (low === null || value >= low) && (high === null || value <= high);
}

export function matchesCriteria(criteria: Record<string, unknown>, { property, garages, parkings }: AlertProperty): boolean {
  if (isOffMarket(property)) return false;
  const goal = typeof criteria.goal === 'string' ? GOALS[criteria.goal] : undefined;
  if (goal && property.goal !== goal) return false;
  const types = list(criteria.types);
  if (types.length && !types.includes(String(property.typeId))) return false;
  const zones = list(criteria.zones);
  if (zones.length && !zones.includes(property.address.zip)) return false;
  if (bound(criteria.priceMin) !== null || bound(criteria.priceMax) !== null) {
    if (property.price === null || !within(property.price, criteria.priceMin, criteria.priceMax)) return false;
  }
  return (
    within(property.bedrooms ?? 0, criteria.bedroomsMin, null) &&
    within(garages ?? 0, criteria.garagesMin, criteria.garagesMax) &&
    within(parkings ?? 0, criteria.parkingMin, criteria.parkingMax)
  );
}
