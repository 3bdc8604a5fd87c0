import { describe, expect, it } from 'vitest';
import { formatEuro } from './price';
import { formatPhone, telHref } from './phone';
import { cutDescription, fillTemplate, truncate } from './text';
import { formatDate, formatNumber } from './number';

describe('formatEuro', () => {
  it('uses the euro sign, a space and Belgian Dutch grouping without decimals', () => {
    expect(formatEuro(250000)).toBe('€\u00a0250.000');
    expect(formatEuro(1250000.4)).toBe('€\u00a01.250.000');
    expect(formatEuro(950)).toBe('€\u00a0950');
  });
  it('never yields NaN', () => {
    expect(formatEuro(Number.NaN)).toBeNull();
    expect(formatEuro(null)).toBeNull();
    expect(formatEuro(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('groups 10 digits 4-2-2-2 and 9 digits 3-2-2-2', () => {
    expect(formatPhone('0470123456')).toBe('0470 12 34 56');
    expect(formatPhone('092345678')).toBe('092 34 56 78');
    expect(formatPhone('09/234.56.78')).toBe('092 34 56 78');
  });
  it('leaves other lengths unchanged', () => {
    expect(formatPhone('+32 9 123 45 67')).toBe('+32 9 123 45 67');
    expect(formatPhone('112')).toBe('112');
  });
  it('builds tel: links', () => {
    expect(telHref('+32 9 123 45 67')).toBe('tel:+3291234567');
  });
});

describe('text limits', () => {
  it('cuts type descriptions at 100 characters', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
  });
  it('cuts descriptions at the last space past 80 % of the limit', () => {
    const words = 'word '.repeat(60);
    const { text, cut } = cutDescription(words, 250);
    expect(cut).toBe(true);
    expect(text.endsWith('word…')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(251);
  });
  it('cuts at the limit when the last space is too early', () => {
    const text = `short ${'x'.repeat(300)}`;
    expect(cutDescription(text, 250).text).toBe(`${text.slice(0, 250)}…`);
  });
});

describe('fillTemplate', () => {
  it('fills known placeholders and leaves the others', () => {
    expect(fillTemplate('Ref: {id}', { id: 4101 })).toBe('Ref: 4101');
    expect(fillTemplate('{count} panden {x}', { count: 2 })).toBe('2 panden {x}');
  });
});

describe('formatNumber and formatDate', () => {
  it('write numbers the Belgian way per language', () => {
    expect(formatNumber(1320, 'nl')).toBe('1.320');
    expect(formatNumber(1320, 'fr')).toMatch(/^1\s320$/u);
    expect(formatNumber(12.25, 'nl')).toBe('12,3');
  });
  it('write ISO dates in words, and leave anything else as it is', () => {
    expect(formatDate('2033-12-04', 'nl')).toBe('4 december 2033');
    expect(formatDate('2033-12-04', 'fr')).toBe('4 décembre 2033');
    expect(formatDate('2033-02-30', 'nl')).toBe('2033-02-30');
    expect(formatDate('soon', 'nl')).toBe('soon');
  });
});

describe('formatEuro with input that is not a number', () => {
  it('gives null, never "NaN", so the page says "price on request"', () => {
    for (const input of [Number('NaN'), Number('abc'), Number('1,5'), 0 / 0]) expect(formatEuro(input)).toBeNull();
    expect(formatEuro('250000' as unknown as number)).toBeNull();
    expect(formatEuro(undefined)).toBeNull();
    expect(formatEuro(Number.NEGATIVE_INFINITY)).toBeNull();
  });
});
