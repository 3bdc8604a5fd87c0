/**
 * The deployed catalogue as the alert job reads it: every property id once (whatever its languages)
 * with its price, and each property as a search in some language sees it.
 */
import type { CatalogueEntry } from '@/lib/platform/dal/alerts';
import type { Store, Property } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { routeTableOf } from '@/lib/catalogue/routing/site-routes';
import type { RouteTable } from '@/lib/catalogue/routing/table';
import type { AlertProperty } from './match';

export interface FoundProperty extends AlertProperty {
  property: Property;
}

export interface AlertCatalogue {
  entries: CatalogueEntry[];
  routes: RouteTable;
  /** The property in `lang`, else in the site's default language, else in any; null when gone. */
  find(lang: string, id: number): FoundProperty | null;
}

export function alertCatalogue(store: Store): AlertCatalogue {
  const { defaultLanguage, languages } = store.site;
  // The default language first: its price is the one recorded when languages disagree.
  const order = [defaultLanguage, ...[...store.properties.keys()].filter((lang) => lang !== defaultLanguage)];
  const prices = new Map<number, number | null>();
  for (const lang of order)
    for (const property of store.properties.get(lang) ?? []) if (!prices.has(property.id)) prices.set(property.id, property.price);
  const inLang = (lang: Lang, id: number): FoundProperty | null => {
    const property = store.propertyById.get(lang)?.get(id);
    return property ? { property, garages: property.garages, parkings: property.parkings } : null;
  };
  return {
    entries: [...prices].map(([id, price]) => ({ id, price })),
    routes: routeTableOf(store),
    find(lang, id) {
      const wanted = (languages as readonly string[]).includes(lang) ? [lang as Lang, ...order] : order;
      for (const candidate of wanted) {
        const found = inLang(candidate, id);
        if (found) return found;
      }
      return null;
    },
  };
}
