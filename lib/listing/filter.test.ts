import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '@/lib/data/validate';
import { buildStore } from '@/lib/data/store';
import { countListing, filterListing, matchListing } from './filter';
import { PAGE_SIZE, parseListingQuery } from './query';

const store = buildStore(loadDataFiles());
const nl = store.listings.get('nl')!;
const run = (search: string, goal: 'sale' | 'rent' = 'sale') => filterListing(nl, goal, parseListingQuery(new URLSearchParams(search)));

describe('filterListing on the sample data', () => {
  it('lists one goal only, newest first, paged', () => {
    const result = run('');
    const all = nl.properties.filter((p) => p.goal === 'sale');
    expect(result.total).toBe(all.length);
    expect(result.items).toHaveLength(Math.min(PAGE_SIZE, all.length));
    expect(result.pageCount).toBe(Math.ceil(all.length / PAGE_SIZE));
    const dates = result.items.map((p) => p.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by city (accent- and case-insensitive, or postal code) and by type', () => {
    const city = nl.properties.find((p) => p.goal === 'sale')!.address;
    const byName = run(`city=${encodeURIComponent(city.city.toUpperCase())}`);
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.items.every((p) => p.address.city === city.city)).toBe(true);
    expect(run(`city=${city.zip}`).total).toBeGreaterThanOrEqual(byName.total);
    const type = run('type=2');
    expect(type.total).toBeGreaterThan(0);
    expect(type.items.every((p) => p.typeId === 2)).toBe(true);
  });

  it('combines price and bedroom bounds and sorts by price, unpriced last', () => {
    const result = run('price_min=200000&price_max=600000&bedrooms=2&sort=price-asc');
    expect(result.total).toBeGreaterThan(0);
    const prices = result.items.map((p) => p.price!);
    expect(prices.every((p) => p >= 200000 && p <= 600000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    expect(result.items.every((p) => (p.bedrooms ?? 0) >= 2)).toBe(true);
    const desc = run('sort=price-desc&page=99');
    expect(desc.page).toBe(desc.pageCount);
    expect(desc.items.at(-1)!.price).toBeNull();
  });

  it('finds a property by its reference and requires every text token', () => {
    const target = nl.properties.find((p) => p.goal === 'rent')!;
    expect(run(`q=${target.id}`, 'rent').items.map((p) => p.id)).toEqual([target.id]);
    expect(run(`q=${encodeURIComponent(`${target.address.city} zzzznothing`)}`, 'rent').total).toBe(0);
  });

  it('answers an empty result for an unknown city or type, never an error', () => {
    expect(run('city=Atlantis').total).toBe(0);
    expect(run('type=999').items).toEqual([]);
    expect(run('city=Atlantis').pageCount).toBe(1);
  });
});

describe('countListing', () => {
  it('counts what filterListing finds', () => {
    for (const search of ['', 'q=gent', 'city=Gent&type=2', 'price_min=200000&bedrooms=2', 'q=xyz'])
      for (const goal of ['sale', 'rent'] as const)
        expect(countListing(nl, goal, parseListingQuery(new URLSearchParams(search))), `${goal} ${search}`).toBe(run(search, goal).total);
  });
});

describe('matchListing', () => {
  it('finds every listing of the filter, in order, across pages (the map view)', () => {
    for (const search of ['', 'type=2', 'sort=price-desc&page=3&view=map']) {
      const query = parseListingQuery(new URLSearchParams(search));
      const all = matchListing(nl, 'sale', query);
      const paged = filterListing(nl, 'sale', { ...query, page: 1 });
      expect(all).toHaveLength(paged.total);
      expect(all.slice(0, PAGE_SIZE)).toEqual(paged.items);
    }
  });
});
