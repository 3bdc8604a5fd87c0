import { describe, expect, it } from 'vitest';
import { buildStore, loadDataFiles } from '@/lib/catalogue/data';
import { citiesIn, cityIn, zonesOf } from './cities';
import { cityDirectoryOf } from '.';
import { parseListingQuery } from './query';

const store = buildStore(loadDataFiles());
const directory = cityDirectoryOf(store);

describe('cityIn', () => {
  it('writes a city as the other language names the same place', () => {
    expect(cityIn(directory, 'fr', 'Gent')).toBe('Gand');
    expect(cityIn(directory, 'nl', 'gand')).toBe('Gent');
    expect(cityIn(directory, 'nl', 'Liège')).toBe('Luik');
    expect(cityIn(directory, 'fr', 'Luik')).toBe('Liège');
    // The same name in both languages, any case: the data's spelling.
    expect(cityIn(directory, 'fr', 'hasselt')).toBe('Hasselt');
  });

  it('keeps postal codes and names the data does not know', () => {
    expect(cityIn(directory, 'fr', '9000')).toBe('9000');
    expect(cityIn(directory, 'fr', 'Atlantis')).toBe('Atlantis');
    expect(citiesIn(directory, 'fr', ['Gent', 'Gand', 'Brugge'])).toEqual(['Gand', 'Bruges']);
  });
});

describe('zonesOf (the demand register zones of a listing)', () => {
  const nlCities = store.cities.get('nl')!;
  const zones = (search: string) => zonesOf(directory, nlCities, parseListingQuery(new URLSearchParams(search))).sort();
  it('gives the postal codes of the chosen cities, by any name', () => {
    expect(zones('city=Gand&city=Brugge')).toEqual(['8000', '9000']);
    expect(zones('city=9000')).toEqual(['9000']);
    expect(zones('')).toEqual([]);
    expect(zones('city=Atlantis')).toEqual([]);
  });

  it('gives the catalogue cities of a province or region, within the chosen cities', () => {
    const brussels = nlCities.filter((c) => c.countryId === 10 && Number(c.zip) < 1300).map((c) => c.zip);
    expect(zones('region=brussels')).toEqual([...new Set(brussels)].sort());
    expect(zones('province=luxembourg')).toEqual(
      nlCities
        .filter((c) => c.countryId === 50)
        .map((c) => c.zip)
        .sort(),
    );
    expect(zones('region=brussels&city=Gent')).toEqual([]);
  });
});
