/** Pure helpers over a project's units (the properties whose ProjectID points to it). */
import { isOffMarket, type Property } from './property';

export interface UnitSummary {
  units: number;
  available: number;
  /** The cheapest available unit with a published price (sale before rent), for "from € …". */
  cheapest: Pick<Property, 'price' | 'goal'> | null;
}

export function summarizeUnits(units: Property[]): UnitSummary {
  // A unit under option still counts as available; a sold or rented one does not.
  const open = units.filter((unit) => !isOffMarket(unit));
  const priced = (goal: Property['goal']) =>
    open.filter((u) => u.goal === goal && u.price !== null).sort((a, b) => a.price! - b.price!)[0] ?? null;
  const cheapest = priced('sale') ?? priced('rent');
  return { units: units.length, available: open.length, cheapest: cheapest && { price: cheapest.price, goal: cheapest.goal } };
}
