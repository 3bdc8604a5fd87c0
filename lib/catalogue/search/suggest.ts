/**
 * Search suggestions (docs/product.md sections 2 and 5): fuzzy matching that requires every token, with
 * fuse.js, in one language. Properties match on their reference (ID, a number typed alone as its
 * start from REFERENCE_PREFIX_MIN digits, as the listing's text reads it), cities on name and on a
 * postal code typed in full, types on their name and the words people use for the whole type
 * (types.json Synonyms that name no sub-type, as the listing widens them), projects on name and city.
 * Cities, types and projects rank by how the text matches (Tier) before fuse.js's score. The index
 * lives on the server, one per language, built on first use
 * (docs/decisions/0006-search-index-on-the-server.md).
 */
import Fuse, { type Expression, type IFuseOptions } from 'fuse.js';
import { findPlaces, foldPlace, placeName, type Store, type Goal, type Property, type PlaceMatch } from '@/lib/catalogue/data';
import type { City, Lang } from '@/lib/catalogue/data/types';
import {
  buildListingIndex,
  countListing,
  fold,
  foldedWords,
  REFERENCE_PREFIX_MIN,
  type ListingIndex,
} from '@/lib/catalogue/listing/filter';
import { fullReference, LIMITS, parseListingQuery } from '@/lib/catalogue/listing/query';
import { listingRoute } from '@/lib/catalogue/routing/app-routes';
import { localizeHref, projectHref, propertyHref, routeHref } from '@/lib/catalogue/routing/urls';
import { formatEuro } from '@/lib/catalogue/format/price';
import { placeName as addressPlace, priceDisplay } from '@/lib/catalogue/property/display';
import { truncate } from '@/lib/catalogue/format/text';
import { cityDirectoryOf, listingIndexesOf } from '@/lib/catalogue/listing';
import { routeTableOf } from '@/lib/catalogue/routing/site-routes';

/** At most this many suggestions per group. */
export const GROUP_LIMITS = { properties: 5, cities: 6, types: 6, projects: 3 } as const;
/** Tokens beyond this are ignored: nobody types more, and each costs a pass over the index. */
const MAX_TOKENS = 6;

export interface PropertySuggestion {
  id: number;
  href: string;
  /** Type description, cut at 100 characters. */
  type: string;
  /** Where it is, as its card says ("Gent", "Esch-sur-Alzette (Luxemburg)"). */
  city: string;
  /** Its price as its card shows it: the amount formatted, or null on request; no price at all when off the market. */
  price: { amount: string | null; startingFrom: boolean; perMonth: boolean } | null;
  thumbnail: { url: string; width: number; height: number } | null;
}
/** A place the catalogue has nothing in for the goal: register the search there (data/municipalities.json). */
export interface RegisterSuggestion {
  /** The place as the visitor means it, in the language: "Bertem", "Galmaarden", "Bertem (3060)". */
  place: string;
  /** The demand register, that place filled in. */
  href: string;
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
  /** Set when the text names a Belgian or Luxembourg place without listings of the goal. */
  register: RegisterSuggestion | null;
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
  /** The word as the tiers read it (spaced). */
  words: string[];
}
/** One entry per word for a type: its name and each word people type for it (types.json Synonyms). */
interface TypeEntry {
  word: string;
  name: string;
  webId: number;
  /** The word as the tiers read it (spaced). */
  words: string[];
  /**
   * The word names a sub-type ("villa"), so the listing finds what says so, not the whole type
   * (ListingIndex.typesOfWord): it suggests no type, but it ranks, so that what merely resembles the
   * word ("rijwoning" and meergezinswoning) is left out too.
   */
  subType: boolean;
}
interface ProjectEntry {
  id: number;
  name: string;
  city: string;
  /** Name and city as the tiers read them (spaced). */
  words: string[];
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
  counts: Record<Goal, { city: Map<string, number>; type: Map<number, number>; zip: Map<string, number> }>;
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
  const listing = listingIndexesOf(store).get(lang) ?? buildListingIndex([]);
  const counts: SuggestIndex['counts'] = {
    sale: { city: new Map(), type: new Map(), zip: new Map() },
    rent: { city: new Map(), type: new Map(), zip: new Map() },
  };
  for (const p of properties) {
    const { city, type, zip } = counts[p.goal];
    zip.set(p.address.zip, (zip.get(p.address.zip) ?? 0) + 1);
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
      cities.flatMap((c) => cityWords(store, c).map((word) => ({ word, name: c.name, zip: c.zip, words: [spaced(word)] }))),
      ['word'],
    ),
    cityList: cities.map((c) => ({ word: c.name, name: c.name, zip: c.zip, words: [spaced(c.name)] })),
    // A word per entry, not the synonyms as a second key: fuse.js multiplies the scores of the keys that
    // match, so two weak matches ("gent" in "appartement" and in a synonym) would outrank one exact city.
    types: indexed(
      types.flatMap((t) => [
        { word: t.name, name: t.name, webId: t.webId, words: [spaced(t.name)], subType: false },
        ...t.synonyms.map((word) => ({
          word,
          name: t.name,
          webId: t.webId,
          words: [spaced(word)],
          subType: !listing.typesOfWord(fold(word)).includes(t.webId),
        })),
      ]),
      ['word'],
    ),
    projects: indexed(
      (store.projects.get(lang) ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        city: p.address.city,
        words: [spaced(p.name), spaced(p.address.city)],
      })),
      ['name', 'city'],
    ),
    byId: store.propertyById.get(lang) ?? new Map(),
    listing,
    zips: new Set(cities.map((c) => c.zip)),
    counts,
  };
}

/** A city's name in its language first, then its names in the others (same postal code and country). */
function cityWords(store: Store, city: City): string[] {
  const key = `${city.countryId}|${city.zip}`;
  return [...new Set([city.name, ...[...cityDirectoryOf(store).names.values()].flatMap((names) => names.get(key) ?? [])])];
}

/** Each result once, by its first entry (the best, once ranked). */
function bestOnce<T, R extends { item: T }>(results: R[], key: (item: T) => string | number, limit: number): R[] {
  const seen = new Set<string | number>();
  return results.filter(({ item }) => !seen.has(key(item)) && seen.add(key(item))).slice(0, limit);
}

/**
 * How a suggestion matches what the visitor typed, best first: 0 a token is a whole word of the name (or
 * the postal code typed in full), 1 a word starts with it, 2 it occurs inside a word, 3 fuse.js found it
 * only with edits. A suggestion's tier is its worst token's, a token's its best over the suggestion's
 * texts (a project's name and city). fuse.js scores every verbatim match about alike, "ant" in Dinant as
 * in Antwerpen, and a one-edit match in a long name ("dent" in Residentie for "gent") near them: the
 * tier ranks what the visitor typed first, and leaves out what is worse than the best tier found, or
 * than a prefix (suggest).
 */
type Tier = 0 | 1 | 2 | 3;

interface Ranked<T> {
  item: T;
  score: number;
  tier: Tier;
}

/** A name as the tiers read it: its folded words between single spaces (" sint niklaas "). */
function spaced(text: string): string {
  return ` ${foldedWords(text).join(' ')} `;
}

/** A token as the tiers read it: its folded words, joined by a space ("Sint-Niklaas" is "sint niklaas"). */
const run = (token: string) => foldedWords(token).join(' ');

/** A token's tier (as run gives it) in a spaced text; a token without letters or digits ("-") does not rank. */
function tokenTier(token: string, text: string): Tier {
  if (!token || text.includes(` ${token} `)) return 0;
  if (text.includes(` ${token}`)) return 1;
  return text.includes(token) ? 2 : 3;
}

/** A suggestion's tier for the tokens (as run gives them): the worst token's, each at its best over the texts. */
function tierOf(tokens: string[], texts: string[]): Tier {
  let worst: Tier = 0;
  for (const token of tokens) {
    let best: Tier = 3;
    for (const text of texts) best = Math.min(best, tokenTier(token, text)) as Tier;
    worst = Math.max(worst, best) as Tier;
  }
  return worst;
}

export function tokenize(query: string): string[] {
  return query.trim().slice(0, LIMITS.text).split(/\s+/).filter(Boolean).slice(0, MAX_TOKENS);
}

function expression(tokens: string[], keys: string[]): Expression {
  return { $and: tokens.map((token) => ({ $or: keys.map((key) => ({ [key]: token })) })) };
}

/**
 * Every token must match one of the keys (fuse.js logical $and of $or); best first, scored 0 (exact) to 1.
 * Without a limit, every match: fuse.js scores them all whatever the limit, and the tiers may rank a
 * later one first.
 */
function scoredSearch<T>({ fuse, keys }: Indexed<T>, tokens: string[], limit?: number): { item: T; score: number }[] {
  return fuse
    .search(expression(tokens, keys), limit === undefined ? {} : { limit })
    .map((result) => ({ item: result.item, score: result.score ?? 0 }));
}

function search<T>(index: Indexed<T>, tokens: string[], limit: number): T[] {
  return scoredSearch(index, tokens, limit).map((result) => result.item);
}

/**
 * When nothing matches better than with edits (tier 3), how much worse than the best city or type a
 * suggestion may score: a typo still finds its city ("Antwepren"), far-fetched neighbours are left out.
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
  if (
    alphabet &&
    folded.some(
      (token) => token.length <= FUSE_MAX_PATTERN && Array.from(token).filter((c) => !alphabet.has(c)).length > allowedErrors(token),
    )
  )
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
 * Every entry of the cities for the tokens, unranked. Numbers are postal codes typed in full and match
 * exactly ("9000" is Gent, "412" is nobody's: a number typed in part is a reference, see referencesFor);
 * words match the name with fuse.js ("gent 9000" works too).
 */
function citiesFor(index: SuggestIndex, tokens: string[]): Ranked<CityEntry>[] {
  const numbers = tokens.filter(isNumber);
  const words = tokens.filter((token) => !isNumber(token));
  const runs = words.map(run);
  const tiered = (results: { item: CityEntry; score: number }[]) => results.map((r) => ({ ...r, tier: tierOf(runs, r.item.words) }));
  if (!numbers.length) return tiered(scoredSearch(index.cities, tokens));
  const candidates = index.cityList.filter((city) => numbers.every((n) => n === city.zip));
  if (!candidates.length || !words.length) return candidates.map((item) => ({ item, score: 0, tier: 0 }));
  const zips = new Set(candidates.map((city) => city.zip));
  return tiered(scoredSearch(index.cities, words).filter(({ item }) => zips.has(item.zip)));
}

/**
 * Properties for the tokens: a number alone is the start of a reference ("412" suggests 4120, 4121,
 * ... in catalogue order, never a reference that merely contains or resembles it), from as many digits
 * as the listing's text takes one (REFERENCE_PREFIX_MIN), so the button counts what the list shows;
 * anything else is matched fuzzily on the reference (searchReferences).
 */
function referencesFor(index: SuggestIndex, tokens: string[]): PropertyEntry[] {
  if (tokens.length === 1 && isNumber(tokens[0]!)) {
    const prefix = tokens[0]!;
    if (prefix.length < REFERENCE_PREFIX_MIN) return [];
    return index.listing
      .referencesStartingWith(prefix, GROUP_LIMITS.properties)
      .map((property) => ({ ref: String(property.id), property }));
  }
  return searchReferences(index.references, tokens, GROUP_LIMITS.properties, index.alphabet);
}

/** The property whose reference the text is, typed in full (a postal code is not taken for one). */
export function exactReference(index: SuggestIndex, text: string): Property | undefined {
  const id = fullReference(text, (zip) => index.zips.has(zip));
  return id === null ? undefined : index.byId.get(id);
}

export function suggest(index: SuggestIndex, query: string, goal: Goal = 'sale'): Suggestions {
  const { lang, store } = index;
  const table = routeTableOf(store);
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
    register: null,
  };
  if (!tokens.length) return empty;

  const reference = exactReference(index, text);
  const references = referencesFor(index, tokens);
  const counts = index.counts[goal];
  const runs = tokens.map(run);
  const tiered = <T extends { words: string[] }>(results: { item: T; score: number }[]): Ranked<T>[] =>
    results.map((r) => ({ ...r, tier: tierOf(runs, r.item.words) }));
  const cityResults = citiesFor(index, tokens);
  // Types have no numbers in their names: a number is a postal code or a reference.
  const typeResults = tokens.some(isNumber) ? [] : tiered(scoredSearch(index.types, tokens));
  // New-build projects: on name and city (a project is a place people search by name).
  const projectResults = tiered(scoredSearch(index.projects, tokens));
  // What the visitor typed, across the groups: a whole word or a prefix leaves out what only contains
  // the text or resembles it; failing those, what contains it; failing that, what fuse.js finds.
  const cut = Math.max(1, Math.min(3, ...[...cityResults, ...typeResults, ...projectResults].map((r) => r.tier)));
  const fuzzyBest = Math.min(...[...cityResults, ...typeResults].filter((r) => r.tier === 3).map((r) => r.score));
  // Among equal tiers and scores, names that start with the first token come first.
  const first = fold(tokens[0]!);
  const startsWithFirst = (name: string) => (fold(name).startsWith(first) ? 0 : 1);
  const ranked = <T extends { name: string }>(results: Ranked<T>[], key: (item: T) => string | number, limit: number, margin: boolean) =>
    bestOnce(
      results
        .filter((r) => r.tier <= cut && (!margin || r.tier < 3 || r.score <= fuzzyBest + SCORE_MARGIN))
        .sort((a, b) => a.tier - b.tier || a.score - b.score || startsWithFirst(a.item.name) - startsWithFirst(b.item.name)),
      key,
      limit,
    );
  const cities = ranked(cityResults, (city) => `${city.zip}|${city.name}`, GROUP_LIMITS.cities, true);
  // A word that names a sub-type ranks but suggests no type: the button counts what says so, not the type.
  const types = ranked(
    typeResults.filter((r) => !r.item.subType),
    (type) => type.webId,
    GROUP_LIMITS.types,
    true,
  );
  // Projects never had the score margin: a handful, each a place people search by name.
  const projects = ranked(projectResults, (project) => project.id, GROUP_LIMITS.projects, false);

  return {
    ...empty,
    listingHref: `${listing}?${new URLSearchParams({ q: text })}`,
    exact: reference ? propertyHref(table, lang, reference) : null,
    // A number that is a reference is not taken for the postal code it may also be ("4101" is Seraing's).
    register: reference || (isNumber(text) && references.length) ? null : registerFor(index, text, goal),
    properties: references.map(({ property }) => ({
      id: property.id,
      href: propertyHref(table, lang, property),
      type: truncate(property.typeDescription, 100),
      city: addressPlace(property.address),
      price:
        priceDisplay(property) === 'off-market'
          ? null
          : { amount: formatEuro(property.price), startingFrom: property.startingFrom, perMonth: property.goal === 'rent' },
      thumbnail: property.thumbnail
        ? { url: property.thumbnail.url, width: property.thumbnail.width, height: property.thumbnail.height }
        : null,
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
    projects: projects.map(({ item: project }) => ({
      id: project.id,
      name: project.name,
      city: project.city,
      href: projectHref(table, lang, project),
    })),
  };
}

const POSTAL_CODE = /^(?:L-?)?\d{4}$/i;

/**
 * "No listings in Bertem yet: register your search": the text names a Belgian municipality or Luxembourg
 * commune (or one of its localities, or a postal code) in which the catalogue has nothing of the goal.
 * The place is named as typed, in the language's spelling ("gand" on the French site is Gand).
 */
function registerFor(index: SuggestIndex, text: string, goal: Goal): RegisterSuggestion | null {
  const matches = findPlaces(index.store.municipalities, text);
  if (!matches.length || matches.some(({ zips }) => zips.some((zip) => (index.counts[goal].zip.get(zip) ?? 0) > 0))) return null;
  const place = spelled(matches[0]!, text, index.lang);
  const params = new URLSearchParams({ goal, place });
  return { place, href: `${localizeHref(routeTableOf(index.store), index.lang, '/demand-register/')}?${params}` };
}

/** The place of a match named in the language: the municipality or locality the text names, with the postal code typed. */
function spelled({ municipality, zips }: PlaceMatch, text: string, lang: string): string {
  if (POSTAL_CODE.test(text.trim())) return `${placeName(municipality, lang)} (${zips[0]})`;
  const folded = foldPlace(text);
  const named = [municipality.name, ...municipality.localities.map((l) => l.name)].find((name) =>
    Object.values(name).some((n) => foldPlace(n) === folded),
  );
  return placeName(municipality, lang, named ?? municipality.name);
}
