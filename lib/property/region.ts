/**
 * Region of a property, which picks its energy label table and image folder (SPEC.md sections 5 and 9).
 *
 * "Belgian region by postal code: 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and
 * 8000-9999 Flanders", only for CountryID 10 (DECISIONS.md). Luxembourg is a country, not a postal-code
 * range: CountryID 50 is 'luxembourg' whatever its postal code, since its energy label comes from the
 * label text anyway. Every other country has no region.
 */

// The same values as COUNTRY_BELGIUM / COUNTRY_LUXEMBOURG in lib/data/file-schemas.ts (region.test.ts checks),
// repeated so that client components using this module do not pull zod and every schema into their bundle.
const COUNTRY_BELGIUM = 10;
const COUNTRY_LUXEMBOURG = 50;

export type Region = 'flanders' | 'brussels' | 'wallonia' | 'luxembourg';
export type BelgianRegion = Exclude<Region, 'luxembourg'>;

/** Inclusive ranges, copied from the spec line above. */
const BELGIAN_RANGES: readonly (readonly [from: number, to: number, region: BelgianRegion])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'wallonia'],
  [1500, 3999, 'flanders'],
  [4000, 7999, 'wallonia'],
  [8000, 9999, 'flanders'],
];

/**
 * Belgian postal codes are exactly four digits. Anything else ("B-9000", "90000", "", "9000a") is junk
 * and gets no region rather than a guess; surrounding white space is forgiven.
 */
function belgianPostalCode(zip: string | number | null | undefined): number | null {
  const text = typeof zip === 'number' ? (Number.isInteger(zip) ? String(zip) : '') : (zip ?? '').trim();
  return /^\d{4}$/.test(text) ? Number(text) : null;
}

export function belgianRegionOf(zip: string | number | null | undefined): BelgianRegion | null {
  const code = belgianPostalCode(zip);
  if (code === null) return null;
  return BELGIAN_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null;
}

export function regionOf(countryId: number | null | undefined, zip: string | number | null | undefined): Region | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId === COUNTRY_BELGIUM) return belgianRegionOf(zip);
  return null;
}
