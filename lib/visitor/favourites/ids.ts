/**
 * Favourite property IDs as they travel in storage and in the favourites page's URL
 * (`?ids=4101,4102`). Shared by the server page and the browser store, so both read the same rules.
 */

/** More than any visitor keeps; bounds the URL, the storage entry and the server's work. */
export const MAX_FAVOURITES = 100;

/** Property IDs are positive integers of at most 9 digits (as the detail route accepts them). */
export function isPropertyId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value < 1e9;
}

/** Unique IDs in their first order, at most MAX_FAVOURITES. */
export function normalizeIds(values: readonly unknown[]): number[] {
  const seen = new Set<number>();
  for (const value of values) {
    if (seen.size >= MAX_FAVOURITES) break;
    if (isPropertyId(value)) seen.add(value);
  }
  return [...seen];
}

// 100 IDs of 9 digits with their commas; anything past that is junk we need not look at.
const MAX_PARAM_LENGTH = MAX_FAVOURITES * 10;

/**
 * The `ids` query parameter: comma-separated IDs; a repeated parameter counts once per value.
 * Anything that is not an ID is dropped, never an error.
 */
export function parseIdsParam(param: string | readonly string[] | undefined | null): number[] {
  const values = typeof param === 'string' ? [param] : (param ?? []);
  const tokens: string[] = [];
  for (const value of values) {
    if (typeof value !== 'string') continue;
    tokens.push(...value.slice(0, MAX_PARAM_LENGTH).split(','));
    if (tokens.length > MAX_PARAM_LENGTH) break;
  }
  return normalizeIds(tokens.map((token) => (/^\s*\d{1,9}\s*$/.test(token) ? Number(token) : NaN)));
}

/** The query string for a list of IDs: "?ids=4101,4102", or "" for none. */
export function idsSearch(ids: readonly number[]): string {
  return ids.length ? `?ids=${ids.join(',')}` : '';
}

/** Whether two lists hold the same IDs, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}
