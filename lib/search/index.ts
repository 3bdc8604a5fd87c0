import 'server-only';
import { getStore } from '@/lib/data/store';
import type { Lang } from '@/lib/data/types';
import { buildSuggestIndex, type SuggestIndex } from './suggest';

// One per process, shared by every bundle (see getStore).
const INDEXES = Symbol.for('vitrine.suggest-indexes');
const holder = globalThis as typeof globalThis & { [INDEXES]?: Map<Lang, SuggestIndex> };
const indexes = (holder[INDEXES] ??= new Map());

/** The suggestion index of a language, built on first use and kept for the life of the process. */
export function getSuggestIndex(lang: Lang): SuggestIndex {
  let index = indexes.get(lang);
  if (!index) {
    index = buildSuggestIndex(getStore(), lang);
    indexes.set(lang, index);
  }
  return index;
}
