import type { ReactNode } from 'react';
import { getTimeZone } from 'next-intl/server';
import type { Lang } from '@/lib/catalogue/data/types';
import { pickedTexts } from './client-texts';
import { ISLAND_TEXT_SETS, type IslandTextSet } from './island-text-sets';
import { IslandTextsProvider } from './island-texts-provider';
import { keepForServerRender } from './island-texts-kept';

/**
 * The texts of a deferred island (components/ui/deferred-island.tsx) that the page does not carry
 * (docs/decisions/0014, amendment 2). The server renders the island with them, as ClientTexts would;
 * they reach the server's render of the island's HTML through the process (keepForServerRender), not
 * through the page's flight data. The browser fetches them from /api/texts/{lang}/{set}/ when the
 * island's code loads, and only then: a visitor who never comes near the island downloads neither.
 */
export async function IslandTexts({ lang, set, children }: { lang: Lang; set: IslandTextSet; children: ReactNode }) {
  const [messages, timeZone] = await Promise.all([pickedTexts(lang, ISLAND_TEXT_SETS[set]), getTimeZone({ locale: lang })]);
  keepForServerRender(lang, set, messages);
  return (
    <IslandTextsProvider lang={lang} set={set} timeZone={timeZone}>
      {children}
    </IslandTextsProvider>
  );
}
