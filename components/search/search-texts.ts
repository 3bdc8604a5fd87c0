import type { ClientTextKey } from '@/components/i18n/client-texts';

/**
 * What the search box says before the visitor types (components/search/search-combobox.tsx): the
 * placeholder, the button and its count, the listbox's name. The suggestions' texts come with the first
 * suggestions (the `searchSuggestions` island text set, components/i18n/island-text-sets.ts).
 */
export const SEARCH_TEXTS = [
  'Search.CITY_INPUT',
  'Search.submit',
  'Search.submitRent',
  'Search.suggestions',
  'Search.countOne',
  'Search.countOther',
] as const satisfies readonly ClientTextKey[];
