import { describe, expect, it } from 'vitest';
import type { Property } from '@/lib/catalogue/data';
import type { Project } from '@/lib/catalogue/data/types';
import { distanceKm, similarProjects, similarProperties } from './similar';

const GENT = { lat: 51.0543, lng: 3.7174 };
const BRUGGE = { lat: 51.2093, lng: 3.2247 };

function property(id: number, over: Partial<Omit<Property, 'address'>> & { zip?: string } = {}): Property {
  const { zip = '9000', ...rest } = over;
  return {
    id,
    goal: 'sale',
    typeId: 1,
    price: 300000,
    coordinates: GENT,
    projectId: null,
    marquee: { value: 0, name: null, state: 'none' },
    address: { street: '', number: '', box: '', zip, city: 'Gent', countryId: 10, countryName: 'België' },
    ...rest,
  } as Property;
}

function project(id: number, coordinates: Project['coordinates']): Project {
  return {
    id,
    name: `P${id}`,
    description: '',
    publicAddress: true,
    pictures: [],
    coordinates,
    address: { street: '', number: '', box: '', zip: '9000', city: 'Gent', countryId: 10, countryName: 'België' },
  };
}

describe('distanceKm', () => {
  it('measures Gent to Brugge at about 38 km', () => {
    expect(distanceKm(GENT, BRUGGE)).toBeGreaterThan(36);
    expect(distanceKm(GENT, BRUGGE)).toBeLessThan(40);
    expect(distanceKm(GENT, GENT)).toBe(0);
  });
});

describe('similarProperties', () => {
  const self = property(1);

  it('keeps the same goal and type, leaves out itself and what is sold or rented', () => {
    const all = [
      self,
      property(2),
      property(3, { goal: 'rent' }),
      property(4, { typeId: 2 }),
      property(5, { marquee: { value: 2, name: 'Verkocht', state: 'sold' } }),
      property(6, { marquee: { value: 1, name: 'Nieuw', state: 'other' } }),
    ];
    expect(similarProperties(self, all).map((p) => p.id)).toEqual([2, 6]);
  });

  it('ranks by price and place together', () => {
    const all = [
      property(10, { price: 600000 }), // same place, double the price: 0.5
      property(11, { coordinates: BRUGGE }), // same price, ~38 km: 3.8
      property(12, { price: 330000 }), // same place, 10 % dearer: ~0.09
      property(13, { price: 300000, coordinates: { lat: 51.0633, lng: 3.7174 } }), // ~1 km: 0.1
    ];
    expect(similarProperties(self, all).map((p) => p.id)).toEqual([12, 13, 10, 11]);
  });

  it('falls back to the postal code without coordinates and copes with a missing price', () => {
    const noCoordinates = property(1, { coordinates: null, price: null });
    const all = [property(20, { coordinates: null, zip: '9050' }), property(21, { coordinates: null })];
    expect(similarProperties(noCoordinates, all).map((p) => p.id)).toEqual([21, 20]);
  });

  it('returns at most `limit`', () => {
    const all = Array.from({ length: 10 }, (_, i) => property(100 + i));
    expect(similarProperties(self, all, 4)).toHaveLength(4);
  });
});

describe('similarProjects', () => {
  it('puts its own project first, then projects with a fitting available unit, nearest first', () => {
    const self = property(1, { projectId: 3 });
    const units: Record<number, Property[]> = {
      1: [property(50, { coordinates: BRUGGE })],
      2: [property(51)],
      3: [property(1, { projectId: 3 })],
      4: [property(52, { typeId: 2 })],
      5: [property(53, { marquee: { value: 2, name: null, state: 'sold' } })],
    };
    const projects = [project(1, BRUGGE), project(2, GENT), project(3, BRUGGE), project(4, GENT), project(5, GENT)];
    expect(similarProjects(self, projects, (id) => units[id] ?? []).map((p) => p.id)).toEqual([3, 2, 1]);
  });
});
