/** Pure helpers over a project's units (the properties whose ProjectID points to it). */
import type { Property } from '@/lib/catalogue/data';
import { isOffMarket } from '@/lib/catalogue/property/display';

export interface UnitSummary {
  units: number;
  available: number;
  /**
   * The cheapest available unit with a published price (sale before rent), for "vanaf € …" when
   * other units cost more or its record says "vanaf", with its VAT terms ("excl. btw").
   */
  cheapest: Pick<Property, 'price' | 'goal' | 'startingFrom' | 'vat'> | null;
}

export function summarizeUnits(units: Property[]): UnitSummary {
  // A unit under option still counts as available; a sold or rented one does not.
  const open = units.filter((unit) => !isOffMarket(unit));
  const priced = (goal: Property['goal']) => open.filter((u) => u.goal === goal && u.price !== null).sort((a, b) => a.price! - b.price!);
  const list = priced('sale').length ? priced('sale') : priced('rent');
  const cheapest = list[0];
  if (!cheapest) return { units: units.length, available: open.length, cheapest: null };
  // "vanaf" is true of the cheapest of several prices, or where the unit's own record says it (PriceUnit 7).
  const startingFrom = cheapest.startingFrom || list.some((u) => u.price! > cheapest.price!);
  return {
    units: units.length,
    available: open.length,
    cheapest: { price: cheapest.price, goal: cheapest.goal, startingFrom, vat: cheapest.vat },
  };
}

/**
 * The project's contact person: the agent of most of its units (the first of them on a tie, in data
 * order), or null when no unit names one and the agency answers.
 */
export function projectAgentId(units: Pick<Property, 'agentId'>[]): string | null {
  const counts = new Map<string, number>();
  for (const { agentId } of units) if (agentId) counts.set(agentId, (counts.get(agentId) ?? 0) + 1);
  let best: string | null = null;
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id;
  return best;
}
