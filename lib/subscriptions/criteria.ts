/**
 * What a saved search (the demand register, and its "my search" page) may name that the schema cannot
 * know: the catalogue's property types and places. Read from what was sent, beside the schema, so the
 * visitor sees these messages together with every other (issue 36), not in a second round.
 */
import 'server-only';
import { getCities, getPropertyTypes } from '@/lib/data';
import type { Lang } from '@/lib/data/types';
import type { FieldErrors, RawValues } from '@/lib/schemas/parse';

/** A checkbox group as sent: one value, several, or none. */
export const sentList = (value: RawValues[string] | undefined): string[] => (typeof value === 'string' ? [value] : Array.isArray(value) ? value : []);

export function criteriaProblems(values: RawValues, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  const typeIds = new Set(getPropertyTypes(lang).map((type) => String(type.webId)));
  const zips = new Set(getCities(lang).map((city) => city.zip));
  if (sentList(values.types).some((id) => !typeIds.has(id))) errors.types = 'types';
  if (sentList(values.zones).some((zip) => !zips.has(zip))) errors.zones = 'zones';
  return errors;
}
