/**
 * Search suggestions (SPEC.md sections 2 and 5): fuzzy matching that requires every token, with
 * fuse.js, in one language. Properties match on their reference (ID, a number typed alone as its
 * start), cities on name and on a postal code typed in full, types on their name and the words people
 * use for them (types.json Synonyms), projects on name and city. The index lives on the server, one per language, built on
 * first use (docs/decisions/0006-search-index-on-the-server.md).
 */
import Fuse, { type Expression, type IFuseOptions } from 'fuse.js';
import type { Store } from '@/lib/data/store';
import type { Goal, Property } from '@/lib/data/property';
import type { City, Lang } from '@/lib/data/types';
import { buildListingIndex, countListing, fold, type ListingIndex } from '@/lib/listing/filter';
import { fullReference, LIMITS, parseListingQuery } from '@/lib/listing/query';
import { listingRoute } from '@/lib/routing/app-routes';
import { projectHref, propertyHref, routeHref } from '@/lib/routing/urls';
import { truncate } from '@/lib/format/text';

/** At most this many suggestions per group. */
export const GROUP_LIMITS = { properties: 5, cities: 6, types: 6, projects: 3 } as const;
/** Tokens beyond this are ignored: nobody types more, and each costs a pass over the index. */
const MAX_TOKENS = 6;

export interface PropertySuggestion {
  id: number;
  href: string;
  /** Type description, cut at 100 characters. */
  type: string;
  thumbnail: { url: string; width: number; height: number } | null;
}
export interface CitySuggestion {
  name: string;
  zip: string;
  /** Listings of the goal in this city; the link is shown disabled when 0. */
  count: number;
  href: string;
}
export interface TypeSuggestion {
  id: number;
  name: string;
  count: number;
  href: string;
}

export interface ProjectSuggestion {
  id: number;
  name: string;
  city: string;
  href: string;
}

export interface Suggestions {
  query: string;
  goal: Goal;
  /** Listings of the goal whose text matches the query, as the listing page counts them. */
  count: number;
  /** The listing page for the query. */
  listingHref: string;
  /** Set when the query is a property reference typed in full: go straight there. */
  exact: string | null;
  properties: PropertySuggestion[];
  cities: CitySuggestion[];
  types: TypeSuggestion[];
  projects: ProjectSuggestion[];
}

interface Indexed<T> {
  fuse: Fuse<T>;
  keys: string[];
}

export interface PropertyEntry {
  ref: string;
  property: Property;
}
/** One entry per name of a city: its own and those of the other languages ("Gent" finds Gand on the French site). */
interface CityEntry {
  word: string;
  name: string;
  zip: string;
}
/** One entry per word for a type: its name and each word people type for it (types.json Synonyms). */
interface TypeEntry {
  word: string;
  name: string;
  webId: number;
}
interface ProjectEntry {
  id: number;
  name: string;
  city: string;
}

export interface SuggestIndex {
  lang: Lang;
  store: Store;
  references: PropertyEntry[];
  /** Every character used in a reference. */
  alphabet: Set<string>;
  cities: Indexed<CityEntry>;
  /** The same cities, for postal codes typed in full (matched exactly, not by fuse.js). */
  cityList: CityEntry[];
  types: Indexed<TypeEntry>;
  projects: Indexed<ProjectEntry>;
  byId: Map<number, Property>;
  /** The language's listing index: the search box's count and references typed in part. */
  listing: ListingIndex;
  /** Postal codes: a number that is also a postal code is not taken as a reference typed in full. */
  zips: Set<string>;
  /** Listings per goal by folded city name and by type, counted the way the listing filters. */
  counts: Record<Goal, { city: Map<string, number>; type: Map<number, number> }>;
}

/**
 * Threshold 0.35 lets one typo through in a five-letter word ("Bruge", "Namr") but not a different
 * word; ignoreLocation matches anywhere in the name ("Niklaas" finds Sint-Niklaas).
 */
const FUSE_OPTIONS = { threshold: 0.35, ignoreLocation: true, ignoreDiacritics: true, includeScore: true } satisfies IFuseOptions<unknown>;

function indexed<T>(items: T[], keys: string[]): Indexed<T> {
  return { fuse: new Fuse(items, { ...FUSE_OPTIONS, keys }, Fuse.createIndex(keys, items)), keys };
}

export function buildSuggestIndex(store: Store, lang: Lang): SuggestIndex {
  const properties = store.properties.get(lang) ?? [];
  const cities = store.cities.get(lang) ?? [];
  const types = store.types.get(lang) ?? [];
  const counts: SuggestIndex['counts'] = { sale: { city: new Map(), type: new Map() }, rent: { city: new Map(), type: new Map() } };
  for (const p of properties) {
    const { city, type } = counts[p.goal];
    const name = fold(p.address.city);
    city.set(name, (city.get(name) ?? 0) + 1);
    type.set(p.typeId, (type.get(p.typeId) ?? 0) + 1);
  }
  return {
    lang,
    store,
    references: properties.map((property) => ({ ref: String(property.id), property })),
    alphabet: new Set(properties.flatMap((p) => Array.from(String(p.id)))),
    cities: indexed(
      cities.flatMap((c) => cityWords(store, c).map((word) => ({ word, name: c.name, zip: c.zip }))),
      ['word'],
    ),
    cityList: cities.map((c) => ({ word: c.name, name: c.name, zip: c.zip })),
    // A word per entry, not the synonyms as a second key: fuse.js multiplies the scores of the keys that
    // match, so two weak matches ("gent" in "appartement" and in a synonym) would outrank one exact city.
    types: indexed(
      types.flatMap((t) => [t.name, ...t.synonyms].map((word) => ({ word, name: t.name, webId: t.webId }))),
      ['word'],
    ),
    projects: indexed(
      (store.projects.get(lang) ?? []).map((p) => ({ id: p.id, name: p.name, city: p.address.city })),
      ['name', 'city'],
    ),
    byId: store.propertyById.get(lang) ?? new Map(),
    listing: store.listings.get(lang) ?? buildListingIndex([]),
    zips: new Set(cities.map((c) => c.zip)),
    counts,
  };
}

/** A city's name in its language first, then its names in the others (same postal code and country). */
function cityWords(store: Store, city: City): string[] {
  const key = `${city.countryId}|${city.zip}`;
  return [...new Set([city.name, ...[...store.cityDirectory.names.values()].flatMap((names) => names.get(key) ?? [])])];
}

/** Each result once, by its best-scoring entry (fuse.js answers best first). */
function bestOnce<T>(results: { item: T; score: number }[], key: (item: T) => string | number, limit: number): { item: T; score: number }[] {
  const seen = new Set<string | number>();
  return results.filter(({ item }) => !seen.has(key(item)) && seen.add(key(item))).slice(0, limit);
}

export function tokenize(query: string): string[] {
  return query.trim().slice(0, LIMITS.text).split(/\s+/).filter(Boolean).slice(0, MAX_TOKENS);
}

function expression(tokens: string[], keys: string[]): Expression {
  return { $and: tokens.map((token) => ({ $or: keys.map((key) => ({ [key]: token })) })) };
}

/** Every token must match one of the keys (fuse.js logical $and of $or); best first, scored 0 (exact) to 1. */
function scoredSearch<T>({ fuse, keys }: Indexed<T>, tokens: string[], limit: number): { item: T; score: number }[] {
  return fuse.search(expression(tokens, keys), { limit }).map((result) => ({ item: result.item, score: result.score ?? 0 }));
}

function search<T>(index: Indexed<T>, tokens: string[], limit: number): T[] {
  return scoredSearch(index, tokens, limit).map((result) => result.item);
}

/**
 * How much worse than the best city or type a suggestion may score. A typo still finds its city
 * ("Antwepren"), but once a name matches exactly, far-fetched neighbours ("gent" in "appartement")
 * are left out.
 */
const SCORE_MARGIN = 0.2;

/** search() without a prebuilt index, for a subset (and as the reference in tests). */
export function fuzzySearch<T>(items: T[], keys: string[], tokens: string[], limit: number): T[] {
  return search(indexed(items, keys), tokens, limit);
}

/** fuse.js splits longer patterns into chunks, which the pre-filter below does not model. */
const FUSE_MAX_PATTERN = 32;

/** With ignoreLocation, fuse.js scores a match errors / length: this many errors still match. */
function allowedErrors(token: string): number {
  return Math.floor(FUSE_OPTIONS.threshold * token.length);
}

/**
 * Whether `pattern` occurs in `text` with at most `errors` insertions, deletions or substitutions
 * (Sellers' approximate substring matching: the criterion of fuse.js's bitap, in O(length × text)).
 */
export function fuzzyContains(pattern: string, text: string, errors: number): boolean {
  if (errors === 0) return text.includes(pattern);
  const m = pattern.length;
  if (m <= errors) return true;
  // Two columns of the edit-distance table, reused: this runs once per reference and keystroke.
  let column = new Int32Array(m + 1);
  let next = new Int32Array(m + 1);
  for (let i = 0; i <= m; i++) column[i] = i;
  for (let j = 0; j < text.length; j++) {
    const char = text.charCodeAt(j);
    next[0] = 0;
    for (let i = 1; i <= m; i++) {
      const substitute = column[i - 1]! + (pattern.charCodeAt(i - 1) === char ? 0 : 1);
      next[i] = Math.min(substitute, column[i]! + 1, next[i - 1]! + 1);
    }
    if (next[m]! <= errors) return true;
    [column, next] = [next, column];
  }
  return false;
}

/**
 * The same result as a fuse.js search on the references, without running fuse.js over the whole
 * catalogue (at 10,000 properties a full pass costs tens of milliseconds per keystroke):
 * - references that cannot match are dropped by an exact, cheaper test of the same criterion;
 * - fuse.js ranks verbatim matches first (score 0), equal among themselves, in catalogue order, so
 *   when there are enough of them they are the answer;
 * - otherwise fuse.js ranks the few real matches.
 * A unit test checks both against a full fuse.js pass.
 */
export function searchReferences(entries: PropertyEntry[], tokens: string[], limit: number, alphabet?: Set<string>): PropertyEntry[] {
  const folded = tokens.map(fold);
  // A character that no reference contains costs an error wherever the token matches: when that alone
  // is too many ("gent" against references made of digits), nothing can match.
  if (alphabet && folded.some((token) => token.length <= FUSE_MAX_PATTERN && Array.from(token).filter((c) => !alphabet.has(c)).length > allowedErrors(token)))
    return [];
  // fuse.js cuts patterns longer than 32 characters into chunks, which this does not model.
  const modelled = folded.filter((token) => token.length <= FUSE_MAX_PATTERN);
  const candidates = entries.filter((entry) => modelled.every((token) => fuzzyContains(token, entry.ref, allowedErrors(token))));
  if (!candidates.length) return [];
  if (modelled.length === folded.length) {
    const verbatim = candidates.filter((entry) => folded.every((token) => entry.ref.includes(token)));
    if (verbatim.length >= limit || verbatim.length === candidates.length) return verbatim.slice(0, limit);
  }
  return fuzzySearch(candidates, ['ref'], tokens, limit);
}

const isNumber = (token: string) => /^\d+$/.test(token);

/**
 * Cities for the tokens. Numbers are postal codes typed in full and match exactly ("9000" is Gent,
 * "412" is nobody's: a number typed in part is a reference, see referencesFor); words match the name
 * with fuse.js ("gent 9000" works too).
 */
function citiesFor(index: SuggestIndex, tokens: string[]): { item: CityEntry; score: number }[] {
  const numbers = tokens.filter(isNumber);
  const once = (results: { item: CityEntry; score: number }[]) => bestOnce(results, (city) => `${city.zip}|${city.name}`, GROUP_LIMITS.cities);
  if (!numbers.length) return once(scoredSearch(index.cities, tokens, GROUP_LIMITS.cities * 3));
  const candidates = index.cityList.filter((city) => numbers.every((n) => n === city.zip));
  const words = tokens.filter((token) => !isNumber(token));
  if (!candidates.length || !words.length) return candidates.slice(0, GROUP_LIMITS.cities).map((item) => ({ item, score: 0 }));
  const zips = new Set(candidates.map((city) => city.zip));
  return once(scoredSearch(index.cities, words, GROUP_LIMITS.cities * 3).filter(({ item }) => zips.has(item.zip)));
}

/**
 * Properties for the tokens: a number alone is the start of a reference ("412" suggests 4120, 4121,
 * ... in catalogue order, never a reference that merely contains or resembles it); anything else is
 * matched fuzzily on the reference (searchReferences).
 */
function referencesFor(index: SuggestIndex, tokens: string[]): PropertyEntry[] {
  if (tokens.length === 1 && isNumber(tokens[0]!)) return index.listing.referencesStartingWith(tokens[0]!, GROUP_LIMITS.properties).map((property) => ({ ref: String(property.id), property }));
  return searchReferences(index.references, tokens, GROUP_LIMITS.properties, index.alphabet);
}

/** The property whose reference the text is, typed in full (a postal code is not taken for one). */
export function exactReference(index: SuggestIndex, text: string): Property | undefined {
  const id = fullReference(text, (zip) => index.zips.has(zip));
  return id === null ? undefined : index.byId.get(id);
}

export function suggest(index: SuggestIndex, query: string, goal: Goal = 'sale'): Suggestions {
  const { lang, store } = index;
  const table = store.routes;
  const tokens = tokenize(query);
  const text = tokens.join(' ');
  const listing = routeHref(table, lang, listingRoute(goal));
  const listingQuery = parseListingQuery(new URLSearchParams(text ? { q: text } : {}));
  const count = countListing(index.listing, goal, listingQuery);
  const empty: Suggestions = {
    query: text,
    goal,
    count,
    listingHref: listing,
    exact: null,
    properties: [],
    cities: [],
    types: [],
    projects: [],
  };
  if (!tokens.length) return empty;

  const reference = exactReference(index, text);
  const counts = index.counts[goal];
  const cityResults = citiesFor(index, tokens);
  // Types have no numbers in their names: a number is a postal code or a reference.
  const typeResults = tokens.some(isNumber) ? [] : bestOnce(scoredSearch(index.types, tokens, GROUP_LIMITS.types * 4), (type) => type.webId, GROUP_LIMITS.types);
  const best = Math.min(...cityResults.map((r) => r.score), ...typeResults.map((r) => r.score));
  // Among equal scores, names that start with the first token come first ("gen": Genk and Gent before Bergen).
  const first = fold(tokens[0]!);
  const startsWithFirst = (name: string) => (fold(name).startsWith(first) ? 0 : 1);
  const close = <T extends { name: string }>(results: { item: T; score: number }[]) =>
    results
      .filter((r) => r.score <= best + SCORE_MARGIN)
      .sort((a, b) => a.score - b.score || startsWithFirst(a.item.name) - startsWithFirst(b.item.name));
  const cities = close(cityResults);
  const types = close(typeResults);

  return {
    ...empty,
    listingHref: `${listing}?${new URLSearchParams({ q: text })}`,
    exact: reference ? propertyHref(table, lang, reference) : null,
    properties: referencesFor(index, tokens).map(({ property }) => ({
      id: property.id,
      href: propertyHref(table, lang, property),
      type: truncate(property.typeDescription, 100),
      thumbnail: property.thumbnail ? { url: property.thumbnail.url, width: property.thumbnail.width, height: property.thumbnail.height } : null,
    })),
    cities: cities.map(({ item: city }) => ({
      name: city.name,
      zip: city.zip,
      count: counts.city.get(fold(city.name)) ?? 0,
      href: `${listing}?${new URLSearchParams({ city: city.name })}`,
    })),
    types: types.map(({ item: type }) => ({
      id: type.webId,
      name: type.name,
      count: counts.type.get(type.webId) ?? 0,
      href: `${listing}?${new URLSearchParams({ type: String(type.webId) })}`,
    })),
    // New-build projects: on name and city (a project is a place people search by name).
    projects: search(index.projects, tokens, GROUP_LIMITS.projects).map((project) => ({
      ...project,
      href: projectHref(table, lang, project),
    })),
  };
}
