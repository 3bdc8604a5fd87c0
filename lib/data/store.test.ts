import { describe, expect, it } from 'vitest';
import { loadDataFiles } from './validate';
import { buildStore } from './store';

describe('buildStore counts', () => {
  const store = buildStore(loadDataFiles());
  it('counts properties per type and city from the properties themselves', () => {
    for (const lang of store.site.languages) {
      const properties = store.properties.get(lang)!;
      for (const type of store.types.get(lang)!) {
        expect(type.sale).toBe(properties.filter((p) => p.typeId === type.webId && p.goal === 'sale').length);
        expect(type.rent).toBe(properties.filter((p) => p.typeId === type.webId && p.goal === 'rent').length);
      }
      for (const city of store.cities.get(lang)!) {
        const here = properties.filter((p) => p.address.zip === city.zip && p.address.city === city.name);
        expect([city.sale, city.rent]).toEqual([here.filter((p) => p.goal === 'sale').length, here.filter((p) => p.goal === 'rent').length]);
      }
      expect(store.types.get(lang)!.reduce((n, t) => n + t.sale + t.rent, 0)).toBe(properties.length);
    }
  });
});
