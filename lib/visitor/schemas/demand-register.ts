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
 * A place's name as people write it: letters first, then letters, spaces, hyphens, apostrophes, dots;
 * with its postal code before or after as the suggestions write it ("3060 Bertem", "Bertem (3060)").
 */
const PLACE_NAME = /^(?:(?:L-?)?[1-9]\d{3} )?\p{L}[\p{L}\p{M} '’.\-]{0,59}(?: ?\((?:L-?)?[1-9]\d{3}\))?$/iu;

/**
 * Places the catalogue has no listings in yet, by name or postal code: "Bertem, 8400, L-1611". A buyer
 * may register for any Belgian municipality or Luxembourg commune (issue 36, 61), not only the towns
 * listed as boxes, which are the catalogue's. The schema checks the shape of what was typed; the server
 * finds the places in the municipality directory (lib/visitor/subscriptions/criteria.ts: placeProblems,
 * resolveZones), which the browser does not load. Codes alone separated by spaces ("3500 8400") are
 * still several.
 */
const typedPlaces = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v : ''),
    z
      .string()
      .max(400, { message: 'zonesOther' })
      .transform((text) =>
        text
          .split(/[,;\n]+/)
          .map((part) => part.trim().replace(/\s+/g, ' '))
          .filter(Boolean)
          .flatMap((part) => (part.split(' ').every((word) => POSTAL_CODE.test(word)) ? part.split(' ') : [part])),
      )
      .refine((places) => places.length <= 50 && places.every((place) => POSTAL_CODE.test(place) || PLACE_NAME.test(place)), {
        message: 'zonesOther',
      })
      .transform((places) => [
        ...new Set(places.map((place) => (POSTAL_CODE.test(place) ? place.toUpperCase().replace(/^L(?=\d)/, 'L-') : place))),
      ]),
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
  /** Other places as typed, by name or postal code; withZones adds them to `zones`, the server turns them into postal codes. */
  zonesOther: typedPlaces(),
  priceMin: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  priceMax: optionalWhole({ max: MAX_PRICE, invalid: 'priceRange' }),
  bedroomsMin: count(),
  garagesMin: count(),
  garagesMax: count(),
  parkingMin: count(),
  parkingMax: count(),
};

/** What a search keeps: its criteria, the typed postal codes among its zones. */
export const CRITERIA = (Object.keys(criteriaFields) as (keyof typeof criteriaFields)[]).filter(
  (name): name is Exclude<keyof typeof criteriaFields, 'zonesOther'> => name !== 'zonesOther',
);

type Ranged = Partial<Record<'priceMin' | 'priceMax' | 'garagesMin' | 'garagesMax' | 'parkingMin' | 'parkingMax', number | undefined>>;

type Zoned = { zones: string[]; zonesOther: string[] };

/** At least one place, ticked or typed, said with the other messages; the typed ones join the ticked ones. */
export function withZones<T extends z.ZodType<Zoned>>(schema: T) {
  return schema
    .refine((value) => value.zones.length + value.zonesOther.length > 0, {
      path: ['zones'],
      message: 'zones',
      ...whenValid('zones', 'zonesOther'),
    })
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
