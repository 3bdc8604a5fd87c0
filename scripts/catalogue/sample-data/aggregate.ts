/** Counts that types.json and cities.json carry, recomputed from the listings. */
import type { z } from 'zod';
import type { CitySchema, PropertyTypeSchema } from '../../../lib/catalogue/data/file-schemas';
import { TYPES } from './catalog';
import { COUNTRIES, PLACES, type Lang } from './places';

export interface Tally {
  /** webId -> [sale, rent] */
  types: Map<number, [number, number]>;
  /** place key -> [sale, rent] */
  places: Map<string, [number, number]>;
}

export function newTally(): Tally {
  return { types: new Map(), places: new Map() };
}

/** Counts one listing (once, not once per language). */
export function count(tally: Tally, webId: number, placeKey: string, goal: number): void {
  const i = goal === 0 ? 0 : 1;
  const t = tally.types.get(webId) ?? [0, 0];
  t[i]++;
  tally.types.set(webId, t);
  const p = tally.places.get(placeKey) ?? [0, 0];
  p[i]++;
  tally.places.set(placeKey, p);
}

export function typeRecords(tally: Tally, languages: readonly Lang[]): z.input<typeof PropertyTypeSchema>[] {
  return languages.flatMap((lang) =>
    TYPES.map((t, i) => {
      const [sale, rent] = tally.types.get(t.webId) ?? [0, 0];
      return {
        ID: t.webId,
        WebID: t.webId,
        Name: t.name[lang],
        Synonyms: t.synonyms[lang],
        ParentID: null,
        ShowOrder: i + 1,
        Sale: sale,
        Rent: rent,
        language: lang,
      };
    }),
  );
}

/** One record per municipality that has listings, per language, sorted by name. */
export function cityRecords(tally: Tally, languages: readonly Lang[]): z.input<typeof CitySchema>[] {
  return languages.flatMap((lang) =>
    PLACES.filter((p) => tally.places.has(p.key))
      .map((p) => {
        const [sale, rent] = tally.places.get(p.key)!;
        const country = COUNTRIES[p.country];
        return {
          Name: p.name[lang],
          Zip: p.zip,
          CountryID: country.id,
          CountryName: country.name[lang],
          PropertyCount: sale + rent,
          Sale: sale,
          Rent: rent,
          language: lang,
          projects: [],
          citysRent: [],
          neighbourhoods: [],
        };
      })
      .sort((a, b) => a.Name.localeCompare(b.Name, lang)),
  );
}
