/**
 * The municipality directory (data/municipalities.json): every Belgian municipality since the mergers of
 * 1 January 2025 and every Luxembourg commune, found by postal code or by name, its own or one of its
 * localities', in Dutch, French or German ("Bertogne" is Bastogne since 2025, "Borsbeek" Antwerpen).
 * The demand register takes any of them as a zone; the search box says when the catalogue has nothing
 * there yet.
 */
import type { MunicipalitiesFile, PlaceName } from './file-schemas';
import type { Lang } from './types';

export interface Municipality {
  /** "BE-44021" (its REFNIS code) or "LU-Esch-sur-Alzette": unique in the directory. */
  key: string;
  country: 'BE' | 'LU';
  nis: string | null;
  name: PlaceName;
  region: 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';
  /** Every postal code of its localities, ascending. */
  zips: string[];
  /** Its localities' names, the municipality's own first when it is one of them. */
  localities: { name: PlaceName; zips: string[] }[];
}

export interface MunicipalityDirectory {
  municipalities: Municipality[];
  byZip: Map<string, Municipality[]>;
  /** By folded name of the municipality, in any of its languages. */
  byName: Map<string, Municipality[]>;
  /** By folded name of a locality, with the locality's own postal codes. */
  byLocality: Map<string, { municipality: Municipality; zips: string[] }[]>;
}

/** What a typed place is: a municipality (all its codes), or only some of its codes (a locality, a postal code). */
export interface PlaceMatch {
  municipality: Municipality;
  zips: string[];
}

/** Lower case, without accents, words separated by one space: "Sint-Niklaas", "sint niklaas" and "SINT NIKLAAS" are one. */
export function foldPlace(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A Belgian postal code, or a Luxembourg one written "L-1611", "L1611" or "1611". */
const POSTAL_CODE = /^(L-?)?([1-9]\d{3})$/i;

const names = (name: PlaceName) => Object.values(name).filter((value): value is string => typeof value === 'string');

export function buildMunicipalityDirectory(file: MunicipalitiesFile): MunicipalityDirectory {
  const byZip = new Map<string, Municipality[]>();
  const byName = new Map<string, Municipality[]>();
  const byLocality = new Map<string, { municipality: Municipality; zips: string[] }[]>();
  const add = <T>(map: Map<string, T[]>, key: string, value: T) => map.set(key, [...(map.get(key) ?? []), value]);
  const municipalities = file.municipalities.map((record): Municipality => {
    const own = new Set(names(record.name).map(foldPlace));
    const localities = record.localities
      .map((l) => ({ name: l.name, zips: l.zips }))
      .sort((a, b) => Number(!names(a.name).some((n) => own.has(foldPlace(n)))) - Number(!names(b.name).some((n) => own.has(foldPlace(n)))));
    return {
      key: record.country === 'BE' ? `BE-${record.nis}` : `LU-${record.name.fr ?? names(record.name)[0]}`,
      country: record.country,
      nis: record.nis ?? null,
      name: record.name,
      region: record.region,
      zips: [...new Set(record.localities.flatMap((l) => l.zips))].sort(),
      localities,
    };
  });
  for (const m of municipalities) {
    for (const zip of m.zips) add(byZip, zip, m);
    for (const name of new Set(names(m.name).map(foldPlace))) add(byName, name, m);
    for (const locality of m.localities)
      for (const name of new Set(names(locality.name).map(foldPlace))) {
        const found = byLocality.get(name)?.find((entry) => entry.municipality === m);
        if (found) found.zips = [...new Set([...found.zips, ...locality.zips])].sort();
        else add(byLocality, name, { municipality: m, zips: [...locality.zips] });
      }
  }
  return { municipalities, byZip, byName, byLocality };
}

/**
 * The municipalities of a postal code. Both countries write theirs with four digits: one typed alone is
 * Belgian where Belgium has it (6687 is Bertogne, not Mertert's L-6687), Luxembourg's otherwise.
 */
function ofZip(directory: MunicipalityDirectory, zip: string, country?: 'LU'): Municipality[] {
  const all = directory.byZip.get(zip) ?? [];
  if (country) return all.filter((m) => m.country === country);
  const belgian = all.filter((m) => m.country === 'BE');
  return belgian.length ? belgian : all;
}

/**
 * The places a visitor means by what they typed: a postal code ("9400"; "L-1611" Luxembourg's),
 * a municipality's name in any language (all its codes), or else a locality's (its own codes, in every
 * municipality that has a locality of that name). Empty when nothing is called so.
 */
export function findPlaces(directory: MunicipalityDirectory, text: string): PlaceMatch[] {
  const code = POSTAL_CODE.exec(text.trim());
  if (code) {
    const [, luxembourg, zip] = code;
    return ofZip(directory, zip!, luxembourg ? 'LU' : undefined).map((municipality) => ({ municipality, zips: [zip!] }));
  }
  const folded = foldPlace(text);
  if (!folded) return [];
  const municipalities = directory.byName.get(folded);
  if (municipalities) return municipalities.map((municipality) => ({ municipality, zips: municipality.zips }));
  return directory.byLocality.get(folded) ?? [];
}

/** The nine municipalities of the German-speaking Community (REFNIS), whose official language is German. */
const GERMAN_SPEAKING = new Set(['63001', '63012', '63013', '63023', '63040', '63048', '63061', '63067', '63087']);

/** The language a municipality's name is official in (Brussels: both; Dutch is taken when neither is asked). */
function officialLanguage(m: Pick<Municipality, 'region' | 'nis'>): keyof PlaceName {
  if (m.region === 'flanders' || m.region === 'brussels') return 'nl';
  return m.nis && GERMAN_SPEAKING.has(m.nis) ? 'de' : 'fr';
}

/**
 * A place's name for a language: its own in that language (Gent is Gand in French, Liège Luik in Dutch),
 * else its official one (Bertem stays Bertem in French, Kelmis in Dutch). `name` is the municipality's
 * or one of its localities'.
 */
export function placeName(m: Pick<Municipality, 'region' | 'nis'>, lang: Lang | string, name: PlaceName = (m as Municipality).name): string {
  return name[lang as keyof PlaceName] ?? name[officialLanguage(m)] ?? names(name)[0] ?? '';
}

/** The municipalities of postal codes, each once, named in the language with its codes among them: "Bertem (3060, 3061)". */
export function namePlaces(directory: MunicipalityDirectory, zips: readonly string[], lang: Lang | string): string[] {
  const found = new Map<Municipality, string[]>();
  const unknown: string[] = [];
  for (const zip of zips) {
    const municipalities = ofZip(directory, zip);
    if (!municipalities.length) unknown.push(zip);
    for (const m of municipalities) found.set(m, [...(found.get(m) ?? []), zip]);
  }
  return [...[...found].map(([m, codes]) => `${placeName(m, lang)} (${codes.join(', ')})`), ...unknown];
}
