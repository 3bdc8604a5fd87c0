import type { IslandTextSet } from './island-text-sets';

/**
 * Where the server's render of a deferred island's HTML finds its texts (island-texts.tsx): the server
 * component IslandTexts keeps a set's texts here, and the render of the island's HTML, which follows it
 * in the same process, reads them. The two run in different module graphs (the server components' and
 * the client components' render), each with its own instance of this module: the process's global is
 * their meeting place, one entry per language and set.
 */
const KEPT = Symbol.for('vitrine.islandTexts');
type Kept = Map<string, Record<string, unknown>>;

function kept(): Kept {
  const scope = globalThis as unknown as Record<symbol, Kept | undefined>;
  return (scope[KEPT] ??= new Map());
}

export function keepForServerRender(lang: string, set: IslandTextSet, messages: Record<string, unknown>) {
  kept().set(`${lang}/${set}`, messages);
}

export function keptForServerRender(lang: string, set: IslandTextSet): Record<string, unknown> | undefined {
  return kept().get(`${lang}/${set}`);
}
