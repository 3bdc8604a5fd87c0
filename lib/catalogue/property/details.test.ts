import { describe, expect, it } from 'vitest';
import { DETAIL_FIELDS, detailGroups, detailValue, type DetailInput } from './details';
import { PropertySchema } from '@/lib/catalogue/data/file-schemas';

const base = {
  ID: 4101,
  Goal: 0,
  Price: 410000,
  Marquee: 0,
  Street: 'Sint-Pietersnieuwstraat',
  City: 'Gent',
  Zip: '9000',
  TypeDescription: 'Rijwoning',
  LivingSurface: 156,
  Bedrooms: 2,
  Cellar: false,
  Heating: '  ',
  EnergyPerformance: 242,
  NotaryFeesWithVat: 5608,
};

function input(record: Record<string, unknown>, over: Partial<DetailInput> = {}): DetailInput {
  return {
    record: { ...base, ...record },
    publishAddress: true,
    address: { street: 'Sint-Pietersnieuwstraat', number: '175', box: '' },
    price: 410000,
    goal: 'sale',
    ...over,
  };
}

function fields(groups: ReturnType<typeof detailGroups>) {
  return Object.fromEntries(groups.map((g) => [g.id, g.rows.map((r) => r.field)]));
}

describe('detailGroups', () => {
  it('shows the fields the record has, grouped in order, booleans included when false', () => {
    const groups = detailGroups(input({}));
    expect(groups.map((g) => g.id)).toEqual(['general', 'surfaces', 'rooms', 'energy', 'financial']);
    expect(fields(groups)).toEqual({
      general: ['ID', 'Address', 'Price', 'TypeDescription', 'City', 'Zip'],
      surfaces: ['LivingSurface'],
      rooms: ['Bedrooms', 'Cellar'],
      energy: ['EnergyPerformance'],
      financial: ['NotaryFeesWithVat'],
    });
    expect(groups[2]!.rows[1]!.value).toEqual({ kind: 'boolean', value: false });
    expect(groups[0]!.rows[1]!.value).toEqual({ kind: 'address', value: { street: 'Sint-Pietersnieuwstraat', number: '175', box: '' } });
  });

  it('keeps the street private when PublishAddress is off', () => {
    expect(fields(detailGroups(input({}, { publishAddress: false }))).general).not.toContain('Address');
    expect(fields(detailGroups(input({}, { address: { street: ' ', number: '175', box: '' } }))).general).not.toContain('Address');
  });

  it('shows the monthly rent for rentals, falling back to the price', () => {
    const withRent = detailGroups(input({ MonthlyRent: 950 }, { goal: 'rent', price: 900 }));
    expect(withRent[0]!.rows.find((r) => r.field === 'MonthlyRent')!.value).toEqual({ kind: 'money', value: 950 });
    const without = detailGroups(input({}, { goal: 'rent', price: 900 }));
    expect(without[0]!.rows.find((r) => r.field === 'MonthlyRent')!.value).toEqual({ kind: 'money', value: 900 });
    expect(fields(detailGroups(input({}, { price: null }))).general).not.toContain('Price');
  });

  it('lets field rules hide a field, and a rule that errors hides it too', () => {
    const hidden = detailGroups(input({ FieldRules: [{ Field: 'Bedrooms', Rule: 'Bedrooms > 5' }] }));
    expect(fields(hidden).rooms).toEqual(['Cellar']);
    const passes = detailGroups(input({ FieldRules: [{ Field: 'Bedrooms', Rule: 'Bedrooms > 0' }] }));
    expect(fields(passes).rooms).toEqual(['Bedrooms', 'Cellar']);
    // The sample data's broken rule "Price >": an error, so the price is hidden, and nothing throws.
    const broken = detailGroups(input({ FieldRules: [{ Field: 'Price', Rule: 'Price >' }] }));
    expect(fields(broken).general).not.toContain('Price');
    expect(fields(broken).general).toContain('ID');
    // A rule hiding Price hides the monthly rent of a rental too.
    const rent = detailGroups(input({ MonthlyRent: 950, FieldRules: [{ Field: 'Price', Rule: 'Marquee != 0' }] }, { goal: 'rent' }));
    expect(fields(rent).general).not.toContain('MonthlyRent');
  });

  it('leaves out a group with no rows and values of the wrong type', () => {
    const groups = detailGroups(input({ LivingSurface: 'big', NotaryFeesWithVat: Number.NaN, EnergyPerformance: null }));
    expect(groups.map((g) => g.id)).toEqual(['general', 'rooms']);
  });
});

describe('detailValue', () => {
  it('reads each kind', () => {
    expect(detailValue(true, 'boolean')).toEqual({ kind: 'boolean', value: true });
    expect(detailValue('yes', 'boolean')).toBeNull();
    expect(detailValue(' Gas ', 'text')).toEqual({ kind: 'text', value: 'Gas' });
    expect(detailValue('', 'text')).toBeNull();
    expect(detailValue(0, 'count')).toEqual({ kind: 'count', value: 0 });
    expect(detailValue(Number.POSITIVE_INFINITY, 'money')).toBeNull();
    expect(detailValue('2033-12-04', 'date')).toEqual({ kind: 'date', value: '2033-12-04' });
  });
});

describe('DETAIL_FIELDS', () => {
  it('names only fields of the property schema, each once', () => {
    const known = new Set(Object.keys(PropertySchema.shape));
    const all = Object.values(DETAIL_FIELDS).flatMap((rows) => rows.map(([field]) => field));
    expect(all.filter((f) => !known.has(f))).toEqual([]);
    expect(new Set(all).size).toBe(all.length);
  });

  it('covers every detail field of the schema after the CRM basics', () => {
    const shown = new Set<string>(Object.values(DETAIL_FIELDS).flatMap((rows) => rows.map(([field]) => field)));
    const firstDetail = Object.keys(PropertySchema.shape).indexOf('MonthlyRent');
    const detailFields = Object.keys(PropertySchema.shape)
      .slice(firstDetail)
      .filter((f) => f !== 'language' && f !== 'MonthlyRent');
    expect(detailFields.filter((f) => !shown.has(f))).toEqual([]);
  });
});
