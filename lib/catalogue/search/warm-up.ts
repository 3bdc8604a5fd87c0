import { getStore, type Store } from '@/lib/catalogue/data';
import { routeTableOf } from '@/lib/catalogue/routing/site-routes';
import { getSuggestIndex } from '.';

/**
 * Builds a store's route table and each language's suggestion and listing indexes now, not on the first
 * visitor's request or keystroke: at start, and for a catalogue release before it is swapped in
 * (lib/catalogue/live/follower.ts).
 */
export function warmUp(store: Store = getStore()) {
  routeTableOf(store);
  for (const lang of store.site.languages) getSuggestIndex(lang, store).listing.warm();
}
