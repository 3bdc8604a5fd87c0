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

const ids = (key: 'types' | 'zones', pattern: RegExp) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z
      .array(z.string().regex(pattern, { message: key }))
      .max(100, { message: key })
      .min(1, { message: key })
      .transform((values) => [...new Set(values)]),
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
  /** Postal codes of the catalogue's cities. */
  zones: ids('zones', /^(?:L-)?\d{4}$/),
  priceMin: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  priceMax: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  bedroomsMin: count(),
  garagesMin: count(),
  garagesMax: count(),
  parkingMin: count(),
  parkingMax: count(),
};

export const CRITERIA = Object.keys(criteriaFields) as (keyof typeof criteriaFields)[];

type Ranged = Partial<Record<'priceMin' | 'priceMax' | 'garagesMin' | 'garagesMax' | 'parkingMin' | 'parkingMax', number | undefined>>;

/** Each maximum not below its minimum, checked as soon as both are valid. */
export function withRanges<T extends z.ZodType<Ranged>>(schema: T) {
  return schema
    .refine(inOrder('priceMin', 'priceMax'), { path: ['priceMax'], message: 'rangeOrder', ...whenValid('priceMin', 'priceMax') })
    .refine(inOrder('garagesMin', 'garagesMax'), { path: ['garagesMax'], message: 'rangeOrder', ...whenValid('garagesMin', 'garagesMax') })
    .refine(inOrder('parkingMin', 'parkingMax'), { path: ['parkingMax'], message: 'rangeOrder', ...whenValid('parkingMin', 'parkingMax') });
}

export const demandRegisterSchema = withConfirmation(
  withRanges(
    z.object({
      ...person,
      ...optionalAddress(),
      password: passwordField(),
      passwordConfirm: z.preprocess((v) => v ?? '', z.string().min(1, { message: 'password' })),
      ...criteriaFields,
      ...newsletterOptIn,
    }),
  ),
);
export type DemandRegister = z.output<typeof demandRegisterSchema>;
export type SearchCriteria = Pick<DemandRegister, (typeof CRITERIA)[number]>;
