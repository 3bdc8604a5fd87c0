import { describe, expect, it } from 'vitest';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '@/lib/catalogue/data/file-schemas';
import { loadDataFiles } from '@/lib/catalogue/data';
import { belgianRegionOf, PROVINCE_REGION, PROVINCES, provinceOf, REGIONS, regionOf } from './region';

// docs/product.md section 5, copied here rather than imported: "1000-1299 Brussels; 1300-1499 and 4000-7999
// Wallonia; 1500-3999 and 8000-9999 Flanders".
const RANGES = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
] as const;

const regionAt = (code: number) => RANGES.find((r) => code >= r.from && code <= r.to)?.region ?? null;
const zip = (code: number) => String(code).padStart(4, '0');

describe('regionOf for Belgium (CountryID 10)', () => {
  describe.each(RANGES)('$from-$to is $region', ({ from, to, region }) => {
    it('includes its first and last postal code', () => {
      expect(regionOf(10, zip(from))).toBe(region);
      expect(regionOf(10, zip(to))).toBe(region);
    });
    it('hands the codes just outside to the neighbouring range (or to nobody)', () => {
      expect(regionOf(10, zip(from - 1))).toBe(regionAt(from - 1));
      expect(regionOf(10, zip(from - 1))).not.toBe(region);
      expect(regionOf(10, zip(to + 1))).toBe(regionAt(to + 1));
      expect(regionOf(10, zip(to + 1))).not.toBe(region);
    });
  });

  it('has no region below 1000 or above 9999', () => {
    expect(regionOf(10, '0999')).toBeNull();
    expect(regionOf(10, '0000')).toBeNull();
    expect(regionOf(10, '10000')).toBeNull();
  });

  it('knows the big cities', () => {
    expect(regionOf(10, '1000')).toBe('brussels');
    expect(regionOf(10, '9000')).toBe('flanders');
    expect(regionOf(10, '2000')).toBe('flanders');
    expect(regionOf(10, '4000')).toBe('wallonia');
    expect(regionOf(10, '1348')).toBe('wallonia');
    expect(regionOf(10, '1500')).toBe('flanders');
  });

  it('rejects junk postal codes instead of guessing', () => {
    for (const junk of [
      '',
      '   ',
      'abcd',
      '9ooo',
      '9000a',
      'B-9000',
      '900',
      '90000',
      '09000',
      '9 000',
      '9000.0',
      '-900',
      '1e3',
      '+9000',
      '٩٠٠٠',
    ]) {
      expect(regionOf(10, junk), JSON.stringify(junk)).toBeNull();
    }
    expect(regionOf(10, null)).toBeNull();
    expect(regionOf(10, undefined)).toBeNull();
  });

  it('forgives surrounding white space', () => {
    expect(regionOf(10, ' 9000 ')).toBe('flanders');
    expect(regionOf(10, '\t1050\n')).toBe('brussels');
  });

  it('accepts a postal code given as a whole number', () => {
    expect(regionOf(10, 9000)).toBe('flanders');
    expect(regionOf(10, 1299)).toBe('brussels');
    expect(regionOf(10, 1300)).toBe('wallonia');
    expect(regionOf(10, 9000.5)).toBeNull();
    expect(regionOf(10, Number.NaN)).toBeNull();
    expect(regionOf(10, 999)).toBeNull();
    expect(regionOf(10, 10000)).toBeNull();
  });

  it('agrees with belgianRegionOf on every four-digit code', () => {
    const wrong: string[] = [];
    for (let code = 0; code <= 9999; code++) {
      if (regionOf(10, zip(code)) !== regionAt(code) || belgianRegionOf(zip(code)) !== regionAt(code)) wrong.push(zip(code));
    }
    expect(wrong).toEqual([]);
  });
});

describe('regionOf for other countries', () => {
  it('uses the country ids of the data schema', () => {
    expect(regionOf(COUNTRY_BELGIUM, '9000')).toBe('flanders');
    expect(regionOf(COUNTRY_LUXEMBOURG, '1111')).toBe('luxembourg');
  });

  it('is luxembourg for CountryID 50, even where the code would be Brussels or junk', () => {
    expect(regionOf(50, '1111')).toBe('luxembourg');
    expect(regionOf(50, '4001')).toBe('luxembourg');
    expect(regionOf(50, 'L-1111')).toBe('luxembourg');
    expect(regionOf(50, '')).toBe('luxembourg');
  });

  it('is null for every other country, even with a Belgian-looking postal code', () => {
    for (const country of [0, 1, 9, 11, 49, 51, 33, 31, 49, -10, 10.5]) expect(regionOf(country, '1000')).toBeNull();
    expect(regionOf(null, '1000')).toBeNull();
    expect(regionOf(undefined, '9000')).toBeNull();
  });
});

describe('regionOf on the sample data', () => {
  it('gives every Belgian and Luxembourg record a region', () => {
    const records = loadDataFiles()['properties.json'].properties;
    for (const p of records) expect(regionOf(p.CountryID, p.Zip), `${p.ID} ${p.Zip}`).not.toBeNull();
  });
});

describe('provinceOf (the listing province filter)', () => {
  it('puts every Belgian postal code in a province (or Brussels) of its own region', () => {
    for (let code = 1000; code <= 9999; code++) {
      const province = provinceOf(COUNTRY_BELGIUM, zip(code));
      expect(province, zip(code)).not.toBeNull();
      expect(PROVINCE_REGION[province!], zip(code)).toBe(regionOf(COUNTRY_BELGIUM, zip(code)));
    }
  });

  it.each([
    ['1000', 'brussels'],
    ['1300', 'walloon-brabant'],
    ['1500', 'flemish-brabant'],
    ['2000', 'antwerp'],
    ['3000', 'flemish-brabant'],
    ['3500', 'limburg'],
    ['4000', 'liege'],
    ['5000', 'namur'],
    ['6000', 'hainaut'],
    ['6700', 'luxembourg-province'],
    ['7500', 'hainaut'],
    ['8000', 'west-flanders'],
    ['9000', 'east-flanders'],
  ])('%s lies in %s', (code, province) => {
    expect(provinceOf(COUNTRY_BELGIUM, code)).toBe(province);
  });

  it('takes Luxembourg the country as one, whatever its postal code, and no other country', () => {
    expect(provinceOf(COUNTRY_LUXEMBOURG, '1111')).toBe('luxembourg');
    expect(provinceOf(COUNTRY_LUXEMBOURG, '')).toBe('luxembourg');
    expect(provinceOf(11, '9000')).toBeNull();
    expect(provinceOf(COUNTRY_BELGIUM, '900')).toBeNull();
    expect(provinceOf(COUNTRY_BELGIUM, 'B-9000')).toBeNull();
  });

  it('lists each province once, in its region', () => {
    expect(new Set(PROVINCES).size).toBe(12);
    expect(Object.keys(PROVINCE_REGION).sort()).toEqual([...PROVINCES].sort());
    expect(new Set(Object.values(PROVINCE_REGION))).toEqual(new Set(REGIONS));
  });
});
