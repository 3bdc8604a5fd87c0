/**
 * The listing pages are driven entirely by the URL (issue 3): this turns any query string, however
 * hostile, into a valid listing query, and back into the canonical query string. Nothing here
 * throws: bad values are dropped or clamped, so a malformed URL still answers a sensible page.
 */
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type Sort = (typeof SORTS)[number];
/** Cards (paged) or the map frame with every result of the filter. */
export const VIEWS = ['list', 'map'] as const;
export type View = (typeof VIEWS)[number];

export const PAGE_SIZE = 12;
/** Upper bounds that keep a hand-made URL from asking for absurd work. */
export const LIMITS = { values: 20, text: 100, price: 1_000_000_000, bedrooms: 20, page: 100_000 } as const;

export interface ListingQuery {
  /** City names (or postal codes) as the visitor chose them; matched case- and accent-insensitively. */
  cities: string[];
  /** Property type ids (WebID). */
  types: number[];
  priceMin: number | null;
  priceMax: number | null;
  bedroomsMin: number | null;
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

/** A price: digits with an optional decimal part; "1e309", "Infinity" and negatives are dropped. */
function price(value: string | undefined): number | null {
  if (value === undefined || !/^\s*\d{1,10}(?:[.,]\d{1,2})?\s*$/.test(value)) return null;
  const n = Number(value.trim().replace(',', '.'));
  return Number.isFinite(n) && n <= LIMITS.price ? n : null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

export function parseListingQuery(params: RawSearchParams): ListingQuery {
  const cities = unique(
    all(params, 'city')
      .flatMap((v) => v.split(','))
      .map((v) => v.trim().slice(0, LIMITS.text))
      .filter(Boolean),
  ).slice(0, LIMITS.values);
  const types = unique(
    all(params, 'type')
      .flatMap((v) => v.split(','))
      .map((v) => wholeNumber(v, 0, 1_000_000))
      .filter((v): v is number => v !== null),
  ).slice(0, LIMITS.values);
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
    [query.priceMin, query.priceMax, query.bedroomsMin].filter((value) => value !== null).length +
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
  if (q.text) out.set('q', q.text);
  if (q.sort !== 'newest') out.set('sort', q.sort);
  if (q.page > 1) out.set('page', String(q.page));
  if (q.view !== 'list') out.set('view', q.view);
  return out;
}
