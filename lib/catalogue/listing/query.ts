/**
 * The listing pages are driven entirely by the URL (issue 3): this turns any query string, however
 * hostile, into a valid listing query, and back into the canonical query string. Nothing here
 * throws: bad values are dropped or clamped, so a malformed URL still answers a sensible page.
 */
import { energyCodeForText, type EnergyLabelCode } from '@/lib/catalogue/property/energy';
import { PROVINCES, REGIONS, type Province, type Region } from '@/lib/catalogue/property/region';

/** `lowered`: the properties whose price was lowered recently first, latest first (lib/catalogue/listing/filter.ts). */
export const SORTS = ['newest', 'price-asc', 'price-desc', 'lowered'] as const;
export type Sort = (typeof SORTS)[number];
/** Cards (paged) or the map frame with every result of the filter. */
export const VIEWS = ['list', 'map'] as const;
export type View = (typeof VIEWS)[number];

export const PAGE_SIZE = 12;
/** What a listing shows when its URL says nothing: left out of every URL the site writes. */
export const DEFAULT_PARAMS: Readonly<Record<string, string>> = { sort: 'newest', view: 'list', page: '1' };
/** Upper bounds that keep a hand-made URL from asking for absurd work. */
export const LIMITS = { values: 20, text: 100, price: 1_000_000_000, bedrooms: 20, page: 100_000, surface: 1_000_000 } as const;
/**
 * "EPC label at most": the label as the site shows it (lib/catalogue/property/energy.ts, energyLabelOf), best
 * first. A letter takes its modifiers along: "b" keeps B+, B and B- (Brussels) and every A; "a_plus"
 * keeps A+ and A++ (Wallonia). Written in the URL as the label codes (`?epc=b`), since a "+" in a
 * query string reads as a space.
 */
export const EPC_OPTIONS = ['a_plus', 'a', 'b', 'c', 'd', 'e', 'f'] as const satisfies readonly EnergyLabelCode[];
export type EpcOption = (typeof EPC_OPTIONS)[number];
/** The yes-or-no features, by their query parameter: `?garden=1`; `?new=1` is "new this week". */
export const FEATURES = ['garden', 'terrace', 'parking', 'newBuild', 'newThisWeek'] as const;
export type Feature = (typeof FEATURES)[number];
export const FEATURE_PARAMS: Record<Feature, string> = {
  garden: 'garden',
  terrace: 'terrace',
  parking: 'parking',
  newBuild: 'new_build',
  newThisWeek: 'new',
};

export interface ListingQuery {
  /** City names (or postal codes) as the visitor chose them; matched case- and accent-insensitively. */
  cities: string[];
  /** Property type ids (WebID). */
  types: number[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
  /** Living area (m²) at least. */
  livingMin: number | null;
  /** Plot area (m²) at least. */
  plotMin: number | null;
  /** EPC label at most (best first in EPC_OPTIONS). */
  epcMax: EpcOption | null;
  /** Features the property must have (lib/catalogue/listing/filter.ts says what each means). */
  features: Record<Feature, boolean>;
  /** Belgian provinces (and Brussels) by postal code, Luxembourg the country. */
  provinces: Province[];
  regions: Region[];
  /** Free text or a reference number. */
  text: string;
  sort: Sort;
  page: number;
  view: View;
}

export type RawSearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

function all(params: RawSearchParams, key: string): string[] {
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function first(params: RawSearchParams, key: string): string | undefined {
  return all(params, key)[0];
}

/** A whole number within [min, max] written in plain digits, else null ("1e3", "abc", "-1" are not). */
function wholeNumber(value: string | undefined, min: number, max: number): number | null {
  if (value === undefined || !/^\s*\d{1,12}\s*$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/** What may stand around an amount as people type it: a euro sign or word, square metres. */
const AMOUNT_UNIT = /^(?:€|eur|euro|euros)\s*|\s*(?:€|eur|euro|euros|m²|m2|sqm)$/gi;
/** Thousands separators as Belgians and others write them: a dot, comma, space, apostrophe. */
const GROUPED = /^\d{1,3}(?:[.,' \u00a0\u202f]\d{3})+$/;

/**
 * An amount as a person types it in a price or area box: "312500", "312.500", "312 500", "€ 312.500",
 * "1.275", "85 m²", "312,5k", "1275,50". A dot or comma before exactly three digits groups thousands
 * (as in Belgium, "1.275" is one thousand two hundred seventy-five); before one or two it is the
 * decimal point. Null for anything else ("1e3", "abc", "-5", "0x10", "Infinity") and above `max`.
 * The listing's URL carries the plain number (listingSearchParams), and the filter form in the browser
 * checks the boxes with this same function before it navigates (components/listing/filter-form.tsx).
 */
export function parseAmount(value: string | undefined, max: number = LIMITS.price): number | null {
  if (value === undefined || value.length > 40) return null;
  let text = value.trim().replace(AMOUNT_UNIT, '').trim();
  let factor = 1;
  if (/^[\d.,' \u00a0\u202f]+\s*k$/i.test(text)) {
    factor = 1000;
    text = text.slice(0, -1).trim();
  }
  let digits: string;
  if (GROUPED.test(text)) digits = text.replace(/\D/g, '');
  else {
    // Grouped whole part (or none) with a decimal part of one or two digits: "1.275,50", "312,5".
    const match =
      /^(\d{1,3}(?:[.' \u00a0\u202f]\d{3})+|\d{1,12})(?:[.,](\d{1,2}))?$/.exec(text) ??
      /^(\d{1,3}(?:[,' \u00a0\u202f]\d{3})+)(?:\.(\d{1,2}))?$/.exec(text);
    if (!match) return null;
    digits = `${match[1]!.replace(/\D/g, '')}${match[2] ? `.${match[2]}` : ''}`;
  }
  if (digits.replace('.', '').length > 12) return null;
  const n = Math.round(Number(digits) * factor * 100) / 100;
  return Number.isFinite(n) && n >= 0 && n <= max ? n : null;
}

/** A minimum area in whole square metres: a decimal amount rounds up, so "at least 85,5" keeps its meaning. */
export function parseArea(value: string | undefined): number | null {
  const n = parseAmount(value, LIMITS.surface);
  return n === null ? null : Math.ceil(n);
}

const price = (value: string | undefined) => parseAmount(value);

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/** Comma-separated or repeated values, trimmed, each passed through `read` (null drops it), unique, bounded. */
function list<T>(params: RawSearchParams, key: string, read: (value: string) => T | null): T[] {
  return unique(
    all(params, key)
      .flatMap((v) => v.split(','))
      .map((v) => read(v.trim()))
      .filter((v): v is T => v !== null),
  ).slice(0, LIMITS.values);
}

const oneOf =
  <T extends string>(options: readonly T[]) =>
  (value: string | undefined): T | null =>
    options.find((option) => option === value?.trim().toLowerCase()) ?? null;

/** A checkbox sends "1" (or "on" without a value); "0", "false" and anything else mean not asked. */
function flag(value: string | undefined): boolean {
  return value !== undefined && /^\s*(1|true|on|yes)\s*$/i.test(value);
}

/** An EPC option by its code ("b", "a_plus"), or by the label as people write it ("A+", "b"). */
function epc(value: string | undefined): EpcOption | null {
  if (value === undefined) return null;
  const code = oneOf(EPC_OPTIONS)(value) ?? energyCodeForText(value.slice(0, 10));
  return EPC_OPTIONS.find((option) => option === code) ?? null;
}

export function parseListingQuery(params: RawSearchParams): ListingQuery {
  const cities = list(params, 'city', (v) => v.slice(0, LIMITS.text) || null);
  const types = list(params, 'type', (v) => wholeNumber(v, 0, 1_000_000));
  let priceMin = price(first(params, 'price_min'));
  let priceMax = price(first(params, 'price_max'));
  if (priceMin !== null && priceMax !== null && priceMin > priceMax) [priceMin, priceMax] = [priceMax, priceMin];
  const sortValue = first(params, 'sort');
  const viewValue = first(params, 'view');
  return {
    cities,
    types,
    priceMin,
    priceMax,
    bedroomsMin: wholeNumber(first(params, 'bedrooms'), 0, LIMITS.bedrooms),
    livingMin: parseArea(first(params, 'living_min')),
    plotMin: parseArea(first(params, 'plot_min')),
    epcMax: epc(first(params, 'epc')),
    features: Object.fromEntries(FEATURES.map((feature) => [feature, flag(first(params, FEATURE_PARAMS[feature]))])) as Record<
      Feature,
      boolean
    >,
    provinces: list(params, 'province', oneOf(PROVINCES)),
    regions: list(params, 'region', oneOf(REGIONS)),
    text: (first(params, 'q') ?? '').trim().replace(/\s+/g, ' ').slice(0, LIMITS.text),
    sort: SORTS.find((s) => s === sortValue) ?? 'newest',
    page: wholeNumber(first(params, 'page'), 1, LIMITS.page) ?? 1,
    view: VIEWS.find((v) => v === viewValue) ?? 'list',
  };
}

/**
 * How many filters besides the free text narrow or reorder the listing: the badge on the collapsed
 * "more filters" panel, so a visitor on a phone sees that the results are filtered.
 */
export function refinementCount(query: ListingQuery): number {
  return (
    query.cities.length +
    query.types.length +
    query.provinces.length +
    query.regions.length +
    [query.priceMin, query.priceMax, query.bedroomsMin, query.livingMin, query.plotMin, query.epcMax].filter((value) => value !== null)
      .length +
    FEATURES.filter((feature) => query.features[feature]).length +
    (query.sort === 'newest' ? 0 : 1)
  );
}

/** The canonical query string of a listing query (defaults left out), for links and paging. */
export function listingSearchParams(query: ListingQuery, overrides: Partial<ListingQuery> = {}): URLSearchParams {
  const q = { ...query, ...overrides };
  const out = new URLSearchParams();
  for (const city of q.cities) out.append('city', city);
  for (const type of q.types) out.append('type', String(type));
  if (q.priceMin !== null) out.set('price_min', String(q.priceMin));
  if (q.priceMax !== null) out.set('price_max', String(q.priceMax));
  if (q.bedroomsMin !== null) out.set('bedrooms', String(q.bedroomsMin));
  if (q.livingMin !== null) out.set('living_min', String(q.livingMin));
  if (q.plotMin !== null) out.set('plot_min', String(q.plotMin));
  if (q.epcMax !== null) out.set('epc', q.epcMax);
  for (const feature of FEATURES) if (q.features[feature]) out.set(FEATURE_PARAMS[feature], '1');
  for (const province of q.provinces) out.append('province', province);
  for (const region of q.regions) out.append('region', region);
  if (q.text) out.set('q', q.text);
  if (q.sort !== 'newest') out.set('sort', q.sort);
  if (q.page > 1) out.set('page', String(q.page));
  if (q.view !== 'list') out.set('view', q.view);
  return out;
}

/**
 * The reference a free text names in full ("4101"): digits alone, and not a postal code of the
 * language's cities (those list the city). The listing's `?q=` jumps to it (lib/catalogue/routing/load.ts) and the
 * search box offers it (lib/catalogue/search/suggest.ts); null otherwise.
 */
export function fullReference(text: string, isPostalCode: (digits: string) => boolean): number | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) && !isPostalCode(trimmed) ? Number(trimmed) : null;
}
