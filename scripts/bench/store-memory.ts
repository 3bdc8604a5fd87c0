/**
 * Where a catalogue's memory goes in the server: the heap after reading the data files into the store
 * (as the server does: lib/catalogue/data/store.ts loadStore), and after each language's suggestion index and
 * listing index (built at start: lib/catalogue/search/warm-up.ts), with
 * the time each took and the peak resident memory so far.
 *   npx tsx --expose-gc --conditions=react-server scripts/bench/store-memory.ts .data/bench-100000
 */
import { loadStore } from '../../lib/catalogue/data';
import { buildSuggestIndex } from '../../lib/catalogue/search/suggest';

const dir = process.argv[2] ?? 'data';
const gc = (globalThis as { gc?: () => void }).gc;
let last = performance.now();
function step(label: string) {
  gc?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  const now = performance.now();
  const mib = (n: number) => `${(n / 1048576).toFixed(0)} MiB`;
  const peak = process.resourceUsage().maxRSS * 1024;
  console.log(
    `${label.padEnd(32)} ${((now - last) / 1000).toFixed(1).padStart(6)} s   heap ${mib(heapUsed).padStart(9)}   rss ${mib(rss).padStart(9)}   peak rss ${mib(peak).padStart(9)}   external ${mib(external + arrayBuffers)}`,
  );
  last = performance.now();
}

step('start');
const store = loadStore(dir);
step('data read, validated, store built');
const indexes = store.site.languages.map((lang) => {
  const index = buildSuggestIndex(store, lang);
  step(`suggestion index ${lang}`);
  index.listing.warm();
  step(`listing index ${lang}`);
  return index;
});
console.log(`${dir}: ${store.properties.get(store.site.defaultLanguage)?.length ?? 0} properties (${indexes.length} indexes)`);
