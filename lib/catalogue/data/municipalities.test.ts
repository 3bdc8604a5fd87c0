import { describe, expect, it } from 'vitest';
import { buildMunicipalityDirectory, findPlaces, namePlaces, placeName } from './municipalities';
import { loadDataFiles } from './validate';

const directory = buildMunicipalityDirectory(loadDataFiles()['municipalities.json']);
/** What a typed text finds, as "name:codes" in the language. */
const found = (text: string, lang = 'nl') => findPlaces(directory, text).map(({ municipality, zips }) => `${placeName(municipality, lang)}:${zips.join(',')}`);

describe('the municipality directory', () => {
  it('holds the 565 Belgian municipalities of 2025 and the 100 Luxembourg communes', () => {
    const count = (country: string) => directory.municipalities.filter((m) => m.country === country).length;
    expect([count('BE'), count('LU')]).toEqual([565, 100]);
  });

  it('finds a municipality by its name in Dutch, French or German, whatever the case and accents', () => {
    expect(found('Gent')).toEqual(['Gent:9000,9030,9031,9032,9040,9041,9042,9050,9051,9052']);
    expect(found('gand', 'fr')).toEqual(found('Gent', 'fr'));
    expect(found('Gand', 'fr')[0]).toMatch(/^Gand:9000,/);
    expect(found('LUIK')[0]).toMatch(/^Luik:4000,/);
    expect(found('Lüttich', 'de')[0]).toMatch(/^Lüttich:4000,/);
    expect(found('liege', 'fr')[0]).toMatch(/^Liège:4000,/);
    expect(found('sint niklaas')).toEqual(found('Sint-Niklaas'));
    expect(found('Bertem')).toEqual(['Bertem:3060,3061']);
  });

  it('names a municipality in its official language where the asked one has no name of its own', () => {
    expect(found('Bertem', 'fr')).toEqual(['Bertem:3060,3061']);
    expect(found('La Calamine', 'nl')).toEqual(['Kelmis:4720,4721,4728']);
  });

  it('finds a postal code, Luxembourg\'s written with or without "L-"', () => {
    expect(found('9400')).toEqual(['Ninove:9400']);
    expect(found('L-4001', 'fr')).toEqual(['Esch-sur-Alzette:4001']);
    expect(found('L1111', 'fr')).toEqual(['Luxembourg:1111']);
    expect(found('1111', 'fr')).toEqual(['Luxembourg:1111']);
    // Both countries have a 6687: typed alone it is Belgian, with "L-" it is Luxembourg's.
    expect(found('6687')).toEqual(['Bastenaken:6687']);
    expect(found('L-6687', 'fr')).toEqual(['Mertert:6687']);
    expect(found('1099')).toEqual([]);
  });

  it('knows the mergers of 1 January 2025: a former municipality is a locality of the new one', () => {
    expect(found('Bertogne', 'fr')).toEqual(['Bastogne:6687']);
    expect(found('Bastogne', 'fr')[0]).toMatch(/^Bastogne:.*6600.*6687/);
    expect(found('Galmaarden')).toEqual(['Pajottegem:1570']);
    expect(found('Pajottegem')[0]).toMatch(/^Pajottegem:.*1540.*1570.*1755/);
    expect(found('Borsbeek')).toEqual(['Antwerpen:2150']);
    expect(found('Tessenderlo-Ham')).toHaveLength(1);
    expect(findPlaces(directory, 'Tessenderlo')[0]!.municipality.nis).toBe('71071');
  });

  it('finds a locality in every municipality that has one of that name', () => {
    expect(found('Beveren').sort()).toEqual(['Roeselare:8800', 'Waregem:8791']);
    expect(found('Beveren-Waas')).toEqual(['Beveren-Kruibeke-Zwijndrecht:9120']);
    expect(found('Atlantis')).toEqual([]);
  });

  it('names postal codes by municipality, each once, unknown codes as they are', () => {
    expect(namePlaces(directory, ['9400', '3060', '3061', '1099'], 'nl')).toEqual(['Ninove (9400)', 'Bertem (3060, 3061)', '1099']);
    expect(namePlaces(directory, ['9000'], 'fr')).toEqual(['Gand (9000)']);
  });
});
