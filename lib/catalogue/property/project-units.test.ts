import { describe, expect, it } from 'vitest';
import type { Property } from '@/lib/catalogue/data';
import { projectAgentId, summarizeUnits } from './project-units';
import { isOffMarket, placeName } from '@/lib/catalogue/property/display';

function unit(
  price: number | null,
  state: Property['marquee']['state'] = 'none',
  goal: Property['goal'] = 'sale',
  more: Partial<Property> = {},
): Property {
  return { price, goal, startingFrom: false, vat: null, marquee: { value: 0, name: null, state }, ...more } as Property;
}

describe('project units', () => {
  it('counts units under option as available, sold and rented ones not', () => {
    expect(isOffMarket(unit(1, 'other'))).toBe(false);
    expect(isOffMarket(unit(1, 'sold'))).toBe(true);
    expect(isOffMarket(unit(1, 'rented'))).toBe(true);
  });

  it('starts the price range at the cheapest available unit with a price', () => {
    const summary = summarizeUnits([unit(210_000, 'sold'), unit(null), unit(295_000), unit(240_000, 'other'), unit(900, 'none', 'rent')]);
    expect(summary).toEqual({ units: 5, available: 4, cheapest: { price: 240_000, goal: 'sale', startingFrom: true, vat: null } });
  });

  it('falls back to rent, then to nothing when every unit is gone', () => {
    expect(summarizeUnits([unit(900, 'none', 'rent')]).cheapest).toEqual({ price: 900, goal: 'rent', startingFrom: false, vat: null });
    expect(summarizeUnits([unit(210_000, 'sold')])).toEqual({ units: 1, available: 0, cheapest: null });
    expect(summarizeUnits([])).toEqual({ units: 0, available: 0, cheapest: null });
  });

  it('says "vanaf" only of the cheapest of several prices or where the unit says so, and keeps its VAT terms', () => {
    expect(summarizeUnits([unit(295_000, 'none', 'sale', { vat: 'excluded' }), unit(310_000, 'sold')]).cheapest).toEqual({
      price: 295_000,
      goal: 'sale',
      startingFrom: false,
      vat: 'excluded',
    });
    expect(summarizeUnits([unit(295_000, 'none', 'sale', { startingFrom: true, vat: 'included' })]).cheapest).toEqual({
      price: 295_000,
      goal: 'sale',
      startingFrom: true,
      vat: 'included',
    });
    expect(summarizeUnits([unit(295_000), unit(295_000)]).cheapest?.startingFrom).toBe(false);
  });
});

describe('projectAgentId', () => {
  it('names the agent of most units, the first one on a tie, and nobody without agents', () => {
    const agents = (...ids: (string | null)[]) => ids.map((agentId) => ({ agentId }));
    expect(projectAgentId(agents('102', '101', null, '101'))).toBe('101');
    expect(projectAgentId(agents(null, '103', '104'))).toBe('103');
    expect(projectAgentId(agents(null, null))).toBeNull();
    expect(projectAgentId([])).toBeNull();
  });
});

describe('placeName', () => {
  it('adds the country unless Belgium', () => {
    expect(placeName({ city: 'Gent', countryId: 10, countryName: 'België' })).toBe('Gent');
    expect(placeName({ city: 'Esch-sur-Alzette', countryId: 50, countryName: 'Luxemburg' })).toBe('Esch-sur-Alzette (Luxemburg)');
  });
});
