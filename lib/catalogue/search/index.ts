import 'server-only';
import { getStore, type Store } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { derive } from '@/lib/platform/remember';
import { buildSuggestIndex, type SuggestIndex } from './suggest';

/** The suggestion index of a language, built on first use and kept as long as the store it was built from. */
export function getSuggestIndex(lang: Lang, store: Store = getStore()): SuggestIndex {
  return derive(store, `suggest-index:${lang}`, () => buildSuggestIndex(store, lang));
}
