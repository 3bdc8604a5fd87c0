import { getStore } from '@/lib/data/store';
import { getSuggestIndex } from '.';

export function warmUp() {
  const store = getStore();
  for (const lang of store.site.languages) getSuggestIndex(lang);
}
