import { describe, expect, it } from 'vitest';
import { parseScenario } from './scenario';
import { RULES_2025 } from './test-rules';

const parse = (query: string) => parseScenario(new URLSearchParams(query), RULES_2025.loan);
const DEFAULTS = { onlyOwnHome: true, buyers: 1, ownFunds: null, ratePercent: 3.5, years: 25 };

describe('parseScenario', () => {
  it('gives the defaults, quietly, for no parameters and for empty ones', () => {
    expect(parse('')).toEqual({ scenario: DEFAULTS, issues: [] });
    expect(parse('own-home=&buyers=&own-funds=%20&rate=&years=')).toEqual({ scenario: DEFAULTS, issues: [] });
  });

  it('reads what the form submits', () => {
    expect(parse('own-home=no&buyers=2&own-funds=80000&rate=3.35&years=20')).toEqual({
      scenario: { onlyOwnHome: false, buyers: 2, ownFunds: 80_000, ratePercent: 3.35, years: 20 },
      issues: [],
    });
  });

  it('reads numbers as people type them', () => {
    expect(parse('own-funds=250.000&rate=3,2%25').scenario).toMatchObject({ ownFunds: 250_000, ratePercent: 3.2 });
    expect(parse('own-funds=250%20000').scenario.ownFunds).toBe(250_000);
    expect(parse('own-funds=250%E2%80%AF000').scenario.ownFunds).toBe(250_000);
    expect(parse('own-home=1&rate=0').scenario).toMatchObject({ onlyOwnHome: true, ratePercent: 0 });
  });

  it('takes the record the Next page gives, the first of a repeated parameter', () => {
    expect(parseScenario({ buyers: ['3', '4'], years: '30', rate: undefined }, RULES_2025.loan)).toEqual({
      scenario: { ...DEFAULTS, buyers: 3, years: 30 },
      issues: [],
    });
  });

  it('falls back to the default on junk and reports each field with a code', () => {
    expect(parse('own-home=maybe&buyers=two&own-funds=-5&rate=abc&years=2.5')).toEqual({
      scenario: DEFAULTS,
      issues: [
        { field: 'onlyOwnHome', code: 'invalid' },
        { field: 'buyers', code: 'invalid' },
        { field: 'ownFunds', code: 'invalid' },
        { field: 'ratePercent', code: 'invalid' },
        { field: 'years', code: 'invalid' },
      ],
    });
  });

  it('reports numbers outside the limits as out of range', () => {
    expect(parse('buyers=0&rate=25&years=41').issues).toEqual([
      { field: 'buyers', code: 'out-of-range' },
      { field: 'ratePercent', code: 'out-of-range' },
      { field: 'years', code: 'out-of-range' },
    ]);
    expect(parse('buyers=11').issues).toEqual([{ field: 'buyers', code: 'out-of-range' }]);
    expect(parse('buyers=10&years=40&rate=20').issues).toEqual([]);
  });

  it('refuses what only looks like a number', () => {
    for (const junk of ['1e3', '0x10', '25.00.0', '1.5', '9'.repeat(30), '<script>', 'NaN', 'Infinity'])
      expect(parse(`own-funds=${encodeURIComponent(junk)}`).issues, junk).toEqual([{ field: 'ownFunds', code: 'invalid' }]);
  });
});
