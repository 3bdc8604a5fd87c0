/** Filters, sorts and pages the properties of one language and goal for a listing query. */
import type { Goal, Property } from '@/lib/data/property';
import { PAGE_SIZE, type ListingQuery, type Sort } from './query';

/** Lower case without accents: "Liège" and "liege" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Haystack {
  city: string;
  text: string;
  words: Set<string>;
}

/**
 * What listings search and sort, derived from one language's catalogue and kept in the data store
 * (lib/data/store.ts) for the life of the process: each property's folded text, folded on first use (a
 * city or text search over 10,000 listings would otherwise fold them all each time), and the catalogue
 * sorted once per order, so a listing only filters and slices (docs/decisions/0006).
 */
export interface ListingIndex {
  properties: readonly Property[];
  haystack(property: Property): Haystack;
  sorted(sort: Sort): readonly Property[];
}

export function buildListingIndex(properties: readonly Property[]): ListingIndex {
  const haystacks = new Map<number, Haystack>();
  const sorted: Partial<Record<Sort, readonly Property[]>> = {};
  return {
    properties,
    haystack(property) {
      let haystack = haystacks.get(property.id);
      if (!haystack) {
        const text = fold(
          [property.id, property.title, property.typeDescription, property.mainTypeName, property.address.city, property.address.zip].join(' '),
        );
        haystack = { city: fold(property.address.city), text, words: new Set(text.split(/\W+/)) };
        haystacks.set(property.id, haystack);
      }
      return haystack;
    },
    sorted: (sort) => (sorted[sort] ??= [...properties].sort(ORDERS[sort])),
  };
}

function matchesText(haystack: Haystack, tokens: string[]): boolean {
  if (!tokens.length) return true;
  const { text, words } = haystack;
  // Every token must match (SPEC.md section 5); a number matches the reference exactly or a postal code.
  return tokens.every((token) => (/^\d+$/.test(token) ? words.has(token) : text.includes(token)));
}

export interface ListingResult {
  items: Property[];
  total: number;
  page: number;
  pageCount: number;
}

function matcher(index: ListingIndex, goal: Goal, query: ListingQuery): (p: Property) => boolean {
  const cities = query.cities.map(fold);
  const tokens = fold(query.text).split(' ').filter(Boolean);
  return (p) =>
    p.goal === goal &&
    (!cities.length || cities.includes(index.haystack(p).city) || cities.includes(p.address.zip)) &&
    (!query.types.length || query.types.includes(p.typeId)) &&
    (query.priceMin === null || (p.price !== null && p.price >= query.priceMin)) &&
    (query.priceMax === null || (p.price !== null && p.price <= query.priceMax)) &&
    (query.bedroomsMin === null || (p.bedrooms ?? 0) >= query.bedroomsMin) &&
    matchesText(index.haystack(p), tokens);
}

/** How many listings the query finds, without sorting them (the search box's button count). */
export function countListing(index: ListingIndex, goal: Goal, query: ListingQuery): number {
  const matches = matcher(index, goal, query);
  let count = 0;
  for (const p of index.properties) if (matches(p)) count++;
  return count;
}

type Order = (a: Property, b: Property) => number;

const newest: Order = (a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);
const byPrice =
  (direction: 1 | -1): Order =>
  (a, b) => {
    // Properties without a public price come last whatever the direction.
    if (a.price === null || b.price === null) return a.price === null ? (b.price === null ? newest(a, b) : 1) : -1;
    return direction * (a.price - b.price) || newest(a, b);
  };
const ORDERS: Record<Sort, Order> = { newest, 'price-asc': byPrice(1), 'price-desc': byPrice(-1) };

/** Every listing the query finds, in its sort order, unpaged (the map view shows them all). */
export function matchListing(index: ListingIndex, goal: Goal, query: ListingQuery): Property[] {
  return index.sorted(query.sort).filter(matcher(index, goal, query));
}

export function filterListing(index: ListingIndex, goal: Goal, query: ListingQuery): ListingResult {
  const sorted = matchListing(index, goal, query);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  // A page past the end shows the last one rather than an empty list.
  const page = Math.min(query.page, pageCount);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pageCount };
}
