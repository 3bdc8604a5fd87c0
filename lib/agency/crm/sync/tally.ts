/**
 * types.json and cities.json for a catalogue that came from the CRM: the type tree stays the data
 * folder's (names, synonyms, order are the agency's) with its counts recomputed; the municipalities
 * are those the properties name, one record per name, postal code and language, with their counts.
 * The counts count a property once, not once per language.
 */
import type { CityRecord, PropertyTypeRecord } from '@/lib/catalogue/data/file-schemas';

interface Place {
  Name: string;
  Zip: string;
  CountryID: number;
  CountryName: string;
  language: string;
  sale: number;
  rent: number;
}

export class CatalogueTally {
  private readonly types = new Map<number, [number, number]>();
  private readonly places = new Map<string, Place>();
  private readonly counted = new Set<number>();

  /** Properties counted (each once, whatever its languages). */
  get propertyCount(): number {
    return this.counted.size;
  }

  /** Counts one record; the first record of a property counts its type, each language its place name. */
  add(record: Record<string, unknown>): void {
    const id = record.ID as number;
    const rent = record.Goal !== 0;
    if (!this.counted.has(id)) {
      this.counted.add(id);
      const webIds = Array.isArray(record.WebIDs) && record.WebIDs.length ? (record.WebIDs as unknown[]) : [record.WebID];
      for (const webId of new Set(webIds)) {
        if (typeof webId !== 'number') continue;
        const count = this.types.get(webId) ?? [0, 0];
        count[rent ? 1 : 0]++;
        this.types.set(webId, count);
      }
    }
    const { City, Zip, CountryID, CountryName, language } = record;
    if (typeof City !== 'string' || typeof Zip !== 'string' || typeof CountryID !== 'number' || typeof language !== 'string') return;
    const key = `${language}\0${Zip}\0${City}`;
    const place = this.places.get(key) ?? {
      Name: City,
      Zip,
      CountryID,
      CountryName: typeof CountryName === 'string' ? CountryName : '',
      language,
      sale: 0,
      rent: 0,
    };
    if (rent) place.rent++;
    else place.sale++;
    this.places.set(key, place);
  }

  /** The type records with their counts recomputed. */
  typeRecords(types: readonly PropertyTypeRecord[]): PropertyTypeRecord[] {
    return types.map((type) => {
      const [sale, rent] = this.types.get(type.WebID) ?? [0, 0];
      return { ...type, Sale: sale, Rent: rent };
    });
  }

  /** One city record per place named, per language, sorted by name in that language. */
  cityRecords(): CityRecord[] {
    return [...this.places.values()]
      .map((p) => ({
        Name: p.Name,
        Zip: p.Zip,
        CountryID: p.CountryID,
        CountryName: p.CountryName,
        PropertyCount: p.sale + p.rent,
        Sale: p.sale,
        Rent: p.rent,
        language: p.language as CityRecord['language'],
        projects: [],
        citysRent: [],
        neighbourhoods: [],
      }))
      .sort((a, b) =>
        a.language === b.language
          ? a.Name.localeCompare(b.Name, a.language) || a.Zip.localeCompare(b.Zip)
          : a.language < b.language
            ? -1
            : 1,
      );
  }
}
