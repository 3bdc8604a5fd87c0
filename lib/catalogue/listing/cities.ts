/**
 * City names across languages, by place (postal code and country): the listing's city filter takes a
 * name in any language or a postal code (`/fr/a-vendre/?city=Gent`, `?city=Gand`, `?city=9000` show the
 * same properties), and the language switcher and the filters write the name of the page's language.
 * Built once per data set in the store (lib/catalogue/data/store.ts).
 */
import type { City, Lang } from '@/lib/catalogue/data/types';
import { provinceOf, regionOf } from '@/lib/catalogue/property/region';
import { fold, placeMatches, type Place } from './filter';
import type { ListingQuery } from './query';

const placeKey = (city: Pick<City, 'zip' | 'countryId'>) => `${city.countryId}|${city.zip}`;

export interface CityDirectory {
  /** Place keys by folded name, whatever the language. */
  byName: Map<string, Set<string>>;
  /** Names per place key, per language. */
  names: Map<Lang, Map<string, string[]>>;
}

export function buildCityDirectory(cities: ReadonlyMap<Lang, readonly City[]>): CityDirectory {
  const byName = new Map<string, Set<string>>();
  const names = new Map<Lang, Map<string, string[]>>();
  for (const [lang, list] of cities) {
    const own = new Map<string, string[]>();
    names.set(lang, own);
    for (const city of list) {
      const key = placeKey(city);
      const folded = fold(city.name);
      byName.set(folded, (byName.get(folded) ?? new Set()).add(key));
      const known = own.get(key) ?? [];
      if (!known.includes(city.name)) own.set(key, [...known, city.name]);
    }
  }
  return { byName, names };
}

/**
 * A city filter value as language `to` writes it: a postal code stays, a name becomes the other
 * language's name of the same place when that is one name ("Gent" → "Gand"); a name the data does not
 * know, or one shared by several places of that language, stays as it is (the filter reads any
 * language's name, so the same properties show).
 */
export function cityIn(directory: CityDirectory, to: Lang, value: string): string {
  if (/^\d{4}$/.test(value)) return value;
  const folded = fold(value);
  const places = directory.byName.get(folded);
  const names = directory.names.get(to);
  if (!places || !names) return value;
  const candidates = [...new Set([...places].flatMap((key) => names.get(key) ?? []))];
  if (candidates.some((name) => fold(name) === folded)) return candidates.find((name) => fold(name) === folded)!;
  return candidates.length === 1 ? candidates[0]! : value;
}

/** The query's city values as language `to` writes them, without duplicates. */
export function citiesIn(directory: CityDirectory, to: Lang, values: readonly string[]): string[] {
  return [...new Set(values.map((value) => cityIn(directory, to, value)))];
}

/** A city of the catalogue as a place for the location filters, named in every language. */
export function cityPlace(directory: CityDirectory, city: City): Place {
  const key = placeKey(city);
  const names = new Set([fold(city.name)]);
  for (const perLang of directory.names.values()) for (const name of perLang.get(key) ?? []) names.add(fold(name));
  return { zip: city.zip, names, province: provinceOf(city.countryId, city.zip), region: regionOf(city.countryId, city.zip) };
}

/**
 * The postal codes of the catalogue's cities that the query's location filters keep (the demand
 * register's zones); empty when the query has no location filter.
 */
export function zonesOf(
  directory: CityDirectory,
  cities: readonly City[],
  query: Pick<ListingQuery, 'cities' | 'provinces' | 'regions'>,
): string[] {
  if (!query.cities.length && !query.provinces.length && !query.regions.length) return [];
  return [...new Set(cities.filter((city) => placeMatches(query, cityPlace(directory, city))).map((city) => city.zip))];
}
