import 'server-only';
import { getStore } from '@/lib/catalogue/data';
import type { Lang } from '@/lib/catalogue/data/types';
import { remember } from '@/lib/platform/remember';
import { buildSuggestIndex, type SuggestIndex } from './suggest';

/** The suggestion index of a language, built on first use and kept for the life of the process. */
export function getSuggestIndex(lang: Lang): SuggestIndex {
  const indexes = remember('suggest-indexes', () => new Map<Lang, SuggestIndex>());
  let index = indexes.get(lang);
  if (!index) {
    index = buildSuggestIndex(getStore(), lang);
    indexes.set(lang, index);
  }
  return index;
}
