/**
 * What listings filter and sort (./filter.ts) and the city directory (./cities.ts), built once per data
 * store from its properties, types and cities (lib/catalogue/data). Not 'server-only': the suggestion index
 * (lib/catalogue/search) and the tests build on it too.
 */
import { getStore, type Lang, type Store } from '@/lib/catalogue/data';
import { derive } from '@/lib/platform/remember';
import { buildCityDirectory, type CityDirectory } from './cities';
import { buildListingIndex, type ListingIndex } from './filter';

/** Each language's listing index of a store. */
export function listingIndexesOf(store: Store): Map<Lang, ListingIndex> {
  return derive(store, 'listings', () => {
    // A property's city in every language (its records share the id), so a city filter reads any of them.
    const cityNames = new Map<number, Set<string>>();
    for (const list of store.properties.values())
      for (const p of list) cityNames.set(p.id, (cityNames.get(p.id) ?? new Set()).add(p.address.city));
    return new Map(
      [...store.properties].map(([lang, list]) => [
        lang,
        buildListingIndex(list, {
          cityNames: (p) => cityNames.get(p.id) ?? [],
          typeWords: new Map((store.types.get(lang) ?? []).map((t) => [t.webId, t.synonyms])),
        }),
      ]),
    );
  });
}

/** The catalogue of a language as listings filter and sort it. */
export function getListingIndex(lang: Lang): ListingIndex {
  return listingIndexesOf(getStore()).get(lang) ?? buildListingIndex([]);
}

/** City names across languages by place, for the city filter and the language switcher. */
export function cityDirectoryOf(store: Store): CityDirectory {
  return derive(store, 'city-directory', () => buildCityDirectory(store.cities));
}

export function getCityDirectory(): CityDirectory {
  return cityDirectoryOf(getStore());
}
