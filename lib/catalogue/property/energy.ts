/**
 * Energy label of a property (docs/product.md section 9, as ruled in docs/product.md, Rulings: Energy labels):
 * "Energy label images by region folder (Flanders, Brussels, Wallonia, Luxembourg), chosen from the
 * energy number by region tables, otherwise from label text; other countries get none."
 *
 * Images live at /energy/{region}/{code}.svg, where code is the spec's own range name (a_plus, a_sub,
 * a_plusplus, ...). The spec names the folders and codes but no file type; SVG keeps them sharp at any size.
 */
import { regionOf, type BelgianRegion, type Region } from './region';

export type EnergyLabelCode =
  | 'a_plusplus'
  | 'a_plus'
  | 'a'
  | 'a_sub'
  | 'b_plus'
  | 'b'
  | 'b_sub'
  | 'c_plus'
  | 'c'
  | 'c_sub'
  | 'd_plus'
  | 'd'
  | 'd_sub'
  | 'e_plus'
  | 'e'
  | 'e_sub'
  | 'f_plus'
  | 'f'
  | 'f_sub'
  | 'g'
  | 'h'
  | 'i';

type Letter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'I';
/** The label as printed: 'A++', 'A+', 'A', 'A-', ... */
export type EnergyLabelName = `${Letter}${'++' | '+' | '' | '-'}`;

/** [code, lower, upper]; null is open-ended. Read per region: see `inRange`. */
type Row = readonly [code: EnergyLabelCode, lower: number | null, upper: number | null];

const TABLES: Record<BelgianRegion, readonly Row[]> = {
  // Lower bound included, upper excluded: 0 is a, 100 is b, 500 is f.
  flanders: [
    ['a_plus', null, 0],
    ['a', 0, 100],
    ['b', 100, 200],
    ['c', 200, 300],
    ['d', 300, 400],
    ['e', 400, 500],
    ['f', 500, null],
  ],
  // Whole numbers, both bounds included, after rounding. The spec's a starts at 1, but 0 counts as a;
  // its f_sub "223-345" overlaps e_plus to e_sub and is ruled a typo for 323-345.
  brussels: [
    ['a_plus', null, -1],
    ['a', 0, 23],
    ['a_sub', 24, 45],
    ['b_plus', 46, 62],
    ['b', 63, 79],
    ['b_sub', 80, 95],
    ['c_plus', 96, 113],
    ['c', 114, 132],
    ['c_sub', 133, 150],
    ['d_plus', 151, 170],
    ['d', 171, 190],
    ['d_sub', 191, 210],
    ['e_plus', 211, 232],
    ['e', 233, 253],
    ['e_sub', 254, 275],
    ['f_plus', 276, 298],
    ['f', 299, 322],
    ['f_sub', 323, 345],
    ['g', 346, null],
  ],
  // Lower bound included, upper excluded, like Flanders.
  wallonia: [
    ['a_plusplus', null, 0],
    ['a_plus', 0, 45],
    ['a', 45, 85],
    ['b', 85, 170],
    ['c', 170, 255],
    ['d', 255, 340],
    ['e', 340, 425],
    ['f', 425, 510],
    ['g', 510, null],
  ],
};

/**
 * Labels a region can show, for the label-text fallback: a text that is not one of them ("B-" on a
 * Flemish record) has no image. Luxembourg's energy passport classes run A to I.
 */
const REGION_CODES: Record<Region, ReadonlySet<EnergyLabelCode>> = {
  flanders: new Set(TABLES.flanders.map(([code]) => code)),
  brussels: new Set(TABLES.brussels.map(([code]) => code)),
  wallonia: new Set(TABLES.wallonia.map(([code]) => code)),
  luxembourg: new Set<EnergyLabelCode>(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']),
};

/**
 * Brussels rounds half away from zero, like Intl.NumberFormat's default, so the figure printed on the
 * page ("24 kWh/m²") and its label agree. (Math.round would take -0.5 to 0, a, instead of -1, a_plus.)
 */
/** Every label a region shows, each with an image at energyImagePath(region, code). */
export function regionLabelCodes(region: Region): EnergyLabelCode[] {
  return [...REGION_CODES[region]];
}

function roundHalfAwayFromZero(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value));
}

function inRange(region: BelgianRegion, value: number, [, lower, upper]: Row): boolean {
  if (region === 'brussels') return (lower === null || value >= lower) && (upper === null || value <= upper);
  return (lower === null || value >= lower) && (upper === null || value < upper);
}

/** Label code for an energy figure (kWh/m².year) by the region's table; null for a figure that is not a number. */
export function energyCodeForFigure(region: BelgianRegion, figure: number): EnergyLabelCode | null {
  if (!Number.isFinite(figure)) return null;
  const value = region === 'brussels' ? roundHalfAwayFromZero(figure) : figure;
  return TABLES[region].find((row) => inRange(region, value, row))?.[0] ?? null;
}

const SUFFIX_TO_NAME = { plusplus: '++', plus: '+', sub: '-' } as const;

/** 'a_plus' → 'A+', 'e_sub' → 'E-'. */
export function energyLabelName(code: EnergyLabelCode): EnergyLabelName {
  const [letter, suffix] = code.split('_') as [string, keyof typeof SUFFIX_TO_NAME | undefined];
  return `${letter.toUpperCase()}${suffix ? SUFFIX_TO_NAME[suffix] : ''}` as EnergyLabelName;
}

/**
 * Label code for a label text as editors type it: case, inner spaces and a typographic minus or dash
 * are forgiven ("a +", "B−"); anything else is not a label.
 */
export function energyCodeForText(text: string): EnergyLabelCode | null {
  const normalized = text
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .toUpperCase();
  const match = /^([A-I])(\+\+|\+|-)?$/.exec(normalized);
  if (!match) return null;
  const suffix = match[2] === '++' ? '_plusplus' : match[2] === '+' ? '_plus' : match[2] === '-' ? '_sub' : '';
  return `${match[1]!.toLowerCase()}${suffix}` as EnergyLabelCode;
}

export function energyImagePath(region: Region, code: EnergyLabelCode): string {
  return `/energy/${region}/${code}.svg`;
}

/** What the energy label needs from a property; the app's Property fits. */
export interface EnergyInput {
  address: { countryId: number; zip: string };
  /** value: EnergyPerformance (kWh/m².year); label: EPCLabelText. */
  energy: { value: number | null; label: string | null };
}

export interface EnergyLabel {
  region: Region;
  /** The recognised label, or null when only an unrecognised label text is known. */
  label: EnergyLabelName | null;
  code: EnergyLabelCode | null;
  /** Null when the label is not one of the region's (no such image). */
  image: string | null;
  /** What to print: the label, or the record's own text when it fits no table. */
  text: string;
  /** The figure by the region's table wins over the record's text, which only fills in for a missing figure. */
  source: 'figure' | 'text';
}

/** Null for other countries, Belgian records without a valid postal code, and records with neither figure nor text. */
export function energyLabelOf(property: EnergyInput): EnergyLabel | null {
  const region = regionOf(property.address.countryId, property.address.zip);
  if (!region) return null;

  const figure = property.energy.value;
  if (region !== 'luxembourg' && typeof figure === 'number') {
    const code = energyCodeForFigure(region, figure);
    if (code) {
      const label = energyLabelName(code);
      return { region, label, code, image: energyImagePath(region, code), text: label, source: 'figure' };
    }
  }

  const raw = property.energy.label?.trim();
  if (!raw) return null;
  const parsed = energyCodeForText(raw);
  const code = parsed && REGION_CODES[region].has(parsed) ? parsed : null;
  if (!code) return { region, label: null, code: null, image: null, text: raw, source: 'text' };
  const label = energyLabelName(code);
  return { region, label, code, image: energyImagePath(region, code), text: label, source: 'text' };
}

/**
 * Property type ids (WebID) of houses (house, villa, farm) and apartments in data/types.json. WebID, not
 * MainTypeName: the name is translated per language record ("Woning" / "Maison"), the id is not.
 */
export const HOUSE_TYPE_ID = 1;
export const APARTMENT_TYPE_ID = 2;

/**
 * docs/product.md section 9: "houses and apartments with label E or F bought from 2023 must reach D or better
 * within 5 years". E or F with any modifier counts (Brussels' E+, E-, F+, F-); a label text that fits no
 * table does not, since a legal notice should not rest on a guess. Only properties for sale (the duty
 * falls on the buyer, a tenant is not bound by it) and only in Flanders (the duty is Flemish law:
 * docs/product.md, Rulings: EPC renovation notice; docs/decisions/0007).
 */
export function needsRenovationNotice(property: EnergyInput & { typeId: number; goal: 'sale' | 'rent' }): boolean {
  if (property.goal !== 'sale') return false;
  if (property.typeId !== HOUSE_TYPE_ID && property.typeId !== APARTMENT_TYPE_ID) return false;
  const label = energyLabelOf(property);
  if (label?.region !== 'flanders') return false;
  return label.code !== null && /^[ef](_|$)/.test(label.code);
}
