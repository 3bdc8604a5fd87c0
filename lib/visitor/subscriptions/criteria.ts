/**
 * What a saved search (the demand register, and its "my search" page) may name that the schema cannot
 * know: the catalogue's property types and places. Read from what was sent, beside the schema, so the
 * visitor sees these messages together with every other (issue 36), not in a second round.
 */
import 'server-only';
import { findPlaces, getCities, getMunicipalities, getPropertyTypes } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import type { FieldErrors, RawValues } from '@/lib/visitor/schemas/parse';

/** A checkbox group as sent: one value, several, or none. */
export const sentList = (value: RawValues[string] | undefined): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];

export function criteriaProblems(values: RawValues, lang: Lang): FieldErrors {
  const errors: FieldErrors = {};
  const typeIds = new Set(getPropertyTypes(lang).map((type) => String(type.webId)));
  const zips = new Set(getCities(lang).map((city) => city.zip));
  if (sentList(values.types).some((id) => !typeIds.has(id))) errors.types = 'types';
  if (sentList(values.zones).some((zip) => !zips.has(zip))) errors.zones = 'zones';
  const typed = values.zonesOther;
  if (typeof typed === 'string' && typedPlaces(typed).some((place) => !placeZips(place).length)) errors.zonesOther = 'zonesUnknown';
  return errors;
}

/** What was typed in "other places", one place a part, as the schema splits it (lib/visitor/schemas/demand-register.ts). */
function typedPlaces(text: string): string[] {
  return text
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => (/^(?:(?:L-?)?\d{4}\s+)+(?:L-?)?\d{4}$/i.test(part) ? part.split(/\s+/) : [part]));
}

/**
 * The postal codes of a place as typed: a postal code, a municipality's or locality's name (all its
 * codes), or both as the suggestions write them ("3060 Bertem", "Bertem (3060)": the code decides).
 */
function placeZips(place: string): string[] {
  const code = /(?:^|[\s(])((?:L-?)?[1-9]\d{3})(?=$|[\s)])/i.exec(place)?.[1];
  return [...new Set(findPlaces(getMunicipalities(), code ?? place).flatMap((match) => match.zips))];
}

/**
 * A search's zones as postal codes, which is what it keeps and matches listings by: the ticked boxes'
 * as they are, each typed place as its codes (the schema has already refused what placeProblems names).
 */
export function resolveZones(zones: readonly string[]): string[] {
  return [...new Set(zones.flatMap((zone) => (/^\d{4}$/.test(zone) ? [zone] : placeZips(zone))))];
}
