import { describe, expect, it } from 'vitest';
import { loadDataFiles } from '@/lib/catalogue/data/validate';
import { evaluateRule, isFieldShown, ruleProblem, type RuleRecord } from './field-rules';

const record: RuleRecord = {
  ID: 4101,
  Goal: 0,
  Price: 350000,
  PublishPrice: true,
  Marquee: 0,
  MarqueeName: null,
  City: 'Gent',
  Zip: '9000',
  Bedrooms: 3,
  Bathrooms: 0,
  LivingSurface: 180,
  GroundSurface: 240,
  Lift: false,
  Garden: true,
  Heating: '',
  EnergyCertificateEndDate: '2031-05-01',
  EnergyPerformance: -12,
  Pictures: [{ ID: 1, Url: '/a.jpg', Width: 10, Height: 10, Name: 'a' }],
  SmallPictureItem: null,
  language: 'nl',
};
const passes = (rule: string, r: RuleRecord = record) => evaluateRule(rule, r);

describe('evaluateRule: comparisons', () => {
  it.each([
    ['Bedrooms > 0', true],
    ['Bedrooms > 3', false],
    ['Bedrooms >= 3', true],
    ['Bedrooms < 3', false],
    ['Bedrooms <= 3', true],
    ['Bedrooms == 3', true],
    ['Bedrooms = 3', true],
    ['Bedrooms != 3', false],
    ['Bedrooms <> 3', false],
    ['Marquee != 2', true],
    ['Price >= 350000.0', true],
    ['Price > 349999.99', true],
    ['EnergyPerformance < 0', true],
    ['EnergyPerformance > -12', false],
    ['EnergyPerformance >= - 12', true],
    ["City == 'Gent'", true],
    ['City == "Gent"', true],
    ["City == 'gent'", false],
    ["City != 'Brugge'", true],
    ["Zip == '9000'", true],
    ["EnergyCertificateEndDate > '2030-12-31'", true],
    ["EnergyCertificateEndDate < '2031-05-01'", false],
    ['Lift == false', true],
    ['Garden == TRUE', true],
    ['MarqueeName == null', true],
    ['Price != null', true],
    ['null == null', true],
    ['LivingSurface < GroundSurface', true],
    ["language == 'nl'", true],
  ])('%s → %s', (rule, expected) => {
    expect(passes(rule)).toBe(expected);
  });

  it('reads a field the record leaves out as null', () => {
    expect(passes('MonthlyRent == null')).toBe(true);
    expect(passes('MonthlyRent != null')).toBe(false);
  });
});

describe('evaluateRule: logic', () => {
  it.each([
    ['Bedrooms > 0 && Goal == 0', true],
    ['Bedrooms > 0 and Goal == 1', false],
    ['Bedrooms > 5 || Goal == 0', true],
    ['Bedrooms > 5 OR Goal == 1', false],
    ['!(Marquee == 2)', true],
    ['not Marquee == 0', false],
    ['!!Garden', true],
    ['(Bedrooms > 5 || Garden) && Price > 0', true],
    ['Bedrooms > 5 || Garden && Price > 0', true],
    ['(Bedrooms > 5 || Garden) && Price > 999999', false],
  ])('%s → %s', (rule, expected) => {
    expect(passes(rule)).toBe(expected);
  });

  it('gives && precedence over ||', () => {
    // As (true) || (false && false): true. Read left to right it would be false.
    expect(passes('Goal == 0 || Goal == 1 && Marquee == 5')).toBe(true);
  });

  it('treats a bare field as "holds something"', () => {
    expect(passes('Garden')).toBe(true);
    expect(passes('Lift')).toBe(false);
    expect(passes('Bedrooms')).toBe(true);
    expect(passes('Bathrooms')).toBe(false);
    expect(passes('City')).toBe(true);
    expect(passes('Heating')).toBe(false);
    expect(passes('MarqueeName')).toBe(false);
    expect(passes('true')).toBe(true);
    expect(passes('false')).toBe(false);
  });

  it('short-circuits, so a guard protects the comparison after it', () => {
    const unknownBedrooms = { ...record, Bedrooms: null };
    expect(passes('Bedrooms != null && Bedrooms > 0', unknownBedrooms)).toBe(false);
    expect(passes('Bedrooms == null || Bedrooms > 0', unknownBedrooms)).toBe(true);
    expect(passes('Bedrooms > 0', unknownBedrooms)).toBe(false);
  });
});

describe('evaluateRule: any error counts as failed', () => {
  it.each([
    ['an incomplete comparison (in the sample data)', 'Price >'],
    ['a missing left side', '> 0'],
    ['two operators', 'Price > > 0'],
    ['a dangling and', 'Price > 0 &&'],
    ['a dangling not', '!'],
    ['an unclosed parenthesis', '(Price > 0'],
    ['an unopened parenthesis', 'Price > 0)'],
    ['an empty pair of parentheses', '()'],
    ['trailing text', 'Price > 0 Goal'],
    ['unterminated text', "City == 'Gent"],
    ['an unknown field', 'Bedroms > 0'],
    ['a field in the wrong case', 'bedrooms > 0'],
    ['an unknown field in a branch never reached', 'Goal == 0 || Bedroms > 0'],
    ['text compared with a number', 'Zip == 9000'],
    ['a number compared with text', "Bedrooms == '3'"],
    ['text compared with a number, negated', 'Zip != 9000'],
    ['a number compared with text, negated', "Bedrooms != '3'"],
    ['a boolean compared with a number', 'Garden != 1'],
    ['ordering with an empty field', 'MonthlyRent > 0'],
    ['ordering with null', 'Price > null'],
    ['ordering true and false', 'Garden > Lift'],
    ['a list field', 'Pictures == null'],
    ['a list field, bare', 'Pictures'],
    ['a single &', 'Price > 0 & Goal == 0'],
    ['a triple =', 'Goal === 0'],
    ['an exponent', 'Price > 1e3'],
    ['a leading dot', 'Price > .5'],
    ['a misplaced keyword', 'and Price > 0'],
  ])('%s: %s', (_, rule) => {
    expect(passes(rule)).toBe(false);
  });

  it('fails on an empty, blank or non-text rule', () => {
    for (const rule of ['', '   ', null, undefined, 3, true, {}, ['Price > 0']]) expect(evaluateRule(rule, record)).toBe(false);
  });

  it('fails on a field holding a value JSON cannot carry', () => {
    expect(passes('Price > 0', { ...record, Price: Number.NaN })).toBe(false);
    expect(passes('Price > 0', { ...record, Price: Number.POSITIVE_INFINITY })).toBe(false);
    expect(passes('Price == null', { ...record, Price: { valueOf: () => 1 } })).toBe(false);
  });

  it('never runs a rule as code', () => {
    const hostile = [
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
      "constructor.constructor('return process')()",
      'process.exit(1)',
      'Price > 0; globalThis.pwned = true',
      '(() => true)()',
      'Price > 0 || alert(1)',
      '`${Price}`',
      'Price > 0 // comment',
      'Price[0] > 0',
      'Price.length > 0',
      'this.Price > 0',
    ];
    for (const rule of hostile) expect(passes(rule), rule).toBe(false);
    expect((globalThis as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('does not read inherited properties of the record', () => {
    const inherited = Object.create({ Bedrooms: 5 }) as RuleRecord;
    expect(passes('Bedrooms == null', inherited)).toBe(true);
  });

  it('fails on runaway rules instead of overflowing the stack', () => {
    expect(passes(`${'('.repeat(200)}Price > 0${')'.repeat(200)}`)).toBe(false);
    expect(passes(`${'!'.repeat(200)}Garden`)).toBe(false);
    expect(passes(`Price > 0${' && Price > 0'.repeat(100)}`)).toBe(false);
    // Within the limits, nesting and chains work.
    expect(passes(`${'('.repeat(10)}Price > 0${')'.repeat(10)}`)).toBe(true);
    expect(passes(`Price > 0${' && Price > 0'.repeat(50)}`)).toBe(true);
  });
});

describe('ruleProblem', () => {
  it('explains rules that can never pass, for data checks', () => {
    expect(ruleProblem('Price >')).toMatch(/ends too early/);
    expect(ruleProblem('Bedroms > 0')).toMatch(/unknown field Bedroms/);
    expect(ruleProblem("City == 'Gent")).toMatch(/unterminated/);
    expect(ruleProblem('')).toBe('empty rule');
  });
  it('accepts rules that read fine, whatever the record', () => {
    expect(ruleProblem('Marquee != 2')).toBeNull();
    expect(ruleProblem('MonthlyRent > 0')).toBeNull();
  });
});

describe('isFieldShown', () => {
  it('shows every field when there are no rules', () => {
    expect(isFieldShown(undefined, record, 'Price')).toBe(true);
    expect(isFieldShown(null, record, 'Price')).toBe(true);
    expect(isFieldShown([], record, 'Price')).toBe(true);
  });

  it('applies only the rules of the field asked for', () => {
    const rules = [{ Field: 'Price', Rule: 'Marquee != 0' }];
    expect(isFieldShown(rules, record, 'Price')).toBe(false);
    expect(isFieldShown(rules, record, 'Bedrooms')).toBe(true);
    expect(isFieldShown(rules, record, 'price')).toBe(true);
  });

  it('needs every rule of a field to pass', () => {
    const rules = [
      { Field: 'Bedrooms', Rule: 'Bedrooms > 0' },
      { Field: 'Bedrooms', Rule: 'Goal == 1' },
    ];
    expect(isFieldShown(rules, record, 'Bedrooms')).toBe(false);
    expect(isFieldShown(rules, { ...record, Goal: 1 }, 'Bedrooms')).toBe(true);
  });

  it('hides the field of a malformed rule, and skips entries that name no field', () => {
    expect(isFieldShown([{ Field: 'Price', Rule: 'Price >' }], record, 'Price')).toBe(false);
    expect(isFieldShown([{ Field: 'Price' }], record, 'Price')).toBe(false);
    expect(isFieldShown([{ Field: 'Price', Rule: 42 }], record, 'Price')).toBe(false);
    expect(isFieldShown([null, 'Price > 0', { Rule: 'false' }, { Field: 7, Rule: 'false' }], record, 'Price')).toBe(true);
  });

  it('hides every field when the rules are not a list', () => {
    expect(isFieldShown({ Field: 'Price', Rule: 'true' }, record, 'Price')).toBe(false);
    expect(isFieldShown('Price > 0', record, 'Bedrooms')).toBe(false);
  });
});

describe('isFieldShown on the sample data', () => {
  const records = loadDataFiles()['properties.json'].properties;
  const byId = (id: number) => records.find((p) => p.ID === id && p.language === 'nl')!;

  it('hides the bedrooms of a studio with none', () => {
    const studio = byId(4118);
    expect(studio.Bedrooms).toBe(0);
    expect(isFieldShown(studio.FieldRules, studio, 'Bedrooms')).toBe(false);
    expect(isFieldShown(studio.FieldRules, studio, 'Price')).toBe(true);
  });

  it('hides the price behind a broken rule', () => {
    const office = byId(4120);
    expect(isFieldShown(office.FieldRules, office, 'Price')).toBe(false);
    expect(isFieldShown(office.FieldRules, office, 'LivingSurface')).toBe(true);
  });

  it('hides the price of a sold property whose rule says so', () => {
    for (const id of [4122, 4147]) {
      const sold = byId(id);
      expect(sold.Marquee).toBe(2);
      expect(isFieldShown(sold.FieldRules, sold, 'Price')).toBe(false);
      expect(isFieldShown(sold.FieldRules, { ...sold, Marquee: 0 }, 'Price')).toBe(true);
    }
  });

  it('shows every field of records without rules', () => {
    const plain = records.filter((p) => !p.FieldRules);
    expect(plain.length).toBeGreaterThan(100);
    for (const p of plain) expect(isFieldShown(p.FieldRules, p, 'Price')).toBe(true);
  });
});
