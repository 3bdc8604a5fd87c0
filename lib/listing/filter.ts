/** Filters, sorts and pages the properties of one language and goal for a listing query. */
import type { Goal, Property } from '@/lib/data/property';
import { energyLabelOf, type EnergyLabelCode } from '@/lib/property/energy';
import { provinceOf, regionOf, type Province, type Region } from '@/lib/property/region';
import { FEATURES, PAGE_SIZE, parseListingQuery, type Feature, type ListingQuery, type Sort } from './query';

/** Lower case without accents: "Liège" and "liege" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

interface Haystack {
  /** The city as this language writes it, folded. */
  city: string;
  /** Where it is, for the location filters; its names are the city as every language writes it, so `?city=Gent` finds Gand's properties on the French site. */
  place: Place;
  text: string;
  words: Set<string>;
  /** Folded words people type for the property's type in this language (types.json Synonyms). */
  typeWords: ReadonlySet<string>;
  /** Rank of the EPC label as the site shows it (epcRank), null without a recognised label. */
  epc: number | null;
}

/**
 * Ranks an EPC label code, best first, by letter: A++ 0, A+ 1, then one rank per letter with its
 * modifiers (A and A- 2, B+ B B- 3, ... F 7, G 8). An "at most" option ranks the same way.
 */
export function epcRank(code: EnergyLabelCode): number {
  if (code === 'a_plusplus') return 0;
  if (code === 'a_plus') return 1;
  return 'abcdefghi'.indexOf(code[0]!) + 2;
}

/** What a listing index knows besides the properties of its language. */
export interface ListingIndexOptions {
  /** The property's city in every language (the same property id in each language's records). */
  cityNames?: (property: Property) => Iterable<string>;
  /** Words people type per type id (types.json Synonyms), in the index's language. */
  typeWords?: ReadonlyMap<number, readonly string[]>;
}

/**
 * What listings search and sort, derived from one language's catalogue and kept in the data store
 * (lib/data/store.ts) for the life of the process: each property's folded text and derived filter
 * facts, computed on first use (a city or text search over 10,000 listings would otherwise fold them
 * all each time), and the catalogue sorted once per order, so a listing only filters and slices
 * (docs/decisions/0006).
 */
export interface ListingIndex {
  properties: readonly Property[];
  haystack(property: Property): Haystack;
  sorted(sort: Sort): readonly Property[];
}

export function buildListingIndex(properties: readonly Property[], options: ListingIndexOptions = {}): ListingIndex {
  const haystacks = new Map<number, Haystack>();
  const sorted: Partial<Record<Sort, readonly Property[]>> = {};
  const typeWords = new Map([...(options.typeWords ?? [])].map(([id, words]) => [id, new Set(words.map(fold))]));
  const noWords = new Set<string>();
  return {
    properties,
    haystack(property) {
      let haystack = haystacks.get(property.id);
      if (!haystack) {
        const city = fold(property.address.city);
        const names = new Set([city, ...[...(options.cityNames?.(property) ?? [])].map(fold)]);
        // The city in every language: "Gent" typed on the French site finds Gand's properties.
        const text = fold([property.id, property.title, property.typeDescription, property.mainTypeName, ...names, property.address.zip].join(' '));
        const { countryId, zip } = property.address;
        const code = energyLabelOf(property)?.code;
        haystack = {
          city,
          place: {
            zip,
            names,
            province: provinceOf(countryId, zip),
            region: regionOf(countryId, zip),
          },
          text,
          words: new Set(text.split(/\W+/)),
          typeWords: typeWords.get(property.typeId) ?? noWords,
          epc: code ? epcRank(code) : null,
        };
        haystacks.set(property.id, haystack);
      }
      return haystack;
    },
    sorted: (sort) => (sorted[sort] ??= [...properties].sort(ORDERS[sort])),
  };
}

/** A reference typed in part ("412") finds the references that start with it, from this many digits. */
export const REFERENCE_PREFIX_MIN = 3;

function matchesText(property: Property, haystack: Haystack, tokens: string[]): boolean {
  if (!tokens.length) return true;
  const { text, words, typeWords } = haystack;
  // Every token must match (SPEC.md section 5). A number matches a postal code or a word of the text
  // exactly, or the start of the reference; a word matches the text or is a word people use for the
  // property's type ("huis", "kot").
  return tokens.every((token) =>
    /^\d+$/.test(token)
      ? words.has(token) || (token.length >= REFERENCE_PREFIX_MIN && String(property.id).startsWith(token))
      : text.includes(token) || typeWords.has(token),
  );
}
export interface ListingResult {
  items: Property[];
  total: number;
  page: number;
  pageCount: number;
}

/** A filter of the listing query that facet counts leave out in turn (see facetCounts). */
type Dimension = 'city' | 'type' | 'province' | 'region' | Feature | 'other';

/**
 * What a place must be for the location filters: one of the cities (by a name in any language or its
 * postal code), in one of the provinces, in one of the regions. Properties and the catalogue's
 * cities (the demand register's zones) are both places.
 */
export interface Place {
  zip: string;
  /** Folded names in every language. */
  names: ReadonlySet<string>;
  province: Province | null;
  region: Region | null;
}

type Check = [Dimension, (p: Property, h: Haystack) => boolean];

function locationChecks(query: Pick<ListingQuery, 'cities' | 'provinces' | 'regions'>): [Dimension, (place: Place) => boolean][] {
  const cities = query.cities.map(fold);
  const checks: [Dimension, (place: Place) => boolean][] = [];
  if (cities.length) checks.push(['city', (place) => cities.some((city) => place.names.has(city) || city === place.zip)]);
  if (query.provinces.length) checks.push(['province', (place) => place.province !== null && query.provinces.includes(place.province)]);
  if (query.regions.length) checks.push(['region', (place) => place.region !== null && query.regions.includes(place.region)]);
  return checks;
}

/** Whether a place passes the query's location filters (cities, provinces, regions). */
export function placeMatches(query: Pick<ListingQuery, 'cities' | 'provinces' | 'regions'>, place: Place): boolean {
  return locationChecks(query).every(([, check]) => check(place));
}

/**
 * The checks the query asks for, each tagged with its dimension. What each feature means:
 * - garden: the record's Garden flag, or a garden surface;
 * - terrace: a terrace surface or orientation;
 * - parking: at least one garage or parking space (Garages, Parkings);
 * - newBuild: the property is a unit of a new-build project (ProjectID set): the data's one sure mark of
 *   new construction (a construction year says nothing of whether it was ever lived in).
 */
function checks(query: ListingQuery): Check[] {
  const out: Check[] = locationChecks(query).map(([dimension, check]): Check => [dimension, (_, h) => check(h.place)]);
  if (query.types.length) out.push(['type', (p) => query.types.includes(p.typeId)]);
  const { garden, terrace, parking, newBuild } = query.features;
  if (garden) out.push(['garden', (p) => p.garden]);
  if (terrace) out.push(['terrace', (p) => p.terrace]);
  if (parking) out.push(['parking', (p) => p.parking]);
  if (newBuild) out.push(['newBuild', (p) => p.projectId !== null]);
  const { priceMin, priceMax, bedroomsMin, livingMin, plotMin, epcMax } = query;
  if (priceMin !== null) out.push(['other', (p) => p.price !== null && p.price >= priceMin]);
  if (priceMax !== null) out.push(['other', (p) => p.price !== null && p.price <= priceMax]);
  if (bedroomsMin !== null) out.push(['other', (p) => (p.bedrooms ?? 0) >= bedroomsMin]);
  if (livingMin !== null) out.push(['other', (p) => (p.livingSurface ?? 0) >= livingMin]);
  if (plotMin !== null) out.push(['other', (p) => (p.groundSurface ?? 0) >= plotMin]);
  if (epcMax !== null) {
    const most = epcRank(epcMax);
    out.push(['other', (_, h) => h.epc !== null && h.epc <= most]);
  }
  const tokens = fold(query.text).split(' ').filter(Boolean);
  if (tokens.length) out.push(['other', (p, h) => matchesText(p, h, tokens)]);
  return out;
}

function matcher(index: ListingIndex, goal: Goal, query: ListingQuery): (p: Property) => boolean {
  const all = checks(query);
  return (p) => {
    if (p.goal !== goal) return false;
    const haystack = index.haystack(p);
    return all.every(([, check]) => check(p, haystack));
  };
}

/** How many listings the query finds, without sorting them (the search box's button count). */
export function countListing(index: ListingIndex, goal: Goal, query: ListingQuery): number {
  const matches = matcher(index, goal, query);
  let count = 0;
  for (const p of index.properties) if (matches(p)) count++;
  return count;
}

/**
 * The counts beside the filter choices: for each choice, how many listings the page would show with it
 * chosen and the other filters as they are (the choice's own filter set to it alone). Cities by folded
 * name in the index's language, as the city filter matches them.
 */
export interface ListingFacets {
  city: Map<string, number>;
  type: Map<number, number>;
  province: Map<Province, number>;
  region: Map<Region, number>;
  feature: Record<Feature, number>;
}

/** One pass: a property that fails no filter counts everywhere; one that fails one filter counts for that filter's choices. */
export function facetCounts(index: ListingIndex, goal: Goal, query: ListingQuery): ListingFacets {
  const all = checks(query);
  const facets: ListingFacets = {
    city: new Map(),
    type: new Map(),
    province: new Map(),
    region: new Map(),
    feature: { garden: 0, terrace: 0, parking: 0, newBuild: 0 },
  };
  const bump = <K>(map: Map<K, number>, key: K | null) => key !== null && map.set(key, (map.get(key) ?? 0) + 1);
  for (const p of index.properties) {
    if (p.goal !== goal) continue;
    const h = index.haystack(p);
    let failed: Dimension | null = null;
    let out = false;
    for (const [dimension, check] of all) {
      if (check(p, h)) continue;
      // Two failures, or one in a filter without choices to count (a bound, the text): no count.
      if (failed !== null || dimension === 'other') {
        out = true;
        break;
      }
      failed = dimension;
    }
    if (out) continue;
    const counts = (dimension: Dimension) => failed === null || failed === dimension;
    if (counts('city')) bump(facets.city, h.city);
    if (counts('type')) bump(facets.type, p.typeId);
    if (counts('province')) bump(facets.province, h.place.province);
    if (counts('region')) bump(facets.region, h.place.region);
    const has: Record<Feature, boolean> = { garden: p.garden, terrace: p.terrace, parking: p.parking, newBuild: p.projectId !== null };
    for (const feature of FEATURES) if (has[feature] && counts(feature)) facets.feature[feature]++;
  }
  return facets;
}

const totalsCache = new WeakMap<ListingIndex, Partial<Record<Goal, ListingFacets>>>();

/** The counts of the whole catalogue for a goal (the filters' totals): the same for every query, computed once per index. */
export function catalogueFacets(index: ListingIndex, goal: Goal): ListingFacets {
  const byGoal = totalsCache.get(index) ?? {};
  totalsCache.set(index, byGoal);
  return (byGoal[goal] ??= facetCounts(index, goal, parseListingQuery({})));
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
