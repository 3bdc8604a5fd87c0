/**
 * The demand register ("keep me informed"): what the person looks for, at least one type and one
 * zone, and a password to come back with and change or stop the search.
 */
import { z } from 'zod';
import { choice, optionalWhole, whenValid } from './fields';
import { SEEKER_GOALS } from './constants';
import { passwordField, withConfirmation } from './password';
import { newsletterOptIn, optionalAddress, person } from './person';

export { SEEKER_GOALS };

const ids = (key: 'types' | 'zones', pattern: RegExp, min = 1) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().regex(pattern, { message: key }))
      .max(100, { message: key })
      .min(min, { message: key })
      .transform((values) => [...new Set(values)]),
  );

/** A Belgian postal code (1000-9999), or Luxembourg's written "L-1611", "L1611" or "1611". */
const POSTAL_CODE = /^(?:L-?)?[1-9]\d{3}$/i;

/**
 * Places the catalogue has no listings in yet, by postal code: "3500, 8400, L-1611". A buyer may
 * register for any Belgian or Luxembourg municipality (issue 36), not only the towns listed as boxes,
 * which are the catalogue's. Luxembourg's codes are kept as the data writes them, four digits.
 */
const postalCodes = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .max(400, { message: 'zonesOther' })
      .transform((text) => text.split(/[\s,;]+/).filter(Boolean))
      .refine((codes) => codes.length <= 50 && codes.every((code) => POSTAL_CODE.test(code)), { message: 'zonesOther' })
      .transform((codes) => [...new Set(codes.map((code) => code.replace(/^L-?/i, '')))]),
  );

const MAX_PRICE = 100_000_000;

/** A minimum and maximum, either left empty, in order. */
const inOrder =
  <K extends string>(min: K, max: K) =>
  (value: Partial<Record<K, number | undefined>>) =>
    value[min] === undefined || value[max] === undefined || value[min]! <= value[max]!;
const count = () => optionalWhole({ max: 99 });

/** What a search looks for: shared by the demand register and the page where it is changed. */
export const criteriaFields = {
  goal: choice(SEEKER_GOALS, 'goal'),
  /** Property type ids (WebID) of the catalogue. */
  types: ids('types', /^\d{1,6}$/),
  /** Postal codes of the catalogue's cities (its boxes); with zonesOther, at least one place. */
  zones: ids('zones', /^(?:L-)?\d{4}$/, 0),
  /** Postal codes typed for other places; withZones adds them to `zones`. */
  zonesOther: postalCodes(),
  priceMin: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  priceMax: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  bedroomsMin: count(),
  garagesMin: count(),
  garagesMax: count(),
  parkingMin: count(),
  parkingMax: count(),
};

/** What a search keeps: its criteria, the typed postal codes among its zones. */
export const CRITERIA = (Object.keys(criteriaFields) as (keyof typeof criteriaFields)[]).filter((name): name is Exclude<keyof typeof criteriaFields, 'zonesOther'> => name !== 'zonesOther');

type Ranged = Partial<Record<'priceMin' | 'priceMax' | 'garagesMin' | 'garagesMax' | 'parkingMin' | 'parkingMax', number | undefined>>;

type Zoned = { zones: string[]; zonesOther: string[] };

/** At least one place, ticked or typed, said with the other messages; the typed ones join the ticked ones. */
export function withZones<T extends z.ZodType<Zoned>>(schema: T) {
  return schema
    .refine((value) => value.zones.length + value.zonesOther.length > 0, { path: ['zones'], message: 'zones', ...whenValid('zones', 'zonesOther') })
    .transform((value) => ({ ...value, zones: [...new Set([...value.zones, ...value.zonesOther])] }));
}

/** Each maximum not below its minimum, checked as soon as both are valid. */
export function withRanges<T extends z.ZodType<Ranged>>(schema: T) {
  return schema
    .refine(inOrder('priceMin', 'priceMax'), { path: ['priceMax'], message: 'rangeOrder', ...whenValid('priceMin', 'priceMax') })
    .refine(inOrder('garagesMin', 'garagesMax'), { path: ['garagesMax'], message: 'rangeOrder', ...whenValid('garagesMin', 'garagesMax') })
    .refine(inOrder('parkingMin', 'parkingMax'), { path: ['parkingMax'], message: 'rangeOrder', ...whenValid('parkingMin', 'parkingMax') });
}

export const demandRegisterSchema = withZones(
  withConfirmation(
    withRanges(
      z.object({
        ...person,
        ...optionalAddress(),
        password: passwordField(),
        passwordConfirm: z.preprocess((v) => v ?? '', z.string().min(1, { message: 'passwordConfirm' })),
        ...criteriaFields,
        ...newsletterOptIn,
      }),
    ),
  ),
);
export type DemandRegister = z.output<typeof demandRegisterSchema>;
export type SearchCriteria = Pick<DemandRegister, (typeof CRITERIA)[number]>;
