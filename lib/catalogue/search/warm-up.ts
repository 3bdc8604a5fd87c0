import { getStore } from '@/lib/catalogue/data';
import { getSuggestIndex } from '.';

/** Builds each language's suggestion index and listing index now, not on the first visitor's keystroke. */
export function warmUp() {
  const store = getStore();
  for (const lang of store.site.languages) getSuggestIndex(lang).listing.warm();
}
