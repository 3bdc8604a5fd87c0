/**
 * Region of a property, which picks its energy label table and image folder (docs/product.md sections 5 and 9).
 *
 * "Belgian region by postal code: 1000-1299 Brussels; 1300-1499 and 4000-7999 Wallonia; 1500-3999 and
 * 8000-9999 Flanders", only for CountryID 10 (docs/product.md, Rulings: Region). Luxembourg is a country, not a postal-code
 * range: CountryID 50 is 'luxembourg' whatever its postal code, since its energy label comes from the
 * label text anyway. Every other country has no region.
 */

// The same values as COUNTRY_BELGIUM / COUNTRY_LUXEMBOURG in lib/catalogue/data/file-schemas.ts (region.test.ts checks),
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

/**
 * The listing's province filter: the ten Belgian provinces and the Brussels-Capital Region by postal
 * code (bpost's ranges), and the Grand Duchy of Luxembourg as a whole (CountryID 50). The Belgian
 * province is 'luxembourg-province', the country 'luxembourg' (the same key as its region).
 */
export const PROVINCES = [
  'antwerp',
  'east-flanders',
  'flemish-brabant',
  'limburg',
  'west-flanders',
  'brussels',
  'hainaut',
  'liege',
  'luxembourg-province',
  'namur',
  'walloon-brabant',
  'luxembourg',
] as const;
export type Province = (typeof PROVINCES)[number];
export const REGIONS = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const satisfies readonly Region[];

/** Inclusive ranges; together they cover 1000-9999 as BELGIAN_RANGES does. */
const PROVINCE_RANGES: readonly (readonly [from: number, to: number, province: Exclude<Province, 'luxembourg'>])[] = [
  [1000, 1299, 'brussels'],
  [1300, 1499, 'walloon-brabant'],
  [1500, 1999, 'flemish-brabant'],
  [2000, 2999, 'antwerp'],
  [3000, 3499, 'flemish-brabant'],
  [3500, 3999, 'limburg'],
  [4000, 4999, 'liege'],
  [5000, 5999, 'namur'],
  [6000, 6599, 'hainaut'],
  [6600, 6999, 'luxembourg-province'],
  [7000, 7999, 'hainaut'],
  [8000, 8999, 'west-flanders'],
  [9000, 9999, 'east-flanders'],
];

/** The region each province lies in (the filters group them so). */
export const PROVINCE_REGION: Record<Province, Region> = {
  antwerp: 'flanders',
  'east-flanders': 'flanders',
  'flemish-brabant': 'flanders',
  limburg: 'flanders',
  'west-flanders': 'flanders',
  brussels: 'brussels',
  hainaut: 'wallonia',
  liege: 'wallonia',
  'luxembourg-province': 'wallonia',
  namur: 'wallonia',
  'walloon-brabant': 'wallonia',
  luxembourg: 'luxembourg',
};

export function provinceOf(countryId: number | null | undefined, zip: string | number | null | undefined): Province | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId !== COUNTRY_BELGIUM) return null;
  const code = belgianPostalCode(zip);
  if (code === null) return null;
  return PROVINCE_RANGES.find(([from, to]) => code >= from && code <= to)?.[2] ?? null;
}
