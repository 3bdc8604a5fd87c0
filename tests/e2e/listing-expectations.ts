// What each listing filter of issue 16 keeps, written against the data files' own fields (not the
// app's Property), so the unit tests (lib/catalogue/listing/filter.test.ts) and the browser tests
// (finding.spec.ts) check the app against the records themselves.
import type { PropertyRecord } from '@/lib/catalogue/data/file-schemas';

type Keep = (record: PropertyRecord) => boolean;

const zip = (r: PropertyRecord) => Number(r.Zip);
/** A Belgian record whose postal code lies in one of the ranges. */
const belgian =
  (...ranges: [number, number][]): Keep =>
  (r) =>
    r.CountryID === 10 && ranges.some(([from, to]) => zip(r) >= from && zip(r) <= to);

export const KEEP = {
  garden: (r) => r.Garden === true || (r.GardenSurface ?? 0) > 0,
  terrace: (r) => (r.TerraceSurface ?? 0) > 0 || !!r.TerraceOrientation,
  parking: (r) => (r.Garages ?? 0) > 0 || (r.Parkings ?? 0) > 0,
  newBuild: (r) => r.ProjectID !== null,
  brussels: belgian([1000, 1299]),
  flanders: belgian([1500, 3999], [8000, 9999]),
  wallonia: belgian([1300, 1499], [4000, 7999]),
  luxembourg: (r) => r.CountryID === 50,
  eastFlanders: belgian([9000, 9999]),
  flemishBrabant: belgian([1500, 1999], [3000, 3499]),
  luxembourgProvince: belgian([6600, 6999]),
  hainaut: belgian([6000, 6599], [7000, 7999]),
} satisfies Record<string, Keep>;

export const livingAtLeast =
  (m2: number): Keep =>
  (r) =>
    (r.LivingSurface ?? 0) >= m2;
export const plotAtLeast =
  (m2: number): Keep =>
  (r) =>
    (r.GroundSurface ?? 0) >= m2;

/** Query strings and what they keep: each filter alone, several together, and one that keeps nothing. */
export const FILTER_CASES: [search: string, keep: Keep][] = [
  ['living_min=150', livingAtLeast(150)],
  ['plot_min=500', plotAtLeast(500)],
  ['garden=1', KEEP.garden],
  ['terrace=1', KEEP.terrace],
  ['parking=1', KEEP.parking],
  ['new_build=1', KEEP.newBuild],
  ['region=brussels', KEEP.brussels],
  ['region=luxembourg', KEEP.luxembourg],
  ['region=flanders&region=wallonia', (r) => KEEP.flanders(r) || KEEP.wallonia(r)],
  ['province=east-flanders', KEEP.eastFlanders],
  ['province=flemish-brabant', KEEP.flemishBrabant],
  ['province=luxembourg-province', KEEP.luxembourgProvince],
  ['province=luxembourg', KEEP.luxembourg],
  ['province=hainaut&region=flanders', () => false],
  ['garden=1&parking=1&region=flanders', (r) => KEEP.garden(r) && KEEP.parking(r) && KEEP.flanders(r)],
];
