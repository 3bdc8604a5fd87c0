/** Pure helpers over a project's units (the properties whose ProjectID points to it). */
import type { Property } from './property';

/** A unit still on the market: neither sold nor rented (a unit under option still counts). */
export function isAvailable(unit: Pick<Property, 'marquee'>): boolean {
  return unit.marquee.state !== 'sold' && unit.marquee.state !== 'rented';
}

export interface UnitSummary {
  units: number;
  available: number;
  /** The cheapest available unit with a published price (sale before rent), for "from € …". */
  cheapest: Pick<Property, 'price' | 'goal'> | null;
}

export function summarizeUnits(units: Property[]): UnitSummary {
  const open = units.filter(isAvailable);
  const priced = (goal: Property['goal']) =>
    open.filter((u) => u.goal === goal && u.price !== null).sort((a, b) => a.price! - b.price!)[0] ?? null;
  const cheapest = priced('sale') ?? priced('rent');
  return { units: units.length, available: open.length, cheapest: cheapest && { price: cheapest.price, goal: cheapest.goal } };
}
