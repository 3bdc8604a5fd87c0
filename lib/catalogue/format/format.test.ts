import { describe, expect, it } from 'vitest';
import { formatEuro } from './price';
import { formatPhone, telHref } from './phone';
import { cutDescription, fillTemplate, truncate } from './text';
import { formatDate, formatNumber, formatPercent } from './number';

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
  it('writes Belgian numbers as Belgians do', () => {
    expect(formatPhone('025123456')).toBe('02 512 34 56');
    expect(formatPhone('092345678')).toBe('09 234 56 78');
    expect(formatPhone('09/234.56.78')).toBe('09 234 56 78');
    expect(formatPhone('+32 9 234 56 78')).toBe('09 234 56 78');
    expect(formatPhone('0032 50 12 34 56')).toBe('050 12 34 56');
  });
  it("gives the spec's 4-2-2-2 for mobiles (10 digits) and 3-2-2-2 for two-digit zones (9 digits)", () => {
    expect(formatPhone('0470123456')).toBe('0470 12 34 56');
    expect(formatPhone('0470/12.34.56')).toBe('0470 12 34 56');
    expect(formatPhone('050123456')).toBe('050 12 34 56');
    expect(formatPhone('081 234567')).toBe('081 23 45 67');
  });
  it('writes other countries internationally', () => {
    expect(formatPhone('+35226123456')).toBe('+352 26 12 34 56');
    expect(formatPhone('00352 691 123 456')).toBe('+352 691 123 456');
    expect(formatPhone('+31612345678')).toBe('+31 6 12345678');
  });
  it('leaves what is not a number of a known plan as written', () => {
    for (const junk of ['112', '', 'call me', '0470 12 34', '0470 12 34 56 78 90', '+86 139 1234 5678', 'tel. 09 kantoor'])
      expect(formatPhone(junk), junk).toBe(junk);
  });
  it('builds tel: links in E.164', () => {
    expect(telHref('092345678')).toBe('tel:+3292345678');
    expect(telHref('0470 12 34 56')).toBe('tel:+32470123456');
    expect(telHref('+352 26 12 34 56')).toBe('tel:+35226123456');
    expect(telHref('112')).toBe('tel:112');
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
    expect(formatNumber(12.25, 'nl')).toBe('12,3');
  });
  it("write a French page's numbers as its prices, one format per page (issue 36)", () => {
    expect(formatNumber(101536, 'fr')).toBe('101.536');
    expect(formatNumber(12.25, 'fr')).toBe('12,3');
    expect(formatEuro(5175)).toBe('€\u00a05.175');
  });
  it("write percentages as each language does, two decimals at most (the agent's fee, VAT included)", () => {
    expect(formatPercent(3.63, 'nl')).toBe('3,63%');
    expect(formatPercent(3.63, 'fr')).toBe('3,63\u00a0%');
    expect(formatPercent((3 * 121) / 100, 'en')).toBe('3.63%');
    expect(formatPercent(21, 'de')).toBe('21\u00a0%');
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
