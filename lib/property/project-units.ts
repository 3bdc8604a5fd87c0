/** Pure helpers over a project's units (the properties whose ProjectID points to it). */
import type { Property } from '@/lib/data';
import { isOffMarket } from '@/lib/property/display';

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
