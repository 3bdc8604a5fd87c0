import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '@/lib/catalogue/data';
import {
  energyCodeForFigure,
  energyCodeForText,
  energyImagePath,
  energyLabelOf,
  needsRenovationNotice,
  regionLabelCodes,
  type EnergyInput,
} from './energy';

/*
 * The tables are copied from docs/product.md section 9 as text and parsed here, independently of energy.ts.
 * Brussels carries the two rulings of docs/product.md, Rulings: Energy labels: "0 counts as a" (the spec writes 1-23) and
 * "f_sub is 323-345" (the spec writes 223-345).
 */
const SPEC_TABLES = {
  flanders: 'below 0 a_plus; 0-100 a; 100-200 b; 200-300 c; 300-400 d; 400-500 e; 500 and above f.',
  brussels:
    'below 0 a_plus; 0-23 a; 24-45 a_sub; 46-62 b_plus; 63-79 b; 80-95 b_sub; 96-113 c_plus; 114-132 c; ' +
    '133-150 c_sub; 151-170 d_plus; 171-190 d; 191-210 d_sub; 211-232 e_plus; 233-253 e; 254-275 e_sub; ' +
    '276-298 f_plus; 299-322 f; 323-345 f_sub; 346 and above g.',
  wallonia: 'below 0 a_plusplus; 0-45 a_plus; 45-85 a; 85-170 b; 170-255 c; 255-340 d; 340-425 e; 425-510 f; 510 and above g.',
} as const;
type SpecRegion = keyof typeof SPEC_TABLES;

interface SpecRow {
  code: string;
  lower: number | null;
  upper: number | null;
}

function parseTable(text: string): SpecRow[] {
  return text
    .replace(/\.$/, '')
    .split('; ')
    .map((part) => {
      let m = /^below (-?\d+) (\w+)$/.exec(part);
      if (m) return { code: m[2]!, lower: null, upper: Number(m[1]) };
      m = /^(-?\d+) and above (\w+)$/.exec(part);
      if (m) return { code: m[2]!, lower: Number(m[1]), upper: null };
      m = /^(-?\d+)-(-?\d+) (\w+)$/.exec(part);
      if (m) return { code: m[3]!, lower: Number(m[1]), upper: Number(m[2]) };
      throw new Error(`unreadable table part: ${part}`);
    });
}

const NAMES: Record<string, string> = {
  a_plusplus: 'A++',
  a_plus: 'A+',
  a: 'A',
  a_sub: 'A-',
  b_plus: 'B+',
  b: 'B',
  b_sub: 'B-',
  c_plus: 'C+',
  c: 'C',
  c_sub: 'C-',
  d_plus: 'D+',
  d: 'D',
  d_sub: 'D-',
  e_plus: 'E+',
  e: 'E',
  e_sub: 'E-',
  f_plus: 'F+',
  f: 'F',
  f_sub: 'F-',
  g: 'G',
};

const ZIP: Record<SpecRegion | 'luxembourg', { countryId: number; zip: string }> = {
  flanders: { countryId: 10, zip: '9000' },
  brussels: { countryId: 10, zip: '1050' },
  wallonia: { countryId: 10, zip: '4000' },
  luxembourg: { countryId: 50, zip: '1111' },
};

const input = (region: keyof typeof ZIP, value: number | null, label: string | null = null): EnergyInput => ({
  address: ZIP[region],
  energy: { value, label },
});

/** The whole label for a figure, as the detail page would get it. */
const byFigure = (region: SpecRegion, value: number) => energyLabelOf(input(region, value));

function expectCode(region: SpecRegion, value: number, code: string) {
  const result = byFigure(region, value);
  expect(result, `${region} ${value}`).toEqual({
    region,
    label: NAMES[code],
    code,
    image: `/energy/${region}/${code}.svg`,
    text: NAMES[code],
    source: 'figure',
  });
}

describe.each(['flanders', 'wallonia'] as const)('%s: lower bound included, upper bound excluded', (region) => {
  const rows = parseTable(SPEC_TABLES[region]);
  const cases = rows.map((row, i) => ({ ...row, next: rows[i + 1]?.code ?? null, previous: rows[i - 1]?.code ?? null }));

  it('copies the spec table whole (every range meets the next)', () => {
    expect(rows).toHaveLength(region === 'flanders' ? 7 : 9);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.lower).toBe(rows[i - 1]!.upper);
  });

  it.each(cases)('$code from $lower up to (not including) $upper', ({ code, lower, upper, next, previous }) => {
    if (lower === null) {
      expectCode(region, -0.01, code);
      expectCode(region, -1, code);
      expectCode(region, -250, code);
    } else {
      expectCode(region, lower, code);
      expectCode(region, lower + 0.01, code);
      if (previous) expectCode(region, lower - 0.01, previous);
    }
    if (upper === null) {
      expectCode(region, lower! + 1, code);
      expectCode(region, 100_000, code);
    } else {
      expectCode(region, upper - 0.01, code);
      expectCode(region, upper - 1, code);
      expectCode(region, upper, next!);
    }
  });
});

describe('brussels: whole numbers, both bounds included, after rounding', () => {
  const rows = parseTable(SPEC_TABLES.brussels);
  const cases = rows.map((row, i) => ({ ...row, next: rows[i + 1]?.code ?? null, previous: rows[i - 1]?.code ?? null }));

  it('copies the spec table whole (every range starts one after the previous ends)', () => {
    expect(rows).toHaveLength(19);
    expect(rows[0]!.upper).toBe(0);
    for (let i = 2; i < rows.length; i++) expect(rows[i]!.lower).toBe(rows[i - 1]!.upper! + 1);
  });

  it.each(cases)('$code from $lower to $upper', ({ code, lower, upper, next, previous }) => {
    if (lower === null) {
      // "below 0": the last whole number in it is -1.
      expectCode('brussels', -1, code);
      expectCode('brussels', -0.5, code);
      expectCode('brussels', -120, code);
      expectCode('brussels', 0, next!);
      return;
    }
    expectCode('brussels', lower, code);
    expectCode('brussels', lower - 0.49, code);
    expectCode('brussels', lower - 1, previous!);
    if (upper === null) {
      expectCode('brussels', lower + 1, code);
      expectCode('brussels', 100_000, code);
    } else {
      expectCode('brussels', upper, code);
      expectCode('brussels', upper + 0.49, code);
      expectCode('brussels', upper + 0.5, next!);
      expectCode('brussels', upper + 1, next!);
    }
  });

  it('rounds half away from zero, as the printed figure does', () => {
    expectCode('brussels', 23.5, 'a_sub');
    expectCode('brussels', 22.5, 'a');
    expectCode('brussels', -0.49, 'a');
    expectCode('brussels', -0.5, 'a_plus');
    expectCode('brussels', 345.4, 'f_sub');
    expectCode('brussels', 345.5, 'g');
  });

  it('reads f_sub as 323-345, not the 223 written in the spec', () => {
    expectCode('brussels', 223, 'e_plus');
    expectCode('brussels', 322, 'f');
    expectCode('brussels', 323, 'f_sub');
  });

  it('counts 0 as a', () => {
    expectCode('brussels', 0, 'a');
    expectCode('brussels', 1, 'a');
  });
});

describe('figures that are not usable', () => {
  it('falls back to the label text for NaN, infinities and null', () => {
    for (const value of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null]) {
      expect(energyLabelOf(input('flanders', value, 'C'))).toEqual({
        region: 'flanders',
        label: 'C',
        code: 'c',
        image: '/energy/flanders/c.svg',
        text: 'C',
        source: 'text',
      });
      expect(energyLabelOf(input('wallonia', value))).toBeNull();
    }
    expect(energyCodeForFigure('brussels', Number.NaN)).toBeNull();
  });

  it('gives negative figures the best label of each region', () => {
    expectCode('flanders', -35, 'a_plus');
    expectCode('brussels', -35, 'a_plus');
    expectCode('wallonia', -35, 'a_plusplus');
    expectCode('flanders', -0.000001, 'a_plus');
    expectCode('wallonia', -0.000001, 'a_plusplus');
  });

  it('lets the figure win over a label text that disagrees', () => {
    expect(energyLabelOf(input('flanders', 150, 'E'))).toMatchObject({ label: 'B', source: 'figure' });
  });
});

describe('label text', () => {
  it('is what Luxembourg uses, whatever its figure, in its own folder', () => {
    expect(energyLabelOf(input('luxembourg', 237, 'F'))).toEqual({
      region: 'luxembourg',
      label: 'F',
      code: 'f',
      image: '/energy/luxembourg/f.svg',
      text: 'F',
      source: 'text',
    });
    expect(energyLabelOf(input('luxembourg', 20, 'I'))).toMatchObject({ code: 'i', image: '/energy/luxembourg/i.svg' });
    expect(energyLabelOf(input('luxembourg', 120, null))).toBeNull();
  });

  it('maps +, ++ and - to the file names of the spec', () => {
    expect(energyLabelOf(input('brussels', null, 'B-'))).toMatchObject({ code: 'b_sub', image: '/energy/brussels/b_sub.svg', label: 'B-' });
    expect(energyLabelOf(input('brussels', null, 'E+'))).toMatchObject({ code: 'e_plus', label: 'E+' });
    expect(energyLabelOf(input('wallonia', null, 'A++'))).toMatchObject({ code: 'a_plusplus', image: '/energy/wallonia/a_plusplus.svg' });
    expect(energyLabelOf(input('flanders', null, 'A+'))).toMatchObject({ code: 'a_plus', image: '/energy/flanders/a_plus.svg' });
  });

  it('forgives case, spaces and typographic minus signs', () => {
    expect(energyCodeForText(' a+ ')).toBe('a_plus');
    expect(energyCodeForText('A ++')).toBe('a_plusplus');
    expect(energyCodeForText('b\u2212')).toBe('b_sub');
    expect(energyCodeForText('C\u2013')).toBe('c_sub');
    expect(energyLabelOf(input('brussels', null, ' d- '))).toMatchObject({ label: 'D-', text: 'D-' });
  });

  it('keeps a text that is no label of the region, without an image', () => {
    expect(energyLabelOf(input('flanders', null, 'B-'))).toEqual({
      region: 'flanders',
      label: null,
      code: null,
      image: null,
      text: 'B-',
      source: 'text',
    });
    expect(energyLabelOf(input('flanders', null, 'A++'))).toMatchObject({ image: null, text: 'A++' });
    expect(energyLabelOf(input('wallonia', null, 'A-'))).toMatchObject({ image: null });
    expect(energyLabelOf(input('luxembourg', null, 'A+'))).toMatchObject({ image: null, text: 'A+' });
    expect(energyLabelOf(input('brussels', null, 'H'))).toMatchObject({ image: null, text: 'H' });
    expect(energyLabelOf(input('flanders', null, 'Label C'))).toMatchObject({ image: null, text: 'Label C' });
  });

  it('never builds a path from hostile text', () => {
    for (const text of ['../../etc/passwd', 'a/../../x', '<img src=x>', 'A+++', 'J', 'AA', 'a_plus', '%2e%2e']) {
      const result = energyLabelOf(input('brussels', null, text));
      expect(result?.image, text).toBeNull();
      expect(energyCodeForText(text), text).toBeNull();
    }
  });

  it('is nothing when empty or blank', () => {
    expect(energyLabelOf(input('flanders', null, ''))).toBeNull();
    expect(energyLabelOf(input('flanders', null, '   '))).toBeNull();
  });
});

describe('countries and postal codes without a region', () => {
  it('gives other countries no label at all', () => {
    expect(energyLabelOf({ address: { countryId: 33, zip: '1000' }, energy: { value: 150, label: 'B' } })).toBeNull();
  });
  it('gives a Belgian record with a junk postal code no label', () => {
    expect(energyLabelOf({ address: { countryId: 10, zip: 'B-9000' }, energy: { value: 150, label: 'B' } })).toBeNull();
  });
});

describe('energyLabelOf on the sample data', () => {
  const records = loadDataFiles()['properties.json'].properties;
  const of = (p: (typeof records)[number]) =>
    energyLabelOf({ address: { countryId: p.CountryID, zip: p.Zip }, energy: { value: p.EnergyPerformance, label: p.EPCLabelText } });

  it('agrees with the label text the CRM stored next to every figure', () => {
    const checked = records.filter((p) => p.EnergyPerformance !== null && p.CountryID === 10);
    expect(checked.length).toBeGreaterThan(100);
    for (const p of checked) expect(of(p)?.label, `${p.ID} ${p.Zip} ${p.EnergyPerformance}`).toBe(p.EPCLabelText);
  });

  it('gives every record that has a label text an image', () => {
    for (const p of records.filter((r) => r.EPCLabelText)) expect(of(p)?.image, `${p.ID}`).toMatch(/^\/energy\/[a-z]+\/[a-z_]+\.svg$/);
  });
});

describe('needsRenovationNotice', () => {
  const HOUSE = 1;
  const APARTMENT = 2;
  const notice = (typeId: number, region: keyof typeof ZIP, value: number | null, label: string | null = null) =>
    needsRenovationNotice({ typeId, goal: 'sale', ...input(region, value, label) });

  it('is shown for Flemish houses and apartments labelled E or F', () => {
    expect(notice(HOUSE, 'flanders', 450)).toBe(true);
    expect(notice(APARTMENT, 'flanders', 600)).toBe(true);
    expect(notice(HOUSE, 'flanders', null, 'E')).toBe(true);
    expect(notice(APARTMENT, 'flanders', null, 'F')).toBe(true);
  });

  it('is not shown outside Flanders: the duty is Flemish law', () => {
    expect(notice(HOUSE, 'wallonia', 400)).toBe(false);
    expect(notice(APARTMENT, 'wallonia', 500)).toBe(false);
    expect(notice(APARTMENT, 'luxembourg', null, 'F')).toBe(false);
    expect(notice(HOUSE, 'luxembourg', null, 'E')).toBe(false);
    // Brussels' E+, E, E-, F+, F, F- would count as E or F, were the duty Brussels law.
    for (const value of [211, 232, 233, 253, 254, 275, 276, 298, 299, 322, 323, 345])
      expect(notice(HOUSE, 'brussels', value), `${value}`).toBe(false);
  });

  it('is not shown for rentals: the duty falls on buyers', () => {
    expect(needsRenovationNotice({ typeId: HOUSE, goal: 'rent', ...input('flanders', 450, null) })).toBe(false);
    expect(needsRenovationNotice({ typeId: HOUSE, goal: 'sale', ...input('flanders', 450, null) })).toBe(true);
  });

  it('is not shown for other labels', () => {
    expect(notice(HOUSE, 'flanders', 399.99)).toBe(false);
    expect(notice(HOUSE, 'flanders', -5)).toBe(false);
    expect(notice(HOUSE, 'flanders', null, 'G')).toBe(false);
  });

  it('is not shown for other property types', () => {
    for (const type of [0, 3, 4, 5, 6, 99]) expect(notice(type, 'flanders', 450)).toBe(false);
  });

  it('is not shown without a label, or on a guess', () => {
    expect(notice(HOUSE, 'flanders', null)).toBe(false);
    expect(notice(HOUSE, 'flanders', null, 'E/F')).toBe(false);
    expect(notice(HOUSE, 'flanders', null, 'E-')).toBe(false);
    expect(
      needsRenovationNotice({ typeId: HOUSE, goal: 'sale', address: { countryId: 33, zip: '1000' }, energy: { value: 450, label: 'E' } }),
    ).toBe(false);
  });

  it('follows the figure over a disagreeing label text', () => {
    expect(notice(HOUSE, 'flanders', 350, 'E')).toBe(false);
    expect(notice(HOUSE, 'flanders', 450, 'D')).toBe(true);
  });
});

describe('energy label images', () => {
  it('exist for every label of every region (npm run data:energy-labels writes them)', () => {
    const missing: string[] = [];
    for (const region of ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const) {
      for (const code of regionLabelCodes(region)) {
        const file = path.join(process.cwd(), 'public', energyImagePath(region, code));
        if (!fs.existsSync(file)) missing.push(file);
      }
    }
    expect(missing).toEqual([]);
  });
});
