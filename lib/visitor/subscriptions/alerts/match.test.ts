import { describe, expect, it } from 'vitest';
import { matchesCriteria, type AlertProperty } from './match';

const house = (
  change: Partial<AlertProperty['property']> = {},
  counts: Partial<Pick<AlertProperty, 'garages' | 'parkings'>> = {},
): AlertProperty => ({
  property: {
    goal: 'sale',
    typeId: 1,
    address: { street: 'Veldstraat', number: '1', box: '', zip: '9000', city: 'Gent', countryId: 10, countryName: 'België' },
    price: 350_000,
    bedrooms: 3,
    marquee: { value: 0, name: null, state: 'none' },
    ...change,
  },
  garages: counts.garages ?? null,
  parkings: counts.parkings ?? null,
});

const criteria = { goal: 'buy', types: ['1'], zones: ['9000'] };

describe('a search of the demand register', () => {
  it('matches on goal, type and zone', () => {
    expect(matchesCriteria(criteria, house())).toBe(true);
    expect(matchesCriteria(criteria, house({ goal: 'rent' }))).toBe(false);
    expect(matchesCriteria({ ...criteria, goal: 'rent' }, house({ goal: 'rent' }))).toBe(true);
    expect(matchesCriteria(criteria, house({ typeId: 2 }))).toBe(false);
    expect(
      matchesCriteria({ ...criteria, zones: ['9000', '9050'] }, house({ address: { ...house().property.address, zip: '9050' } })),
    ).toBe(true);
    expect(matchesCriteria(criteria, house({ address: { ...house().property.address, zip: '9050' } }))).toBe(false);
  });

  it('reads prices as the listings do: a price on request is out once a bound is set', () => {
    expect(matchesCriteria({ ...criteria, priceMin: 300_000, priceMax: 350_000 }, house())).toBe(true);
    expect(matchesCriteria({ ...criteria, priceMax: 349_999 }, house())).toBe(false);
    expect(matchesCriteria({ ...criteria, priceMin: 350_001 }, house())).toBe(false);
    expect(matchesCriteria(criteria, house({ price: null }))).toBe(true);
    expect(matchesCriteria({ ...criteria, priceMax: 400_000 }, house({ price: null }))).toBe(false);
  });

  it('counts bedrooms, garages and parking places, a missing count as none', () => {
    expect(matchesCriteria({ ...criteria, bedroomsMin: 3 }, house())).toBe(true);
    expect(matchesCriteria({ ...criteria, bedroomsMin: 4 }, house())).toBe(false);
    expect(matchesCriteria({ ...criteria, bedroomsMin: 1 }, house({ bedrooms: null }))).toBe(false);
    expect(matchesCriteria({ ...criteria, garagesMin: 1, garagesMax: 2 }, house({}, { garages: 2 }))).toBe(true);
    expect(matchesCriteria({ ...criteria, garagesMax: 1 }, house({}, { garages: 2 }))).toBe(false);
    expect(matchesCriteria({ ...criteria, garagesMin: 1 }, house())).toBe(false);
    expect(matchesCriteria({ ...criteria, parkingMin: 1 }, house({}, { parkings: 1 }))).toBe(true);
    expect(matchesCriteria({ ...criteria, parkingMax: 0 }, house({}, { parkings: 1 }))).toBe(false);
  });

  it('never announces a sold or rented property', () => {
    expect(matchesCriteria(criteria, house({ marquee: { value: 2, name: 'Verkocht', state: 'sold' } }))).toBe(false);
    expect(
      matchesCriteria({ ...criteria, goal: 'rent' }, house({ goal: 'rent', marquee: { value: 3, name: 'Verhuurd', state: 'rented' } })),
    ).toBe(false);
  });
});
