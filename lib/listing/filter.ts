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
/** Folded once per property: a city or text search over 10,000 listings would otherwise fold them all each time. */
const haystacks = new WeakMap<Property, Haystack>();

function haystackOf(property: Property): Haystack {
  let haystack = haystacks.get(property);
  if (!haystack) {
    const text = fold(
      [property.id, property.title, property.typeDescription, property.mainTypeName, property.address.city, property.address.zip].join(' '),
    );
    haystack = { city: fold(property.address.city), text, words: new Set(text.split(/\W+/)) };
    haystacks.set(property, haystack);
  }
  return haystack;
}

function matchesText(property: Property, tokens: string[]): boolean {
  if (!tokens.length) return true;
  const { text, words } = haystackOf(property);
  // Every token must match (SPEC.md section 5); a number matches the reference exactly or a postal code.
  return tokens.every((token) => (/^\d+$/.test(token) ? words.has(token) : text.includes(token)));
}

export interface ListingResult {
  items: Property[];
  total: number;
  page: number;
  pageCount: number;
}

function matcher(goal: Goal, query: ListingQuery): (p: Property) => boolean {
  const cities = query.cities.map(fold);
  const tokens = fold(query.text).split(' ').filter(Boolean);
  return (p) =>
    p.goal === goal &&
    (!cities.length || cities.includes(haystackOf(p).city) || cities.includes(p.address.zip)) &&
    (!query.types.length || query.types.includes(p.typeId)) &&
    (query.priceMin === null || (p.price !== null && p.price >= query.priceMin)) &&
    (query.priceMax === null || (p.price !== null && p.price <= query.priceMax)) &&
    (query.bedroomsMin === null || (p.bedrooms ?? 0) >= query.bedroomsMin) &&
    matchesText(p, tokens);
}

/** How many listings the query finds, without sorting them (the search box's button count). */
export function countListing(properties: Property[], goal: Goal, query: ListingQuery): number {
  const matches = matcher(goal, query);
  let count = 0;
  for (const p of properties) if (matches(p)) count++;
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

/** Each catalogue sorted once per order: a listing then only filters and slices (docs/decisions/0006). */
const sortedCache = new WeakMap<Property[], Partial<Record<Sort, Property[]>>>();

function sortedBy(properties: Property[], sort: Sort): Property[] {
  let orders = sortedCache.get(properties);
  if (!orders) sortedCache.set(properties, (orders = {}));
  return (orders[sort] ??= [...properties].sort(ORDERS[sort]));
}

/** Every listing the query finds, in its sort order, unpaged (the map view shows them all). */
export function matchListing(properties: Property[], goal: Goal, query: ListingQuery): Property[] {
  return sortedBy(properties, query.sort).filter(matcher(goal, query));
}

export function filterListing(properties: Property[], goal: Goal, query: ListingQuery): ListingResult {
  const sorted = matchListing(properties, goal, query);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  // A page past the end shows the last one rather than an empty list.
  const page = Math.min(query.page, pageCount);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pageCount };
}
