/** Filters, sorts and pages the properties of one language and goal for a listing query. */
import type { Goal, Property } from '@/lib/catalogue/data';
import { energyLabelOf, type EnergyLabelCode } from '@/lib/catalogue/property/energy';
import { provinceOf, regionOf, type Province, type Region } from '@/lib/catalogue/property/region';
import { FEATURES, PAGE_SIZE, parseListingQuery, type Feature, type ListingQuery, type Sort } from './query';

/** Lower case without accents: "Liège" and "liege" match. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The folded words of a name: split on spaces, hyphens, apostrophes, slashes and parentheses ("Sint-Niklaas": sint, niklaas). */
export function foldedWords(text: string): string[] {
  return fold(text)
    .split(/[\s\-\u2010-\u2013'\u2019/()]+/)
    .filter(Boolean);
}

/** What the location, type and energy filters read of a property, derived once (see ListingIndex). */
interface Haystack {
  /** The city as this language writes it, folded. */
  city: string;
  /** Where it is, for the location filters; its names are the city as every language writes it, so `?city=Gent` finds Gand's properties on the French site. Shared by the properties of one place. */
  place: Place;
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
  /** Words people type per type id (types.json Synonyms), in the index's language; see wideningTypeWords for the ones that find the whole type. */
  typeWords?: ReadonlyMap<number, readonly string[]>;
}

/** A set of properties by their position in the index, one bit each. */
type Bits = Uint32Array;
const hasBit = (bits: Bits, position: number) => ((bits[position >>> 5]! >>> (position & 31)) & 1) === 1;
function setBits(bits: Bits, positions: Iterable<number>) {
  for (const position of positions) bits[position >>> 5]! |= 1 << (position & 31);
}

/**
 * The free text's index: which properties a token finds, without reading 100,000 texts per keystroke
 * (the search box counts its results on every keystroke, docs/decisions/0025-listing-text-index.md).
 * It answers exactly what a pass over the texts would (the unit tests compare the two):
 * - a word token is a substring of the folded text; tokens hold no white space, so it is a substring of
 *   one of the text's white-space-separated pieces, of which a catalogue has far fewer than properties:
 *   the pieces that contain the token are found by scanning the pieces, their properties by postings;
 * - or a word people type for the property's type ("kot") that names no sub-type (wideningTypeWords):
 *   postings per type;
 * - a number token is a whole word of the text (a postal code, the reference) or, from
 *   REFERENCE_PREFIX_MIN digits, the start of the reference: the references sorted as text.
 */
interface TextIndex {
  /** The pieces that are not only digits (a word token cannot be part of those). */
  pieces: string[];
  /** The properties of each piece: their positions, or a set when they are many (cheaper to merge). */
  postings: (Int32Array | Bits)[];
  /** Positions by number word. */
  numbers: Map<string, Int32Array>;
  /** References as text, sorted, with their positions in the same order. */
  references: string[];
  referencePositions: Int32Array;
  /** Type ids by folded word people type for them, the words that find the whole type (wideningTypeWords). */
  typesByWord: Map<string, number[]>;
  positionsByType: Map<number, Int32Array>;
}

const isNumber = (token: string) => /^\d+$/.test(token);

/** The folded text the free-text search looks in: reference, title, type, city in every language, postal code. */
export function searchText(property: Property, cityNames: Iterable<string>): string {
  return fold([property.id, property.title, property.typeDescription, property.mainTypeName, ...cityNames, property.address.zip].join(' '));
}

function push<K>(map: Map<K, number[]>, key: K, value: number) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
const packed = <K>(map: Map<K, number[]>) => new Map([...map].map(([key, list]) => [key, Int32Array.from(list)]));

/**
 * The words people type for a type (folded) that stand for the whole type, with the types they stand for.
 * A word that names a sub-type of the catalogue, a whole word (or run of words) of some property's type
 * description ("villa", "studio"), finds what the texts say instead: a visitor who types "villa" asks for
 * the three villas, not for every house. Read from the data once, when the index is built.
 */
function wideningTypeWords(properties: readonly Property[], typeWords: ReadonlyMap<number, ReadonlySet<string>>): Map<string, number[]> {
  const spaced = (text: string) => ` ${foldedWords(text).join(' ')} `;
  const descriptions = [...new Set(properties.map((property) => spaced(property.typeDescription)))];
  const namesSubType = (word: string) => {
    const run = spaced(word);
    return descriptions.some((description) => description.includes(run));
  };
  const types = new Map<string, number[]>();
  for (const [typeId, words] of typeWords) for (const word of words) if (!namesSubType(word)) push(types, word, typeId);
  return types;
}

function buildTextIndex(
  properties: readonly Property[],
  cityNames: (property: Property) => Iterable<string>,
  typesByWord: Map<string, number[]>,
): TextIndex {
  const pieces = new Map<string, number[]>();
  const numbers = new Map<string, number[]>();
  const positionsByType = new Map<number, number[]>();
  properties.forEach((property, position) => {
    const text = searchText(property, cityNames(property));
    for (const piece of new Set(text.split(/\s+/))) if (piece) push(pieces, piece, position);
    for (const word of new Set(text.split(/\W+/))) if (isNumber(word)) push(numbers, word, position);
    push(positionsByType, property.typeId, position);
  });
  const references = properties
    .map((property, position) => ({ ref: String(property.id), position }))
    .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0));
  const words = [...pieces].filter(([piece]) => !isNumber(piece));
  const bitsOf = (list: number[]) => {
    const bits: Bits = new Uint32Array((properties.length + 31) >>> 5);
    setBits(bits, list);
    return bits;
  };
  return {
    pieces: words.map(([piece]) => piece),
    // A set costs a 32nd of a position per property: smaller than the positions past that share.
    postings: words.map(([, list]) => (list.length * 32 > properties.length ? bitsOf(list) : Int32Array.from(list))),
    numbers: packed(numbers),
    references: references.map((r) => r.ref),
    referencePositions: Int32Array.from(references, (r) => r.position),
    typesByWord,
    positionsByType: packed(positionsByType),
  };
}

/** The first index in a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The properties one folded token finds (see TextIndex). */
function tokenBits(index: TextIndex, token: string, size: number): Bits {
  const bits: Bits = new Uint32Array((size + 31) >>> 5);
  if (isNumber(token)) {
    setBits(bits, index.numbers.get(token) ?? []);
    if (token.length >= REFERENCE_PREFIX_MIN)
      for (let i = lowerBound(index.references, token); i < index.references.length && index.references[i]!.startsWith(token); i++)
        setBits(bits, [index.referencePositions[i]!]);
    return bits;
  }
  index.pieces.forEach((piece, i) => {
    if (!piece.includes(token)) return;
    const postings = index.postings[i]!;
    if (postings instanceof Uint32Array) for (let word = 0; word < bits.length; word++) bits[word]! |= postings[word]!;
    else setBits(bits, postings);
  });
  for (const typeId of index.typesByWord.get(token) ?? []) setBits(bits, index.positionsByType.get(typeId) ?? []);
  return bits;
}

/** Iterates the positions in a set, ascending. */
function* positionsOf(bits: Bits): Generator<number> {
  for (let i = 0; i < bits.length; i++) {
    let word = bits[i]!;
    while (word !== 0) {
      const low = word & -word;
      yield (i << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
}

function countBits(bits: Bits): number {
  let count = 0;
  for (let word of bits) {
    word -= (word >>> 1) & 0x55555555;
    word = (word & 0x33333333) + ((word >>> 2) & 0x33333333);
    count += (((word + (word >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return count;
}

const intersect = (a: Bits, b: Bits): Bits => a.map((word, i) => word & b[i]!);

/**
 * What listings search and sort, derived from one language's catalogue and kept in the data store
 * (lib/catalogue/data/store.ts) for the life of the process, so that a listing only filters and slices
 * (docs/decisions/0006): each property's derived filter facts, the free text's index and the catalogue
 * sorted once per order, all built on first use. Properties are known by their position in `properties`.
 */
export interface ListingIndex {
  properties: readonly Property[];
  /** What the filters read of the property at a position. */
  haystack(position: number): Haystack;
  /** The listings of a goal. */
  goal(goal: Goal): Bits;
  /** The properties whose text holds every folded token (see TextIndex). */
  text(tokens: readonly string[]): Bits;
  /** The first properties, in catalogue order, whose reference starts with the digits (the suggestions). */
  referencesStartingWith(prefix: string, limit: number): Property[];
  /** The types a folded word people type for them finds whole, none when it names a sub-type (see wideningTypeWords). */
  typesOfWord(word: string): readonly number[];
  /** Every position, in a sort order. */
  order(sort: Sort): Int32Array;
  /** Builds now what the index would build on first use (a server warms it at start). */
  warm(): void;
}

export function buildListingIndex(properties: readonly Property[], options: ListingIndexOptions = {}): ListingIndex {
  const haystacks: (Haystack | undefined)[] = [];
  const places = new Map<string, Place>();
  const goals: Partial<Record<Goal, Bits>> = {};
  const orders: Partial<Record<Sort, Int32Array>> = {};
  const typeWords = new Map([...(options.typeWords ?? [])].map(([id, words]) => [id, new Set(words.map(fold))]));
  // The city in every language: "Gent" typed on the French site finds Gand's properties.
  const cityNames = (property: Property) => new Set([fold(property.address.city), ...[...(options.cityNames?.(property) ?? [])].map(fold)]);
  let wideningWords: Map<string, number[]> | undefined;
  const typeIdsByWord = () => (wideningWords ??= wideningTypeWords(properties, typeWords));
  let text: TextIndex | undefined;
  const textIndex = () => (text ??= buildTextIndex(properties, cityNames, typeIdsByWord()));
  const size = properties.length;
  return {
    properties,
    haystack(position) {
      let haystack = haystacks[position];
      if (!haystack) {
        const property = properties[position]!;
        const names = cityNames(property);
        const { countryId, zip } = property.address;
        const key = [countryId, zip, ...names].join('|');
        let place = places.get(key);
        if (!place) {
          place = { zip, names, province: provinceOf(countryId, zip), region: regionOf(countryId, zip) };
          places.set(key, place);
        }
        const code = energyLabelOf(property)?.code;
        haystack = { city: fold(property.address.city), place, epc: code ? epcRank(code) : null };
        haystacks[position] = haystack;
      }
      return haystack;
    },
    goal(goal) {
      if (!goals[goal]) {
        const bits: Bits = new Uint32Array((size + 31) >>> 5);
        setBits(
          bits,
          properties.flatMap((property, position) => (property.goal === goal ? [position] : [])),
        );
        goals[goal] = bits;
      }
      return goals[goal];
    },
    text(tokens) {
      return tokens.map((token) => tokenBits(textIndex(), token, size)).reduce(intersect);
    },
    referencesStartingWith(prefix, limit) {
      const { references, referencePositions } = textIndex();
      // The smallest positions of the references in the prefix's range, kept sorted (limit is small).
      const first: number[] = [];
      for (let i = lowerBound(references, prefix); i < references.length && references[i]!.startsWith(prefix); i++) {
        const position = referencePositions[i]!;
        if (first.length === limit && position > first[limit - 1]!) continue;
        const at = first.findIndex((p) => p > position);
        first.splice(at === -1 ? first.length : at, 0, position);
        if (first.length > limit) first.pop();
      }
      return first.map((position) => properties[position]!);
    },
    typesOfWord(word) {
      return typeIdsByWord().get(word) ?? [];
    },
    order(sort) {
      if (!orders[sort]) {
        const order = ORDERS[sort];
        orders[sort] = Int32Array.from(properties.keys()).sort((a, b) => order(properties[a]!, properties[b]!));
      }
      return orders[sort];
    },
    warm() {
      textIndex();
      this.order('newest');
      for (const goal of ['sale', 'rent'] as const) this.goal(goal);
      properties.forEach((_, position) => this.haystack(position));
    },
  };
}

/**
 * A reference typed in part ("41") finds the references that start with it, from this many digits, in
 * the listing's text and in the suggestions alike (so the button counts the properties the list shows).
 * One digit would find a tenth of the catalogue.
 */
export const REFERENCE_PREFIX_MIN = 2;

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
 *   new construction (a construction year says nothing of whether it was ever lived in);
 * - newThisWeek: it first appeared on the site in the 7 days before the catalogue's time (lib/catalogue/data/history.ts).
 */
function checks(query: ListingQuery): Check[] {
  const out: Check[] = locationChecks(query).map(([dimension, check]): Check => [dimension, (_, h) => check(h.place)]);
  if (query.types.length) out.push(['type', (p) => query.types.includes(p.typeId)]);
  const { garden, terrace, parking, newBuild, newThisWeek } = query.features;
  if (garden) out.push(['garden', (p) => p.garden]);
  if (terrace) out.push(['terrace', (p) => p.terrace]);
  if (parking) out.push(['parking', (p) => p.parking]);
  if (newBuild) out.push(['newBuild', (p) => p.projectId !== null]);
  if (newThisWeek) out.push(['newThisWeek', (p) => p.fresh.newThisWeek]);
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
  return out;
}

/** The listings of the goal that the free text finds: the candidates the other checks then test. */
function candidates(index: ListingIndex, goal: Goal, query: ListingQuery): Bits {
  const tokens = fold(query.text).split(' ').filter(Boolean);
  return tokens.length ? intersect(index.goal(goal), index.text(tokens)) : index.goal(goal);
}

/** Whether the property at a position passes every check. */
function passes(index: ListingIndex, all: Check[], position: number): boolean {
  if (!all.length) return true;
  const haystack = index.haystack(position);
  const property = index.properties[position]!;
  return all.every(([, check]) => check(property, haystack));
}

/** How many listings the query finds, without sorting them (the search box's button count). */
export function countListing(index: ListingIndex, goal: Goal, query: ListingQuery): number {
  const bits = candidates(index, goal, query);
  const all = checks(query);
  if (!all.length) return countBits(bits);
  let count = 0;
  for (const position of positionsOf(bits)) if (passes(index, all, position)) count++;
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
    feature: { garden: 0, terrace: 0, parking: 0, newBuild: 0, newThisWeek: 0 },
  };
  const bump = <K>(map: Map<K, number>, key: K | null) => key !== null && map.set(key, (map.get(key) ?? 0) + 1);
  // A property the goal or the free text leaves out fails a filter without choices: it counts nowhere.
  for (const position of positionsOf(candidates(index, goal, query))) {
    const p = index.properties[position]!;
    const h = index.haystack(position);
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
    const has: Record<Feature, boolean> = {
      garden: p.garden,
      terrace: p.terrace,
      parking: p.parking,
      newBuild: p.projectId !== null,
      newThisWeek: p.fresh.newThisWeek,
    };
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
/** The prices lowered within the badge's days first, the latest drop first; then the others, newest first. */
const lowered: Order = (a, b) => {
  const [x, y] = [a.fresh.priceDrop?.at, b.fresh.priceDrop?.at];
  if (x === undefined || y === undefined) return x === y ? newest(a, b) : x === undefined ? 1 : -1;
  return x < y ? 1 : x > y ? -1 : newest(a, b);
};
const ORDERS: Record<Sort, Order> = { newest, 'price-asc': byPrice(1), 'price-desc': byPrice(-1), lowered };

/** Every listing the query finds, in its sort order, unpaged (the map view shows them all). */
export function matchListing(index: ListingIndex, goal: Goal, query: ListingQuery): Property[] {
  const bits = candidates(index, goal, query);
  const all = checks(query);
  const found: Property[] = [];
  for (const position of index.order(query.sort))
    if (hasBit(bits, position) && passes(index, all, position)) found.push(index.properties[position]!);
  return found;
}

export function filterListing(index: ListingIndex, goal: Goal, query: ListingQuery): ListingResult {
  const sorted = matchListing(index, goal, query);
  const pageCount = Math.max(1, Math.ceil(sorted.length / PAGE_SIZE));
  // A page past the end shows the last one rather than an empty list.
  const page = Math.min(query.page, pageCount);
  return { items: sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE), total: sorted.length, page, pageCount };
}
