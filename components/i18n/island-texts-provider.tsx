'use client';

import { createContext, use, useMemo, type ReactNode } from 'react';
import type { IslandTextSet } from './island-text-sets';
import { TextsProvider } from './texts';
import { keptForServerRender } from './island-texts-kept';

/** Where a deferred island inside an IslandTexts finds its texts' language and set. */
export interface IslandTextsSource {
  lang: string;
  set: IslandTextSet;
  timeZone: string;
}

const IslandTextsContext = createContext<IslandTextsSource | null>(null);

/** The texts of the islands inside, if they come apart from the page (island-texts.tsx); null otherwise. */
export function useIslandTextsSource(): IslandTextsSource | null {
  return use(IslandTextsContext);
}

/** Where the browser fetches a set's texts (app/api/texts/[lang]/[set]/route.ts). */
const islandTextsPath = (lang: string, set: IslandTextSet) => `/api/texts/${lang}/${set}/`;

/** Fetched once per language and set (again after a failure), and what came. */
const fetching = new Map<string, Promise<Record<string, unknown>>>();
const fetched = new Map<string, Record<string, unknown>>();

/** The set's texts in the browser, from /api/texts/{lang}/{set}/. */
export function loadIslandTexts({ lang, set }: Pick<IslandTextsSource, 'lang' | 'set'>): Promise<Record<string, unknown>> {
  const key = `${lang}/${set}`;
  let texts = fetching.get(key);
  if (!texts) {
    texts = fetch(islandTextsPath(lang, set)).then(async (response) => {
      if (!response.ok) throw new Error(`${islandTextsPath(lang, set)}: ${response.status}`);
      const messages = (await response.json()) as Record<string, unknown>;
      fetched.set(key, messages);
      return messages;
    });
    texts.catch(() => fetching.delete(key));
    fetching.set(key, texts);
  }
  return texts;
}

/** The set's texts if they have come already. */
export function loadedIslandTexts({ lang, set }: Pick<IslandTextsSource, 'lang' | 'set'>): Record<string, unknown> | undefined {
  return fetched.get(`${lang}/${set}`);
}

/**
 * On the server, the texts for the island's HTML, as ClientTexts gives them; in the browser, only where
 * to fetch them: the island renders them once its code and they have come (deferred-island.tsx).
 */
export function IslandTextsProvider({ lang, set, timeZone, children }: IslandTextsSource & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, set, timeZone }), [lang, set, timeZone]);
  const source = <IslandTextsContext value={value}>{children}</IslandTextsContext>;
  if (typeof window !== 'undefined') return source;
  const messages = keptForServerRender(lang, set);
  if (!messages) throw new Error(`IslandTextsProvider: no texts kept for ${lang}/${set} (render it through IslandTexts)`);
  return (
    <TextsProvider locale={lang} timeZone={timeZone} messages={messages}>
      {source}
    </TextsProvider>
  );
}
