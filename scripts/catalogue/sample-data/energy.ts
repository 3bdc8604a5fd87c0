/**
 * Energy label ranges per region (docs/product.md section 9, as ruled in docs/product.md, Rulings: Energy labels): the sample must hit
 * every range of every table, and EPCLabelText must agree with the number.
 */
import type { Rng } from './prng';
import type { Region } from './places';

export interface EnergyRange {
  code: string;
  label: string;
  /** Inclusive lower bound, or null for "below 0". */
  min: number | null;
  /** Exclusive upper bound (Flanders, Wallonia) or inclusive (Brussels), or null for open-ended. */
  max: number | null;
}

const r = (code: string, label: string, min: number | null, max: number | null): EnergyRange => ({ code, label, min, max });

export const ENERGY_RANGES: Record<Exclude<Region, 'luxembourg'>, EnergyRange[]> = {
  flanders: [
    r('a_plus', 'A+', null, 0),
    r('a', 'A', 0, 100),
    r('b', 'B', 100, 200),
    r('c', 'C', 200, 300),
    r('d', 'D', 300, 400),
    r('e', 'E', 400, 500),
    r('f', 'F', 500, null),
  ],
  // Whole numbers, both bounds inclusive; 0 counts as a; f_sub is 323-345.
  brussels: [
    r('a_plus', 'A+', null, -1),
    r('a', 'A', 0, 23),
    r('a_sub', 'A-', 24, 45),
    r('b_plus', 'B+', 46, 62),
    r('b', 'B', 63, 79),
    r('b_sub', 'B-', 80, 95),
    r('c_plus', 'C+', 96, 113),
    r('c', 'C', 114, 132),
    r('c_sub', 'C-', 133, 150),
    r('d_plus', 'D+', 151, 170),
    r('d', 'D', 171, 190),
    r('d_sub', 'D-', 191, 210),
    r('e_plus', 'E+', 211, 232),
    r('e', 'E', 233, 253),
    r('e_sub', 'E-', 254, 275),
    r('f_plus', 'F+', 276, 298),
    r('f', 'F', 299, 322),
    r('f_sub', 'F-', 323, 345),
    r('g', 'G', 346, null),
  ],
  wallonia: [
    r('a_plusplus', 'A++', null, 0),
    r('a_plus', 'A+', 0, 45),
    r('a', 'A', 45, 85),
    r('b', 'B', 85, 170),
    r('c', 'C', 170, 255),
    r('d', 'D', 255, 340),
    r('e', 'E', 340, 425),
    r('f', 'F', 425, 510),
    r('g', 'G', 510, null),
  ],
};

/** Luxembourg's energy passport classes, with a typical kWh/m².year for each. */
export const LUXEMBOURG_CLASSES: { label: string; min: number; max: number }[] = [
  { label: 'A', min: 20, max: 45 },
  { label: 'B', min: 46, max: 95 },
  { label: 'C', min: 96, max: 125 },
  { label: 'D', min: 126, max: 145 },
  { label: 'E', min: 146, max: 210 },
  { label: 'F', min: 211, max: 295 },
  { label: 'G', min: 296, max: 395 },
];

/** A whole number well inside the range, so rounding never moves it to a neighbour. */
export function valueInRange(rng: Rng, range: EnergyRange, region: Exclude<Region, 'luxembourg'>): number {
  if (range.min === null) return -rng.int(4, 35);
  if (range.max === null) return range.min + rng.int(8, 180);
  const inclusiveMax = region === 'brussels' ? range.max : range.max - 1;
  const margin = inclusiveMax - range.min >= 6 ? 2 : 0;
  return rng.int(range.min + margin, inclusiveMax - margin);
}

export function rangeOf(value: number, region: Exclude<Region, 'luxembourg'>): EnergyRange {
  const ranges = ENERGY_RANGES[region];
  if (region === 'brussels') {
    const v = Math.round(value);
    return ranges.find((x) => (x.min === null ? v < 0 : v >= x.min && (x.max === null || v <= x.max)))!;
  }
  return ranges.find((x) => (x.min === null ? value < 0 : value >= x.min && (x.max === null || value < x.max)))!;
}

/** 0 (best) .. 1 (worst): drives the construction year, renovation and wording. */
export function labelQuality(region: Region, label: string): number {
  if (region === 'luxembourg') {
    const i = LUXEMBOURG_CLASSES.findIndex((c) => c.label === label);
    return i < 0 ? 0.5 : i / (LUXEMBOURG_CLASSES.length - 1);
  }
  const ranges = ENERGY_RANGES[region];
  const i = ranges.findIndex((x) => x.label === label);
  return i < 0 ? 0.5 : i / (ranges.length - 1);
}
