import 'server-only';
import { getMunicipalities, placeName } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { remember } from '@/lib/platform/remember';

/** Every municipality's name in the language, once, in the language's order: what the place field suggests. */
export function placeNamesFor(lang: Lang): string[] {
  return remember(`place-names-${lang}`, () => {
    const collator = new Intl.Collator(lang);
    return [...new Set(getMunicipalities().municipalities.map((m) => placeName(m, lang)))].sort(collator.compare);
  });
}
